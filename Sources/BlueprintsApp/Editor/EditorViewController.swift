import DeskKit
import Foundation

/// Blueprints' main screen: a tab strip of open documents above the current document's text.
///
/// Implements the tab and bookmark actions of the main menu, with the availability and title
/// rules of the seed examples (Close Tab needs a tab; the bookmark title follows the tab), and
/// View ▸ Show Notes, which shows the notes in place of the document.
@MainActor
public final class EditorViewController: UIViewController {
    public internal(set) var openTabs: [Tab] = []
    public internal(set) var selectedTabIndex = 0
    /// Whether the notes show in place of the current document.
    public internal(set) var isShowingNotes = false
    var untitledCount = 0
    /// Why the last rename failed, shown above the text until the next rename succeeds.
    public internal(set) var renameError: String?
    /// The name of a failed rename, offered again when the title editor reopens.
    var failedRenameName: String?
    /// Renames documents' files.
    let documentBrowser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
    /// Photos inserted so far, to number the placeholders.
    var photoCount = 0
    /// Why the last open or save failed (or what it converted), shown above the text.
    public internal(set) var fileMessage: String?
    /// What the file chooser showing was opened for.
    var pickerPurpose: PickerPurpose?
    /// The text of a file just opened, as read, for the tab about to show it: it goes to the
    /// text view without becoming a String first.
    var openedBytes: (tab: Int, bytes: [UInt8])?
    /// Each open tab's text view (by ``Tab/id``), made when the tab is first shown and kept
    /// while it is open: it holds the tab's text, and switching back to it copies nothing.
    var tabTextViews: [UUID: UITextView] = [:]
    /// The text view shown while no tab is open.
    var emptyTextView: UITextView?
    /// Each open file's document (by ``Tab/id``), once its file was read: it counts the tab's
    /// edits and keeps drafts of its unsaved text.
    var tabDocuments: [UUID: EditorDocument] = [:]

    public var currentTab: Tab { openTabs[selectedTabIndex] }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Blueprints"
        if let first = SampleDocuments.all.first { openTabs = [Tab(document: first)] }
    }

    public override func loadView() {
        view = EditorView(frame: .zero)
    }

    var editorView: EditorView? { viewIfLoaded as? EditorView }

    /// The text view showing the current document (Find works in it).
    public var documentTextView: UITextView { (view as! EditorView).textView }
    /// The notes, searched together by one find interaction.
    public var notesView: NotesView { (view as! EditorView).notesView }

    public override func viewDidLoad() {
        super.viewDidLoad()
        setUpWindowActions()
        setUpNavigationBar()
        loadCurrentText()
        refresh()
        watchFilesOnDisk()
        NotificationCenter.default.addObserver(self, selector: Selector("documentStateChanged:"), name: UIDocument.stateChangedNotification, object: nil)
    }

    public override func registerActions() {
        super.registerActions()
        implement("newTab:", by: EditorViewController.newTab)
        implement("closeTab:", by: EditorViewController.closeTab)
        implement("toggleBookmark:", by: EditorViewController.toggleBookmark)
        implement("selectNextTab:", by: EditorViewController.selectNextTab)
        implement("selectPreviousTab:", by: EditorViewController.selectPreviousTab)
        implement("toggleNotes:", by: EditorViewController.toggleNotes)
        implement("didClickTab:", by: EditorViewController.didClickTab)
        implement("documentStateChanged:", by: EditorViewController.documentStateChanged)
        implement(.duplicate, by: EditorViewController.duplicateDocument)
        implement("saveDocument:", by: EditorViewController.saveDocument)
        implement("saveDocumentAs:", by: EditorViewController.saveDocumentAs)
        implement("openDocument:", by: EditorViewController.openDocument)
        implement(.move, by: EditorViewController.moveDocument)
        implement(.export, by: EditorViewController.exportDocument)
        implement(.printContent, by: EditorViewController.printDocument)
        implement(.print, by: EditorViewController.printDocument)
    }

    /// Ctrl+Page Down and Up switch tabs even while the text view has the keyboard.
    public override var keyCommands: [UIKeyCommand]? {
        let commands = [
            UIKeyCommand(title: String(localized: "Next Tab", bundle: .module), action: Selector("selectNextTab:"), input: UIKeyCommand.inputPageDown, modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Previous Tab", bundle: .module), action: Selector("selectPreviousTab:"), input: UIKeyCommand.inputPageUp, modifierFlags: .command),
        ]
        for command in commands { command.wantsPriorityOverSystemBehavior = true }
        return commands
    }

    // MARK: - Validation, as in the seed

    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("closeTab:") {
            return !openTabs.isEmpty
        }
        if [Selector("saveDocumentAs:"), .move, .export, .printContent, .print].contains(action) {
            return !openTabs.isEmpty && !isShowingNotes
        }
        if action == .duplicate || action == .rename {
            // File ▸ Duplicate and Rename… (F2) need a document; rename also needs the bar's delegate.
            return !openTabs.isEmpty && (action == .duplicate || super.canPerformAction(action, withSender: sender))
        }
        if action == Selector("toggleBookmark:") || action == Selector("saveDocument:") || action == Selector("selectNextTab:") || action == Selector("selectPreviousTab:") {
            return !openTabs.isEmpty
        }
        return super.canPerformAction(action, withSender: sender)
    }

    public override func validate(_ command: UICommand) {
        if command.action == Selector("toggleBookmark:") {
            command.title = currentTab.isInBookmarks
                ? String(localized: "Remove from Bookmarks", bundle: .module)
                : String(localized: "Add to Bookmarks", bundle: .module)
        } else if command.action == Selector("toggleNotes:") {
            command.title = isShowingNotes ? String(localized: "Hide Notes", bundle: .module) : String(localized: "Show Notes", bundle: .module)
        } else {
            super.validate(command)
        }
    }

    // MARK: - Actions

    func newTab(_ sender: Any?) {
        let samples = SampleDocuments.all
        let document: BlueprintDocument
        // By title: an open sample's text may have been edited.
        if openTabs.count < samples.count, let next = samples.first(where: { sample in !openTabs.contains { $0.document.title == sample.title } }) {
            document = next
        } else {
            untitledCount += 1
            document = BlueprintDocument(title: Self.untitledTitle(untitledCount), text: "")
        }
        switchDocument {
            openTabs.append(Tab(document: document))
            selectedTabIndex = openTabs.count - 1
        }
    }

    /// The title of the `number`th new document: "Untitled 3", in the user's language.
    static func untitledTitle(_ number: Int) -> String {
        String(localized: "Untitled \(number)", bundle: .module)
    }

    func closeTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        closeTabAskingToSave { [weak self] in
            guard let self, !self.openTabs.isEmpty else { return }
            self.switchDocument {
                self.openTabs.remove(at: self.selectedTabIndex)
                self.selectedTabIndex = max(0, min(self.selectedTabIndex, self.openTabs.count - 1))
            }
        }
    }

    func toggleBookmark(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        openTabs[selectedTabIndex].isInBookmarks.toggle()
        UIMenuSystem.main.setNeedsRebuild()
        refresh()
    }

    /// A click on a tab (or a screen reader activating it) shows its document.
    func didClickTab(_ sender: Any?) {
        guard let recognizer = sender as? UITapGestureRecognizer, let editorView,
              let index = editorView.tabIndex(at: recognizer.location(in: editorView.tabStrip)),
              index != selectedTabIndex else { return }
        selectTab(at: index)
    }

    func selectNextTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        switchDocument { selectedTabIndex = (selectedTabIndex + 1) % openTabs.count }
    }

    func selectPreviousTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        switchDocument { selectedTabIndex = (selectedTabIndex + openTabs.count - 1) % openTabs.count }
    }

    /// Selects a tab by position, e.g. from a bookmark.
    public func selectTab(at index: Int) {
        guard openTabs.indices.contains(index) else { return }
        switchDocument { selectedTabIndex = index }
    }

    func toggleNotes(_ sender: Any?) {
        isShowingNotes.toggle()
        refresh()
    }

    // MARK: - The document's text

    /// Keeps the shown document's edits in its tab, changes tabs, then shows the new current one.
    func switchDocument(_ change: () -> Void) {
        saveCurrentText()
        change()
        isShowingNotes = false
        loadCurrentText()
        refresh()
    }

    /// Notes the shown tab's selection and scroll position (for saving the session); its text
    /// stays in its text view.
    func saveCurrentText() {
        guard let editorView, openTabs.indices.contains(selectedTabIndex) else { return }
        openTabs[selectedTabIndex].interactionState = editorView.textView.interactionState as? TextViewInteractionState
    }

    /// Shows the current tab's text view, as the tab left it (text, selection, scroll position,
    /// undo history); a tab shown for the first time gets a text view holding its document.
    func loadCurrentText() {
        guard let editorView else { return }
        readShownFileIfNeeded()
        // Views of closed tabs go (and with them their GTK text views).
        tabTextViews = tabTextViews.filter { id, _ in openTabs.contains { $0.id == id } }
        closeDocumentsOfClosedTabs()
        defer { openedBytes = nil }
        guard !openTabs.isEmpty else {
            let empty = emptyTextView ?? makeTabTextView()
            emptyTextView = empty
            editorView.show(empty)
            return
        }
        let opened = openedBytes.flatMap { $0.tab == selectedTabIndex ? $0.bytes : nil }
        if let textView = tabTextViews[currentTab.id] {
            if let opened { textView.setText(utf8: opened) }
            tabDocuments[currentTab.id]?.textView = textView
            editorView.show(textView)
            return
        }
        let textView = makeTabTextView()
        if let opened {
            textView.setText(utf8: opened)
        } else {
            textView.text = currentTab.document.text
        }
        // The text view holds the tab's text; a second copy in the tab would double the memory
        // of a large file. ``document(atTab:)`` reads it from the view.
        openTabs[selectedTabIndex].document.text = ""
        let state = currentTab.interactionState
        textView.select(state?.selectedRange ?? 0..<0)
        textView.contentOffset = state?.contentOffset ?? .zero
        tabTextViews[currentTab.id] = textView
        if let state, let document = tabDocuments[currentTab.id], document.isReading,
           state.selectedRange.upperBound > textView.textStorage.utf8Count {
            // Past the part of a large file shown so far: applied again once the rest is in.
            document.interactionStateAfterRead = (state, textView.selectedByteRange)
        }
        tabDocuments[currentTab.id]?.textView = textView
        editorView.show(textView)
    }

    /// A text view for a tab, answering to this controller as its delegate.
    private func makeTabTextView() -> UITextView {
        let textView = EditorView.makeTextView()
        textView.delegate = self
        return textView
    }

    /// Replaces a tab's text (its file was reloaded), in its text view if it has one.
    func setText(_ text: String, ofTab index: Int) {
        if let textView = tabTextViews[openTabs[index].id] {
            // The caret and the scroll position stay where they were, as far as the new text goes.
            let (selection, offset) = (textView.selectedByteRange, textView.contentOffset)
            textView.text = text
            textView.select(selection)
            textView.contentOffset = offset
        } else {
            openTabs[index].document.text = text
        }
    }

    /// The bookmarked tabs, for the Bookmarks menu.
    public var bookmarkedTabs: [Tab] { openTabs.filter(\.isInBookmarks) }

    func refresh() {
        editorView?.show(tabs: openTabs.map(\.document.title), selected: selectedTabIndex, showingNotes: isShowingNotes)
        editorView?.showMessage(renameError ?? fileMessage)
        updateScene()
        updateNavigationDocument()
    }

    /// The window's title follows the shown document; the scene takes requests for any open one.
    func updateScene() {
        guard let scene = viewIfLoaded?.window?.windowScene else { return }
        scene.title = isShowingNotes ? String(localized: "Notes", bundle: .module) : documentWindowTitle
        let titles = Set(openTabs.map(\.document.title))
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { identifier, _ in
            (identifier as? String).map(titles.contains) ?? false
        }
    }
}
