import DeskKit

/// Blueprints' main screen: a tab strip of open documents above the current document.
///
/// Implements the tab and bookmark actions of the main menu, with the availability and title
/// rules of the seed examples (Close Tab needs a tab; the bookmark title follows the tab).
@MainActor
public final class EditorViewController: UIViewController {
    public private(set) var openTabs: [Tab] = []
    public private(set) var selectedTabIndex = 0
    private var untitledCount = 0

    public var currentTab: Tab { openTabs[selectedTabIndex] }

    public required init() {
        super.init()
        title = "Blueprints"
        if let first = SampleDocuments.all.first { openTabs = [Tab(document: first)] }
    }

    public override func loadView() {
        view = EditorView(frame: .zero)
    }

    var editorView: EditorView? { viewIfLoaded as? EditorView }

    public override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    public override func registerActions() {
        super.registerActions()
        implement("newTab:", by: EditorViewController.newTab)
        implement("closeTab:", by: EditorViewController.closeTab)
        implement("toggleBookmark:", by: EditorViewController.toggleBookmark)
        implement("selectNextTab:", by: EditorViewController.selectNextTab)
        implement("selectPreviousTab:", by: EditorViewController.selectPreviousTab)
    }

    public override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Next Tab", action: Selector("selectNextTab:"), input: UIKeyCommand.inputPageDown, modifierFlags: .command),
            UIKeyCommand(title: "Previous Tab", action: Selector("selectPreviousTab:"), input: UIKeyCommand.inputPageUp, modifierFlags: .command),
        ]
    }

    // MARK: - Validation, as in the seed

    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("closeTab:") {
            return !openTabs.isEmpty
        }
        if action == Selector("toggleBookmark:") || action == Selector("selectNextTab:") || action == Selector("selectPreviousTab:") {
            return !openTabs.isEmpty
        }
        return super.canPerformAction(action, withSender: sender)
    }

    public override func validate(_ command: UICommand) {
        if command.action == Selector("toggleBookmark:") {
            command.title = currentTab.isInBookmarks
                ? "Remove from Bookmarks"
                : "Add to Bookmarks"
        } else {
            super.validate(command)
        }
    }

    // MARK: - Actions

    func newTab(_ sender: Any?) {
        let samples = SampleDocuments.all
        let document: BlueprintDocument
        if openTabs.count < samples.count, let next = samples.first(where: { sample in !openTabs.contains { $0.document == sample } }) {
            document = next
        } else {
            untitledCount += 1
            document = BlueprintDocument(title: "Untitled \(untitledCount)", text: "")
        }
        openTabs.append(Tab(document: document))
        selectedTabIndex = openTabs.count - 1
        refresh()
    }

    func closeTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        openTabs.remove(at: selectedTabIndex)
        selectedTabIndex = max(0, min(selectedTabIndex, openTabs.count - 1))
        refresh()
    }

    func toggleBookmark(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        openTabs[selectedTabIndex].isInBookmarks.toggle()
        UIMenuSystem.main.setNeedsRebuild()
        refresh()
    }

    func selectNextTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        selectedTabIndex = (selectedTabIndex + 1) % openTabs.count
        refresh()
    }

    func selectPreviousTab(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        selectedTabIndex = (selectedTabIndex + openTabs.count - 1) % openTabs.count
        refresh()
    }

    /// Selects a tab by position, e.g. from a bookmark.
    public func selectTab(at index: Int) {
        guard openTabs.indices.contains(index) else { return }
        selectedTabIndex = index
        refresh()
    }

    /// The bookmarked tabs, for the Bookmarks menu.
    public var bookmarkedTabs: [Tab] { openTabs.filter(\.isInBookmarks) }

    private func refresh() {
        editorView?.show(tabs: openTabs.map(\.document.title), selected: selectedTabIndex, text: openTabs.isEmpty ? nil : currentTab.document.text)
        view.window?.windowScene?.title = openTabs.isEmpty ? "Blueprints" : currentTab.document.title
    }
}
