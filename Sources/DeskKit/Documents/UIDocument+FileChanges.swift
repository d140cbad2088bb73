import Foundation

// MARK: - The file changing under the document

extension UIDocument {
    /// Posted with the document as object when its ``documentState`` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// Starts following the file at ``fileURL`` for changes other programs make.
    func watchFile() {
        fileWatch?.stop()
        fileWatch = DocumentFileWatch(url: fileURL) { [weak self] in self?.fileDidChangeOnDisk() }
    }

    /// Another program changed, replaced, moved or deleted the file: a document with no unsaved
    /// changes reads it again; one with unsaved changes keeps them and is marked in conflict (the
    /// app offers to keep this version, by saving, or to take the file's, by reverting). A file
    /// gone counts as an unsaved change, so saving writes it back and its draft is kept meanwhile.
    func fileDidChangeOnDisk() {
        guard !documentState.contains(.closed) else { return }
        let date = Self.modificationDate(of: fileURL)
        guard date != fileModificationDate || date == nil else { return }
        if date == nil {
            guard fileModificationDate != nil else { return }
            fileModificationDate = nil
            updateChangeCount(.done)
        } else if hasUnsavedChanges {
            fileModificationDate = date
            documentState.insert(.inConflict)
        } else {
            revert(toContentsOf: fileURL)
        }
        NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
    }
}
