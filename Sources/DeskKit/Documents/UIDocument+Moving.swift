import Foundation

// MARK: - The file moving under the document

extension UIDocument {
    /// Posted with the document as object after its file moved (DeskKit's own, internal: the
    /// document view controller follows the new name with it).
    static let fileMovedNotification = Notification.Name("DeskKitDocumentFileMovedNotification")

    /// The document's file now lives at `newURL` (renamed or moved while the document is open):
    /// the document follows it, watching the new place and keeping its unsaved changes' draft there.
    public func presentedItemDidMove(to newURL: URL) {
        let previousURL = fileURL
        guard previousURL != newURL else { return }
        fileURL = newURL
        if hasUnsavedChanges {
            discardDraft(of: previousURL)
            draftDebouncer.noteChange()
        }
        if !documentState.contains(.closed) { watchFile() }
        NotificationCenter.default.post(name: Self.fileMovedNotification, object: self)
    }

    /// Tells the open documents of the file at `source` that it moved to `destination`, as
    /// the file chooser does after moving a file.
    static func noteFileMoved(from source: URL, to destination: URL) {
        for document in openDocumentList where document.fileURL.standardizedFileURL == source.standardizedFileURL {
            document.presentedItemDidMove(to: destination)
        }
    }
}
