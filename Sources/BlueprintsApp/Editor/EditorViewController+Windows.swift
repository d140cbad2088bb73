import DeskKit
import Foundation

// MARK: - Opening documents and details in windows of their own

extension EditorViewController: UIContextMenuInteractionDelegate, UITextViewDelegate {
    /// Adds the context menu to the editor (tab strip and margins) and its actions to the text's
    /// edit menu, which is what a secondary click on the document shows.
    func setUpWindowActions() {
        guard let editorView else { return }
        editorView.addInteraction(UIContextMenuInteraction(delegate: self))
        editorView.tabStrip.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("didClickTab:")))
        editorView.textView.delegate = self
        editorView.detailsView.onDone = { [weak self] in self?.hideInlineDetails() }
    }

    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let index = editorView?.tabIndex(at: location) ?? selectedTabIndex
        guard openTabs.indices.contains(index) else { return nil }
        return UIContextMenuConfiguration(identifier: "editor-tab", previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            return UIMenu(children: self.windowActions(forTabAt: index))
        }
    }

    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard !openTabs.isEmpty else { return nil }
        return UIMenu(children: suggestedActions + seedEditMenuActions(for: textView, range: range) + [
            UIMenu(options: .displayInline, children: windowActions(forTabAt: selectedTabIndex)),
        ])
    }

    /// "Open in New Window" and "Show Details" for a tab's document, as the seed writes them.
    func windowActions(forTabAt index: Int) -> [UIMenuElement] {
        // The text is taken when an action runs, not each time the menu is built: a large
        // document's whole text would be copied for every secondary click.
        let (title, file) = (openTabs[index].document.title, openTabs[index].document.fileURL)
        let tabIndex: @MainActor () -> Int? = { [weak self] in
            self?.openTabs.firstIndex { $0.document.title == title && $0.document.fileURL == file }
        }
        let document: @MainActor () -> BlueprintDocument? = { [weak self] in
            tabIndex().flatMap { self?.document(atTab: $0) }
        }
        let newSceneAction = UIWindowScene.ActivationAction { [weak self] _ in
            guard let self, let index = tabIndex() else { return nil }
            let isEdited = self.openTabs[index].isEdited
            // An unedited file's window reads the file itself: its text is not copied here.
            let document = isEdited || file == nil ? self.document(atTab: index) : self.openTabs[index].document
            let userActivity = BlueprintsActivity.opening(document, inNewWindow: true, isEdited: isEdited)
            return UIWindowScene.ActivationConfiguration(userActivity: userActivity)
        }

        let alternateAction = UIAction(title: String(localized: "Show Details", bundle: .module), image: UIImage(systemName: "info.circle")) { [weak self] _ in
            guard let document = document() else { return }
            self?.showInlineDetails(of: document)
        }
        let detailsAction = UIWindowScene.ActivationAction(alternate: alternateAction) { [weak self] _ in
            guard let document = document() else { return nil }
            let userActivity = BlueprintsActivity.showingDetails(of: document)
            let options = UIWindowScene.ActivationRequestOptions()
            options.preferredPresentationStyle = .prominent
            options.requestingScene = self?.viewIfLoaded?.window?.windowScene
            return UIWindowScene.ActivationConfiguration(userActivity: userActivity, options: options)
        }
        detailsAction.title = alternateAction.title
        detailsAction.image = alternateAction.image
        // UIKit hides an activation action without an alternate where windows cannot open.
        guard UIApplication.shared.supportsMultipleScenes else { return [Self.forwarding(detailsAction)] }
        return [newSceneAction, detailsAction].map(Self.forwarding)
    }

    /// A plain action that performs `action`: DeskKit's menus show copies of their actions, and a
    /// copy of an activation action is a plain `UIAction` that no longer opens a window.
    static func forwarding(_ action: UIAction) -> UIAction {
        UIAction(title: action.title, image: action.image, attributes: action.attributes) { shown in
            action.performWithSender(shown.sender, target: nil)
        }
    }

    /// A tab's document with the text as edited, including unsaved edits of the shown one.
    public func document(atTab index: Int) -> BlueprintDocument {
        var document = openTabs[index].document
        if let textView = tabTextViews[openTabs[index].id] {
            document.text = textView.text
        } else if openTabs[index].isReadWhenShown, let url = document.fileURL {
            // A restored tab not shown yet: its text is its file's (not kept until shown).
            document.text = (try? DocumentFile.read(url).text) ?? ""
        }
        return document
    }

    // MARK: - Requests routed to this window

    /// Shows `document`: selects its tab when it is open, else opens it in a new tab.
    public func show(_ document: BlueprintDocument) {
        show(Tab(document: document))
    }

    /// Shows `tab`'s document: selects the tab showing the same file (or, for a sample, the same
    /// title) when there is one, else adds the tab.
    func show(_ tab: Tab) {
        let file = tab.document.fileURL
        if let index = openTabs.firstIndex(where: { file != nil ? $0.document.fileURL == file : $0.document.title == tab.document.title }) {
            selectTab(at: index)
            return
        }
        switchDocument {
            openTabs.append(tab)
            selectedTabIndex = openTabs.count - 1
        }
    }

    /// Makes `tab` this window's only tab (a window opened for one document).
    func showOnly(_ tab: Tab) {
        openTabs = [tab]
        selectedTabIndex = 0
        if editorView != nil {
            loadCurrentText()
            refresh()
        }
    }

    // MARK: - Details in the window, where the app has only one

    /// The document whose details show at the foot of the editor, if any.
    public var inlineDetailsDocument: BlueprintDocument? {
        guard let editorView, !editorView.detailsView.isHidden else { return nil }
        return editorView.detailsDocument
    }

    func showInlineDetails(of document: BlueprintDocument) {
        editorView?.showDetails(of: document)
    }

    func hideInlineDetails() {
        editorView?.showDetails(of: nil)
    }
}
