import DeskKit
import Foundation

// MARK: - Documents from disk

extension EditorViewController {
    /// Opens each file in a tab of its own (an open file's tab is selected instead); a file that
    /// cannot be opened leaves a message and the other tabs as they were.
    public func open(_ urls: [URL]) {
        var problems: [String] = []
        var opened: [Tab] = []
        var shownBytes: [UInt8]?
        var alreadyOpen: Int?
        for url in urls {
            let file = url.standardizedFileURL
            if let index = openTabs.firstIndex(where: { $0.document.fileURL == file }) {
                alreadyOpen = index
                _ = DocumentPreloads.shared.take(file)  // read at launch for nothing: let it go
                continue
            }
            let document = EditorDocument(fileURL: file)
            watchReading(document)
            guard document.openNow() else {
                problems.append(document.lastError ?? Self.cannotOpenMessage(file))
                continue
            }
            // The last file opened is shown: its bytes go to the text view as read. The
            // others were checked and are read again when first shown, so several large
            // files opened at once are not all held (as Strings) meanwhile.
            if shownBytes != nil, let last = opened.indices.last {
                opened[last].isReadWhenShown = true
                tabDocuments[opened[last].id] = nil
            }
            shownBytes = document.takePendingBytes()
            var tab = Tab(document: BlueprintDocument(title: file.lastPathComponent, text: "", fileURL: file))
            tab.fileModificationDate = DocumentFile.modificationDate(of: file)
            // A draft of unsaved text left by a crash or a logout comes back marked unsaved.
            tab.isEdited = document.hasUnsavedChanges
            tabDocuments[tab.id] = document
            opened.append(tab)
            RecentDocuments.note(file)
            if let notice = document.notice { problems.append(notice) }
        }
        if !opened.isEmpty || alreadyOpen != nil {
            switchDocument {
                openTabs += opened
                selectedTabIndex = opened.isEmpty ? alreadyOpen ?? selectedTabIndex : openTabs.count - 1
                if let shownBytes, !opened.isEmpty { openedBytes = (selectedTabIndex, shownBytes) }
            }
        }
        fileMessage = problems.isEmpty ? nil : MessageText.sentences(problems)
        refresh()
    }

    /// Reads the file of a tab about to be shown for the first time (restored, or opened beside
    /// others); its bytes go to the text view as read. A file that can no longer be opened
    /// closes its tab, saying why: none of its text was shown or edited yet.
    func readShownFileIfNeeded() {
        while openTabs.indices.contains(selectedTabIndex), currentTab.isReadWhenShown, let url = currentTab.document.fileURL {
            // Taken before reading, so a change made while the file is read is noticed later.
            let date = DocumentFile.modificationDate(of: url)
            let document = EditorDocument(fileURL: url)
            watchReading(document)
            if document.openNow() {
                openTabs[selectedTabIndex].isReadWhenShown = false
                openTabs[selectedTabIndex].fileModificationDate = date
                openTabs[selectedTabIndex].isEdited = document.hasUnsavedChanges
                tabDocuments[currentTab.id] = document
                openedBytes = (selectedTabIndex, document.takePendingBytes() ?? [])
                if let notice = document.notice { fileMessage = notice }
            } else {
                fileMessage = MessageText.sentences(document.lastError ?? Self.cannotOpenMessage(url), String(localized: "Its tab was closed.", bundle: .module))
                openTabs.remove(at: selectedTabIndex)
                selectedTabIndex = max(0, min(selectedTabIndex, openTabs.count - 1))
            }
        }
    }

    /// File ▸ Save: writes the current document back to its file (the built-in samples to their
    /// place in the documents folder), atomically.
    func saveDocument(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        save(tabAt: selectedTabIndex)
    }

    /// Saves a tab's text. A large file still being read is saved once its rest is in, so the
    /// whole file is written and the window goes on meanwhile (the user is told it waits).
    func save(tabAt index: Int) {
        let name = openTabs[index].document.title
        if let document = tabDocuments[openTabs[index].id] {
            document.finishReading(waiting: false)
            if document.isWaitingForRest {
                document.savesWhenRead = true
                fileMessage = String(localized: "Saving '\(name)' once the rest of it is read; you can go on typing meanwhile.", bundle: .module)
                refresh()
                return
            }
            if let failure = document.readFailure {
                fileMessage = MessageText.sentences(Self.partialFileMessage(name, document, failure),
                                                    String(localized: "It was not saved, so the file keeps what it has.", bundle: .module))
                refresh()
                return
            }
        }
        if let url = openTabs[index].document.fileURL {
            do {
                // Written from the text view's storage a piece at a time, not as a copy of the whole text.
                if let textView = tabTextViews[openTabs[index].id] {
                    try DocumentFile.write(textView.textStorage, to: url)
                } else {
                    try DocumentFile.write(document(atTab: index).text, to: url)
                }
            } catch {
                fileMessage = error.description
                refresh()
                return
            }
        } else if DocumentFolder.save(document(atTab: index)) == nil {
            let folder = DocumentFolder.url.path
            fileMessage = String(localized: "Cannot save '\(name)' in \(folder). Your changes are still open.", bundle: .module)
            refresh()
            return
        }
        openTabs[index].isEdited = false
        let fileURL = openTabs[index].document.fileURL
        noteSaved(tabAt: index)
        openTabs[index].fileModificationDate = fileURL.flatMap(DocumentFile.modificationDate)
        if let fileURL { RecentDocuments.note(fileURL) }
        fileMessage = nil
        refresh()
    }

    /// What the user is told when the rest of a large file could not be read.
    static func partialFileMessage(_ name: String, _ document: EditorDocument, _ failure: String) -> String {
        let shown = DocumentFile.describe(bytes: document.firstPartCount)
        return String(localized: "The rest of '\(name)' could not be read (\(failure)): only its first \(shown) is shown.", bundle: .module)
    }

    /// What the user is told when a file could not be opened and its document gave no reason.
    static func cannotOpenMessage(_ url: URL) -> String {
        let path = url.path
        return String(localized: "Cannot open '\(path)'.", bundle: .module)
    }

    /// Gives a document read in parts to the editor's care: once its rest is in, a save asked
    /// for meanwhile is made; a rest that could not be read is said at once.
    func watchReading(_ document: EditorDocument) {
        document.onRestRead = { [weak self] document in
            guard let self, let index = self.openTabs.firstIndex(where: { self.tabDocuments[$0.id] === document }) else { return }
            let restoredState = document.interactionStateAfterRead
            document.interactionStateAfterRead = nil
            let actions = document.actionsAfterRead
            document.actionsAfterRead = []
            if let failure = document.readFailure {
                document.savesWhenRead = false
                self.fileMessage = MessageText.sentences(Self.partialFileMessage(self.openTabs[index].document.title, document, failure),
                                                         String(localized: "Saving is refused, so the file keeps its whole text.", bundle: .module))
                self.refresh()
                return
            }
            // A restored caret past the part shown goes where it was, unless the user moved it.
            if let (state, shown) = restoredState, let textView = document.textView, textView.selectedByteRange == shown {
                textView.interactionState = state
            }
            for action in actions { action() }
            if document.savesWhenRead {
                document.savesWhenRead = false
                self.save(tabAt: index)
            } else if document.toldSelectionIsPartial {
                // The selection holds the whole file now: what was said of it no longer holds.
                document.toldSelectionIsPartial = false
                self.fileMessage = nil
                self.refresh()
            }
        }
    }

    /// While the current tab's large file is still being read, keeps `action` (Save As, Export:
    /// it needs the whole text) for when the rest is in, its tab shown again then, and says so
    /// (`message` says it of the document's name); true when it was kept, false when it can run now.
    func deferUntilCurrentFileIsRead(_ message: (_ name: String) -> String, _ action: @escaping @MainActor (EditorViewController) -> Void) -> Bool {
        guard openTabs.indices.contains(selectedTabIndex), let document = tabDocuments[currentTab.id] else { return false }
        document.finishReading(waiting: false)
        guard document.isWaitingForRest else { return false }
        let id = currentTab.id
        document.actionsAfterRead.append { [weak self] in
            guard let self, let index = self.openTabs.firstIndex(where: { $0.id == id }) else { return }
            if index != self.selectedTabIndex { self.selectTab(at: index) }
            action(self)
        }
        fileMessage = message(currentTab.document.title)
        refresh()
        return true
    }

    /// Waits for the rest of the current tab's file, if a large file is still being read, so the
    /// whole text is written; the reason when the rest could not be read (nil when all is there).
    func finishReadingCurrentFile() -> String? {
        guard !openTabs.isEmpty, let document = tabDocuments[currentTab.id] else { return nil }
        document.finishReading(waiting: true)
        return document.readFailure.map { Self.partialFileMessage(currentTab.document.title, document, $0) }
    }

    /// Notices files another program changed or removed: an unchanged tab reloads its file, an
    /// edited one keeps the user's text and says that saving will replace the file's new content.
    public func checkFilesOnDisk() {
        var notes: [String] = []
        for index in openTabs.indices {
            guard let url = openTabs[index].document.fileURL else { continue }
            let name = url.lastPathComponent
            guard let date = DocumentFile.modificationDate(of: url) else {
                if openTabs[index].fileModificationDate != nil {
                    notes.append(String(localized: "'\(name)' was moved or deleted on disk; Save writes it again.", bundle: .module))
                    openTabs[index].fileModificationDate = nil
                }
                continue
            }
            guard date != openTabs[index].fileModificationDate else { continue }
            openTabs[index].fileModificationDate = date
            if openTabs[index].isReadWhenShown {
                // Not read since it was opened: it shows the file as it is now when shown.
                notes.append(String(localized: "'\(name)' changed on disk and was reloaded.", bundle: .module))
            } else if openTabs[index].isEdited {
                notes.append(String(localized: "'\(name)' changed on disk. Saving will replace those changes with yours.", bundle: .module))
            } else {
                do {
                    setText(try DocumentFile.read(url).text, ofTab: index)
                    notes.append(String(localized: "'\(name)' changed on disk and was reloaded.", bundle: .module))
                } catch {
                    // The tab keeps the text it had; saving it writes that text back.
                    notes.append(MessageText.sentences(String(localized: "'\(name)' changed on disk and could not be reloaded.", bundle: .module), error.description))
                }
            }
        }
        guard !notes.isEmpty else { return }
        fileMessage = MessageText.sentences(notes)
        refresh()
    }

    /// Checks the open files every two seconds while the editor exists.
    func watchFilesOnDisk() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.checkFilesOnDisk()
                self.watchFilesOnDisk()
            }
        }
    }

    /// The window's title: the document's name, marked with an asterisk while it has unsaved
    /// changes, as GNOME's editors show it.
    var documentWindowTitle: String {
        guard !openTabs.isEmpty else { return "Blueprints" }
        return (currentTab.isEdited ? "*" : "") + currentTab.document.title
    }

    /// The current tab's text changed: the tab (and the window's title) show it is unsaved.
    func markCurrentTabEdited() {
        guard openTabs.indices.contains(selectedTabIndex), !openTabs[selectedTabIndex].isEdited else { return }
        openTabs[selectedTabIndex].isEdited = true
        updateScene()
    }
}

extension EditorViewController {
    /// Applies a tab's saved caret and scroll position to its text view; one past the part of a
    /// large file shown so far is applied again once the rest is read.
    func applyInteractionState(_ state: TextViewInteractionState, to textView: UITextView, ofTab index: Int) {
        textView.interactionState = state
        guard let document = tabDocuments[openTabs[index].id], document.isReading,
              state.selectedRange.upperBound > textView.textStorage.utf8Count else { return }
        document.interactionStateAfterRead = (state, textView.selectedByteRange)
    }

    /// Select All while a large file is read selects the part read so far: the user is told,
    /// and that the selection takes in the rest as it comes (``UITextView`` grows it then).
    public func textViewDidChangeSelection(_ textView: UITextView) {
        guard textView === editorView?.textView, !isShowingNotes, openTabs.indices.contains(selectedTabIndex),
              let document = tabDocuments[currentTab.id], document.isReading, textView.textStorage.utf8Count > 0,
              textView.selectedByteRange == 0..<textView.textStorage.utf8Count else { return }
        document.toldSelectionIsPartial = true
        let (name, size) = (currentTab.document.title, DocumentFile.describe(bytes: textView.textStorage.utf8Count))
        fileMessage = String(localized: "All of '\(name)' read so far is selected (\(size)); the selection takes in the rest of the file as it is read.",
                             bundle: .module)
        refresh()
    }

    public func textViewDidChange(_ textView: UITextView) {
        guard textView === editorView?.textView, !isShowingNotes else { return }
        markCurrentTabEdited()
        if openTabs.indices.contains(selectedTabIndex) { tabDocuments[currentTab.id]?.updateChangeCount(.done) }
    }
}

// MARK: - Documents of file tabs

extension EditorViewController {
    /// A tab's text was saved to its file: its document counts no changes (its draft goes). A
    /// file saved under a new name gets a document of that name, which keeps its drafts.
    func noteSaved(tabAt index: Int) {
        let tab = openTabs[index]
        guard let url = tab.document.fileURL else { return }
        if let document = tabDocuments[tab.id], document.fileURL == url {
            // The save is the document's own: its file watch must not take it for another
            // program's change (which, with edits made since, would ask Keep or Reload).
            document.noteSavedToFile()
            return
        }
        tabDocuments[tab.id]?.updateChangeCount(.cleared)
        let document = EditorDocument(fileURL: url)
        // Opened from the file just written, which the tab's text view already shows.
        guard document.openNow() else {
            tabDocuments[tab.id] = nil
            return
        }
        _ = document.takePendingBytes()
        document.textView = tabTextViews[tab.id]
        tabDocuments[tab.id] = document
    }

    /// Closes the documents of tabs no longer open: their changes were saved or given up when
    /// the tab closed, so their drafts go.
    func closeDocumentsOfClosedTabs() {
        for (id, document) in tabDocuments where !openTabs.contains(where: { $0.id == id }) {
            document.updateChangeCount(.cleared)
            document.close()
            tabDocuments[id] = nil
        }
    }
}

// MARK: - A file changed by another program

extension EditorViewController {
    /// A tab's document heard that its file changed on disk: a reload is said, a file gone
    /// leaves the tab unsaved, and unsaved text meeting a new file asks which to keep.
    func documentStateChanged(_ sender: Any?) {
        guard let document = (sender as? Notification)?.object as? EditorDocument,
              let index = openTabs.firstIndex(where: { tabDocuments[$0.id] === document }) else { return }
        let name = openTabs[index].document.title
        // Noted, so the check of files on disk does not report the same change again.
        openTabs[index].fileModificationDate = document.fileModificationDate
        if document.documentState.contains(.inConflict) {
            askToKeepOrReload(tabAt: index, document)
        } else if document.fileModificationDate == nil {
            openTabs[index].isEdited = true
            fileMessage = String(localized: "'\(name)' was moved or deleted on disk; Save writes it again.", bundle: .module)
        } else {
            openTabs[index].isEdited = document.hasUnsavedChanges
            fileMessage = String(localized: "'\(name)' changed on disk and was reloaded.", bundle: .module)
        }
        refresh()
    }

    /// Keep My Version saves the tab's text over the file; Reload takes the file's text.
    private func askToKeepOrReload(tabAt index: Int, _ document: EditorDocument) {
        let id = openTabs[index].id
        let name = openTabs[index].document.title
        let alert = UIAlertController(title: String(localized: "'\(name)' changed on disk.", bundle: .module),
                                      message: String(localized: "Another program changed the file while you have unsaved changes. Keep your version (saving it replaces the file) or reload the file (your changes are lost)?", bundle: .module),
                                      preferredStyle: .alert)
        let keep = UIAlertAction(title: String(localized: "Keep My Version", bundle: .module), style: .default) { [weak self] _ in
            guard let self, let tab = self.openTabs.firstIndex(where: { $0.id == id }) else { return }
            self.selectTab(at: tab)
            self.saveDocument(nil)
        }
        alert.addAction(keep)
        alert.addAction(UIAlertAction(title: String(localized: "Reload", bundle: .module), style: .destructive) { [weak self] _ in
            guard let self, let tab = self.openTabs.firstIndex(where: { $0.id == id }) else { return }
            document.revert(toContentsOf: document.fileURL)
            self.openTabs[tab].isEdited = document.hasUnsavedChanges
            self.openTabs[tab].fileModificationDate = document.fileModificationDate
            self.fileMessage = nil
            self.refresh()
        })
        alert.preferredAction = keep
        present(alert, animated: true)
    }
}
