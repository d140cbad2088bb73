import DeskKit
import Foundation

// MARK: - The editor's navigation bar, as the seed writes it

extension EditorViewController: UINavigationItemRenameDelegate {
    /// The seed's editor bar: the editor style with a back action to the document browser, the
    /// seed's center groups (Format not in the default customization), the title menu with
    /// Comments added, the document's properties, and rename in place.
    func setUpNavigationBar() {
        navigationItem.style = .editor
        navigationItem.backAction = UIAction(title: String(localized: "Documents", bundle: .module), image: UIImage(systemName: "chevron.left")) { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: BlueprintsActivity.browsing(), options: nil, errorHandler: nil)
        }
        navigationItem.customizationIdentifier = "com.jetpack.blueprints.maineditor"
        navigationItem.centerItemGroups = [
            // groups in the default customization
            UIBarButtonItem(title: String(localized: "Insert", bundle: .module), image: UIImage(systemName: "photo"),
                            primaryAction: marker(String(localized: "Photo", bundle: .module))).creatingFixedGroup(),
            UIBarButtonItem(title: String(localized: "Draw", bundle: .module), image: UIImage(systemName: "scribble"),
                            primaryAction: marker(String(localized: "Drawing", bundle: .module))).creatingMovableGroup(customizationIdentifier: "Draw"),
            .optionalGroup(
                customizationIdentifier: "Shapes",
                representativeItem: UIBarButtonItem(title: String(localized: "Shapes", bundle: .module), image: UIImage(systemName: "square.on.circle")),
                items: [
                    markerItem(String(localized: "Square", bundle: .module), image: "square"),
                    markerItem(String(localized: "Circle", bundle: .module), image: "circle"),
                    markerItem(String(localized: "Rectangle", bundle: .module), image: "rectangle"),
                    markerItem(String(localized: "Diamond", bundle: .module), image: "diamond"),
                ]
            ),
            .optionalGroup(
                customizationIdentifier: "Text",
                items: [
                    markerItem(String(localized: "Label", bundle: .module), image: "character.textbox"),
                    markerItem(String(localized: "Text", bundle: .module), image: "text.bubble"),
                ]
            ),
            // additional group not in the default customization
            .optionalGroup(
                customizationIdentifier: "Format",
                isInDefaultCustomization: false,
                representativeItem: UIBarButtonItem(title: String(localized: "BIU", bundle: .module), image: UIImage(systemName: "bold.italic.underline")),
                items: [
                    markerItem(String(localized: "Bold", bundle: .module), image: "bold"),
                    markerItem(String(localized: "Italic", bundle: .module), image: "italic"),
                    markerItem(String(localized: "Underline", bundle: .module), image: "underline"),
                ]
            ),
        ]
        navigationItem.titleMenuProvider = { [weak self] suggestedActions in
            // The header, sharing and dragging show the document as it is now.
            self?.saveCurrentDocument()
            var children = suggestedActions
            children += [
                UIAction(title: String(localized: "Comments", bundle: .module), image: UIImage(systemName: "text.bubble")) { [weak self] _ in
                    self?.toggleNotes(nil)
                },
            ]
            return UIMenu(children: children)
        }
        navigationItem.renameDelegate = self
    }

    /// A bar item titled `name` whose action puts `[name]` at the caret.
    private func markerItem(_ name: String, image: String) -> UIBarButtonItem {
        UIBarButtonItem(title: name, image: UIImage(systemName: image), primaryAction: marker(name))
    }

    /// An action that puts `[name]` at the caret: the document is a plan written as text, so
    /// the tools mark where a photo, a drawing or a shape goes.
    private func marker(_ name: String) -> UIAction {
        UIAction(title: name) { [weak self] _ in
            guard let self, !self.openTabs.isEmpty, !self.isShowingNotes, let textView = self.editorView?.textView else { return }
            textView.insertText("[\(name)]")
        }
    }

    /// Shows the current document's file in the bar: its name as the title, its properties for
    /// the title menu's header, dragging and sharing. The file is written when the title menu,
    /// a drag, sharing or a rename needs it, not merely because the document shows.
    func updateNavigationDocument() {
        guard !openTabs.isEmpty else {
            navigationItem.title = "Blueprints"
            navigationItem.documentProperties = nil
            return
        }
        let url = currentTab.document.fileURL ?? DocumentFolder.fileURL(forTitle: currentTab.document.title)
        if navigationItem.title != url.lastPathComponent { navigationItem.title = url.lastPathComponent }
        if navigationItem.documentProperties?.url == url { return }
        let documentProperties = UIDocumentProperties(url: url)
        documentProperties.dragItemsProvider = { [weak self] _ in
            self?.saveCurrentDocument()
            guard let itemProvider = NSItemProvider(contentsOf: url) else { return [] }
            return [UIDragItem(itemProvider: itemProvider)]
        }
        documentProperties.activityViewControllerProvider = { [weak self] in
            self?.saveCurrentDocument()
            let items: [Any] = NSItemProvider(contentsOf: url).map { [$0] } ?? []
            return UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        navigationItem.documentProperties = documentProperties
    }

    /// Writes a built-in document's text to its file in the documents folder, for sharing and
    /// dragging. A file the user opened is shared as last saved: only Save writes over it.
    func saveCurrentDocument() {
        guard !openTabs.isEmpty, currentTab.document.fileURL == nil else { return }
        DocumentFolder.save(document(atTab: selectedTabIndex))
    }

    // MARK: - Duplicate

    /// Opens a copy of the current document in a new tab ("Garden Shed copy", "… copy 2"). A
    /// file's copy is a new file beside it ("plan copy.txt"), written when first saved: the copy
    /// never saves over the file it came from.
    func duplicateDocument(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        var copy = document(atTab: selectedTabIndex)
        var tab: Tab
        if let file = copy.fileURL {
            copy.fileURL = Self.unusedCopyURL(of: file) { url in self.openTabs.contains { $0.document.fileURL == url } }
            copy.title = copy.fileURL?.lastPathComponent ?? copy.title
            tab = Tab(document: copy)
            tab.isEdited = true
        } else {
            var number = 1
            var title = Self.copyName(of: copy.title, number: number)
            while openTabs.contains(where: { $0.document.title == title })
                || FileManager.default.fileExists(atPath: DocumentFolder.fileURL(forTitle: title).path) {
                number += 1
                title = Self.copyName(of: copy.title, number: number)
            }
            copy.title = title
            tab = Tab(document: copy)
        }
        switchDocument {
            openTabs.append(tab)
            selectedTabIndex = openTabs.count - 1
        }
    }

    /// "plan copy.txt", "plan copy 2.txt", … beside `file`: the first name no file there has and
    /// no open tab uses.
    static func unusedCopyURL(of file: URL, isOpen: (URL) -> Bool) -> URL {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        let suffix = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
        var number = 1
        while true {
            let name = copyName(of: stem, number: number) + suffix
            let url = folder.appendingPathComponent(name).standardizedFileURL
            if !FileManager.default.fileExists(atPath: url.path), !isOpen(url) { return url }
            number += 1
        }
    }

    /// "Garden Shed copy", then "Garden Shed copy 2"…, in the user's language.
    static func copyName(of name: String, number: Int) -> String {
        number == 1 ? String(localized: "\(name) copy", bundle: .module) : String(localized: "\(name) copy \(number)", bundle: .module)
    }

    // MARK: - UINavigationItemRenameDelegate

    /// Starts from the name the user tried last when a rename failed, else from the title.
    public func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
        guard let retry = failedRenameName else { return (title, selectedRange) }
        failedRenameName = nil
        return (retry, UINavigationItem.defaultRenameSelection(in: retry))
    }

    /// Renames the document's file; on failure the error shows above the text, the file keeps
    /// its name, and the editor opens again with the name tried.
    public func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
        guard !openTabs.isEmpty else { return }
        saveCurrentDocument()
        let file = currentTab.document.fileURL
        let url = file ?? DocumentFolder.fileURL(forTitle: currentTab.document.title)
        // A name with another extension keeps it as part of the name: documents are text files.
        // A file the user opened takes the name as typed.
        let extensionTyped = (title as NSString).pathExtension
        let proposed = file != nil || extensionTyped.isEmpty || extensionTyped == DocumentFolder.fileExtension
            ? title : title + "." + DocumentFolder.fileExtension
        documentBrowser.renameDocument(at: url, proposedName: proposed) { [weak self] newURL, error in
            guard let self else { return }
            if let newURL {
                self.renameError = nil
                if file != nil {
                    self.openTabs[self.selectedTabIndex].document.fileURL = newURL.standardizedFileURL
                    self.openTabs[self.selectedTabIndex].document.title = newURL.lastPathComponent
                    self.openTabs[self.selectedTabIndex].fileModificationDate = DocumentFile.modificationDate(of: newURL)
                } else {
                    self.openTabs[self.selectedTabIndex].document.title = DocumentFolder.title(of: newURL)
                }
                self.refresh()
            } else {
                self.renameError = error.map { "\($0)" } ?? String(localized: "The document could not be renamed.", bundle: .module)
                self.failedRenameName = title
                self.refresh()
                navigationItem.beginRenaming()
            }
        }
    }
}
