import Foundation

// MARK: - The file changing under the document

extension UIDocument {
    /// Posted with the document as object when its ``documentState`` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// Notes the file as it is now as the one the document read or saved.
    func noteFileAsRead() {
        fileModificationDate = Self.modificationDate(of: fileURL)
        fileIdentity = FileIdentity(of: fileURL)
    }

    /// The app wrote the document's text to ``fileURL`` itself (a writer of its own, such as one
    /// copying a large text a piece at a time): the file as it is now is this document's saved
    /// version, not another program's change, and its draft goes.
    package func noteSavedToFile() {
        noteFileAsRead()
        changeCount = 0
        discardDraft(of: fileURL)
        documentState.remove([.savingError, .inConflict])
    }

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
        let identity = FileIdentity(of: fileURL)
        guard identity != fileIdentity else { return }
        if identity == nil {
            fileModificationDate = nil
            fileIdentity = nil
            updateChangeCount(.done)
        } else if hasUnsavedChanges {
            noteFileAsRead()
            documentState.insert(.inConflict)
        } else {
            revert(toContentsOf: fileURL)
        }
        NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
    }
}

/// What tells one version of a file from another: a file replaced by a rename has a new inode,
/// a truncated one a new size, a rewritten one a new modification time.
struct FileIdentity: Equatable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The file at `url` as it is now; nil when it is gone.
    init?(of url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
    }
}
