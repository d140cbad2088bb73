import DeskKit
import Foundation

// MARK: - Open, Save As, Move, Export, Print, and closing with unsaved changes

extension EditorViewController: UIDocumentPickerDelegate {
    /// What the file chooser showing was opened for.
    enum PickerPurpose {
        case open, saveAs, move
        case export(temporaryFile: URL)
    }

    /// File ▸ Open… (Ctrl+O): text files, several at once, each in a tab.
    func openDocument(_ sender: Any?) {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .text])
        picker.allowsMultipleSelection = true
        present(picker, for: .open)
    }

    /// File ▸ Save As… (Ctrl+Shift+S): the document is written where the user chooses and from
    /// then on saved there.
    func saveDocumentAs(_ sender: Any?) {
        guard !openTabs.isEmpty, !deferUntilCurrentFileIsRead({
            String(localized: "Save As asks where to save '\($0)' once the rest of it is read; you can go on typing meanwhile.", bundle: .module)
        }, { $0.saveDocumentAs(nil) }),
              let file = writeTemporaryCopy(named: Self.fileName(for: currentTab.document), contents: nil) else { return }
        present(UIDocumentPickerViewController(forExporting: [file], asCopy: true), for: .saveAs)
    }

    /// The title menu's Move…: the document's file moves to the folder the user chooses (a
    /// built-in sample leaves the documents folder and is saved there first).
    func moveDocument(_ sender: Any?) {
        guard !openTabs.isEmpty, !deferUntilCurrentFileIsRead({
            String(localized: "Move asks where to move '\($0)' once the rest of it is read; you can go on typing meanwhile.", bundle: .module)
        }, { $0.moveDocument(nil) }) else { return }
        saveDocument(sender)
        guard !currentTab.isEdited else { return }  // saving failed; the message says why
        let file = currentTab.document.fileURL ?? DocumentFolder.fileURL(forTitle: currentTab.document.title)
        present(UIDocumentPickerViewController(forExporting: [file], asCopy: false), for: .move)
    }

    /// The title menu's Export…: as PDF or as plain text, to a file the user chooses.
    func exportDocument(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        let title = currentTab.document.title
        let alert = UIAlertController(title: String(localized: "Export '\(title)'", bundle: .module),
                                      message: String(localized: "Choose a format.", bundle: .module), preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: String(localized: "PDF", bundle: .module), style: .default) { [weak self] _ in self?.export(asPDF: true) })
        alert.addAction(UIAlertAction(title: String(localized: "Plain Text", bundle: .module), style: .default) { [weak self] _ in self?.export(asPDF: false) })
        alert.addAction(UIAlertAction(title: String(localized: "Cancel", bundle: .module), style: .cancel))
        present(alert, animated: true)
    }

    private func export(asPDF: Bool) {
        guard !deferUntilCurrentFileIsRead({
            String(localized: "Export asks where to write '\($0)' once the rest of it is read; you can go on typing meanwhile.", bundle: .module)
        }, { $0.export(asPDF: asPDF) }) else { return }
        let base = (Self.fileName(for: currentTab.document) as NSString).deletingPathExtension
        let name = base + (asPDF ? ".pdf" : ".txt")
        let file: URL?
        if asPDF {
            let text = document(atTab: selectedTabIndex).text
            file = writeTemporaryCopy(named: name) { url in
                let printer = UIPrintInteractionController.shared
                printer.printFormatter = UISimpleTextPrintFormatter(text: text)
                try printer.exportPDF(to: url)
            }
        } else {
            // The current text, written from the text view's storage.
            file = writeTemporaryCopy(named: name, contents: nil)
        }
        guard let file else { return }
        present(UIDocumentPickerViewController(forExporting: [file], asCopy: true), for: .export(temporaryFile: file))
    }

    /// File ▸ Print… and the title menu's Print: the document's text, in pages, through the
    /// platform's print dialog (which can also print to a PDF file).
    func printDocument(_ sender: Any?) {
        guard !openTabs.isEmpty else { return }
        let document = document(atTab: selectedTabIndex)
        let printer = UIPrintInteractionController.shared
        let info = UIPrintInfo.printInfo()
        info.jobName = document.title
        printer.printInfo = info
        printer.printFormatter = UISimpleTextPrintFormatter(text: document.text)
        printer.present(animated: true)
    }

    // MARK: Closing with unsaved changes

    /// Closes the current tab, first asking to save it when it has unsaved changes.
    func closeTabAskingToSave(_ close: @escaping @MainActor () -> Void) {
        guard !openTabs.isEmpty, currentTab.isEdited else {
            close()
            return
        }
        let name = MessageText.quoted(currentTab.document.title)
        let alert = UIAlertController(title: String(localized: "Save changes to \(name) before closing?", bundle: .module),
                                      message: String(localized: "If you don't save, your changes will be lost.", bundle: .module),
                                      preferredStyle: .alert)
        let save = UIAlertAction(title: String(localized: "Save", bundle: .module), style: .default) { [weak self] _ in
            guard let self else { return }
            self.saveDocument(nil)
            if !self.currentTab.isEdited { close() }  // a failed save keeps the tab, with the reason shown
        }
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: String(localized: "Don't Save", bundle: .module), style: .destructive) { _ in close() })
        alert.addAction(UIAlertAction(title: String(localized: "Cancel", bundle: .module), style: .cancel))
        alert.preferredAction = save
        present(alert, animated: true)
    }

    // MARK: The file chooser's answers

    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        let purpose = pickerPurpose
        pickerPurpose = nil
        switch purpose {
        case .open:
            open(urls)
        case .saveAs:
            guard let url = urls.first?.standardizedFileURL else { return }
            openTabs[selectedTabIndex].document.fileURL = url
            openTabs[selectedTabIndex].document.title = url.lastPathComponent
            openTabs[selectedTabIndex].isEdited = false
            openTabs[selectedTabIndex].fileModificationDate = DocumentFile.modificationDate(of: url)
            RecentDocuments.note(url)
            fileMessage = nil
            refresh()
        case .move:
            guard let url = urls.first?.standardizedFileURL else { return }
            openTabs[selectedTabIndex].document.fileURL = url
            openTabs[selectedTabIndex].document.title = url.lastPathComponent
            refresh()
        case let .export(temporaryFile):
            try? FileManager.default.removeItem(at: temporaryFile.deletingLastPathComponent())
        case nil:
            break
        }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        if let error = controller.lastError {
            fileMessage = String(localized: "The file could not be written: \(error.localizedDescription).", bundle: .module)
            refresh()
        }
        if case let .export(temporaryFile) = pickerPurpose {
            try? FileManager.default.removeItem(at: temporaryFile.deletingLastPathComponent())
        }
        pickerPurpose = nil
    }

    // MARK: Helpers

    private func present(_ picker: UIDocumentPickerViewController, for purpose: PickerPurpose) {
        picker.delegate = self
        if let folder = currentFileFolder { picker.directoryURL = folder }
        pickerPurpose = purpose
        present(picker, animated: true)
    }

    /// The folder of the current document's file, where choosers start.
    private var currentFileFolder: URL? {
        openTabs.isEmpty ? nil : currentTab.document.fileURL?.deletingLastPathComponent()
    }

    static func fileName(for document: BlueprintDocument) -> String {
        document.fileURL?.lastPathComponent ?? document.title + "." + DocumentFolder.fileExtension
    }

    /// Writes a file in a fresh temporary folder (the current text when `contents` is nil), for
    /// a chooser to copy where the user wants it; nil (with the reason shown) when it fails.
    private func writeTemporaryCopy(named name: String, contents: String?) -> URL? {
        if contents == nil, let failure = finishReadingCurrentFile() {
            fileMessage = failure
            refresh()
            return nil
        }
        if contents == nil, let textView = tabTextViews[currentTab.id] {
            return writeTemporaryCopy(named: name) { url in try DocumentFile.write(textView.textStorage, to: url) }
        }
        let text = contents ?? document(atTab: selectedTabIndex).text
        return writeTemporaryCopy(named: name) { url in try DocumentFile.write(text, to: url) }
    }

    private func writeTemporaryCopy(named name: String, write: (URL) throws -> Void) -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-\(UUID().uuidString)")
        let url = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(url)
            return url
        } catch {
            fileMessage = String(localized: "Cannot prepare '\(name)': \(String(describing: error)).", bundle: .module)
            refresh()
            return nil
        }
    }
}

// MARK: - Closing the window or quitting with unsaved changes

extension EditorViewController {
    /// Asks about every file with unsaved changes before the window closes or the app quits:
    /// Save saves them all (a failed save keeps the window, with the reason shown), Don't Save
    /// gives them up (they reopen as saved), Cancel keeps the window open. The built-in
    /// documents need no question: the window's saved state keeps their text.
    public func confirmClosing(_ decision: @escaping @MainActor (Bool) -> Void) {
        let edited = openTabs.indices.filter { openTabs[$0].isEdited && openTabs[$0].document.fileURL != nil }
        guard !edited.isEmpty else { return decision(true) }
        let names = edited.map { MessageText.quoted(openTabs[$0].document.title) }
        let title = edited.count == 1
            ? String(localized: "Save changes to \(names[0]) before closing?", bundle: .module)
            : String(localized: "Save changes to \(edited.count) documents before closing?", bundle: .module)
        let warning = String(localized: "If you don't save, your changes will be lost.", bundle: .module)
        let message = edited.count == 1 ? warning : MessageText.sentences(String(localized: "\(MessageText.list(names)).", bundle: .module), warning)
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        let save = UIAlertAction(title: String(localized: "Save", bundle: .module), style: .default) { [weak self] _ in
            guard let self else { return decision(false) }
            decision(self.saveEditedTabs())
        }
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: String(localized: "Don't Save", bundle: .module), style: .destructive) { [weak self] _ in
            self?.giveUpUnsavedChanges()
            decision(true)
        })
        alert.addAction(UIAlertAction(title: String(localized: "Cancel", bundle: .module), style: .cancel) { _ in decision(false) })
        alert.preferredAction = save
        present(alert, animated: true)
    }

    /// Saves every edited tab; false when one could not be saved.
    private func saveEditedTabs() -> Bool {
        let shown = selectedTabIndex
        for index in openTabs.indices where openTabs[index].isEdited && openTabs[index].document.fileURL != nil {
            if index != selectedTabIndex { switchDocument { selectedTabIndex = index } }
            saveDocument(nil)
            if currentTab.isEdited { return false }
        }
        if openTabs.indices.contains(shown), shown != selectedTabIndex { switchDocument { selectedTabIndex = shown } }
        return true
    }

    /// Marks the unsaved changes as given up: file tabs reopen from their files after a relaunch.
    private func giveUpUnsavedChanges() {
        for index in openTabs.indices where openTabs[index].document.fileURL != nil {
            openTabs[index].isEdited = false
            // Their drafts go too: the changes were given up.
            tabDocuments[openTabs[index].id]?.updateChangeCount(.cleared)
        }
    }
}
