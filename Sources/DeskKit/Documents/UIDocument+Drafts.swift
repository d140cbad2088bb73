import Foundation

// MARK: - Drafts of unsaved changes

/// A document known to be open, held weakly so the list never keeps one alive.
private struct OpenDocumentReference {
    weak var document: UIDocument?
}

extension UIDocument {
    /// The documents open now, whose drafts are written before the app ends.
    private static var openDocuments: [OpenDocumentReference] = []

    static func noteOpened(_ document: UIDocument) {
        _ = document.draftStore
        openDocuments.removeAll { $0.document == nil || $0.document === document }
        openDocuments.append(OpenDocumentReference(document: document))
    }

    static func noteClosed(_ document: UIDocument) {
        openDocuments.removeAll { $0.document == nil || $0.document === document }
    }

    /// The documents open now.
    static var openDocumentList: [UIDocument] { openDocuments.compactMap(\.document) }

    /// Writes the drafts still waiting for changes to pause, for an app about to end; the writes
    /// are queued on ``StateWriteQueue``, which the caller drains.
    static func writeWaitingDrafts() {
        for reference in openDocuments { reference.document?.draftDebouncer.flush() }
    }

    /// Where this document's drafts are kept, or nil when the app keeps no state; the app's
    /// folder is settled when the document opens, so its drafts stay with the app that opened it
    /// even when another app (a test process runs several) ends first and writes waiting drafts.
    var draftStore: DocumentDraftStore? {
        if !draftsDirectorySettled {
            draftsDirectorySettled = true
            if draftsDirectory == nil {
                draftsDirectory = UIApplication.shared.stateRestorationDirectory.map(DocumentDraftStore.directory(inStateDirectory:))
            }
        }
        return draftsDirectory.map(DocumentDraftStore.init(directory:))
    }

    /// Writes the unsaved contents as the document's draft, off the main thread: the contents
    /// are taken now, written atomically on ``StateWriteQueue``.
    func writeDraft() {
        guard hasUnsavedChanges, !documentState.contains(.closed), savesDrafts, let store = draftStore else { return }
        let data: Data
        do {
            data = try Self.data(from: try contents(forType: fileType ?? ""))
        } catch {
            DeskKitLog.report("'\(localizedName)': no draft of the unsaved changes was written: \(error)")
            return
        }
        let url = fileURL
        let name = localizedName
        StateWriteQueue.queue.async {
            do throws(AtomicFileWriter.Failure) {
                try store.write(data, for: url)
            } catch {
                DeskKitLog.report("'\(name)': the draft of the unsaved changes could not be written to '\(store.draftURL(for: url).path)' because \(error.reason). Save the document to keep them.")
            }
        }
    }

    /// Forgets the draft of the document at `url`: the changes were saved or discarded.
    func discardDraft(of url: URL) {
        draftDebouncer.cancel()
        guard let store = draftStore else { return }
        StateWriteQueue.queue.async { store.remove(for: url) }
    }

    /// Loads the document's draft when one was written after the file changed last; true when
    /// the draft's contents are now the document's.
    ///
    /// A draft that cannot be read or loaded, or one older than the file, is moved aside with a
    /// report, and the document keeps the file's contents.
    func loadNewerDraft() -> Bool {
        guard let store = draftStore else { return false }
        // A draft being written must be finished before it is read.
        StateWriteQueue.drain()
        switch store.read(for: fileURL) {
        case .none:
            return false
        case .unusable(let reason):
            setAsideDraft(in: store, because: reason)
            return false
        case .draft(let contents, let written):
            if let saved = fileModificationDate, written < saved {
                setAsideDraft(in: store, because: "the file was changed after it was written")
                return false
            }
            do {
                try load(fromContents: contents, ofType: fileType)
                return true
            } catch {
                setAsideDraft(in: store, because: "the document could not load it (\(error))")
                // Loading may have failed halfway: the document goes back to the file.
                try? read(from: fileURL)
                return false
            }
        }
    }

    /// Opens a document whose file is gone from its draft, marked unsaved; false when no usable
    /// draft is kept.
    func loadDraftOfMissingFile() -> Bool {
        guard let store = draftStore, !FileManager.default.fileExists(atPath: fileURL.path) else { return false }
        StateWriteQueue.drain()
        guard case .draft(let contents, _) = store.read(for: fileURL),
              (try? load(fromContents: contents, ofType: fileType)) != nil else { return false }
        fileModificationDate = nil
        changeCount = 1
        return true
    }

    private func setAsideDraft(in store: DocumentDraftStore, because reason: String) {
        let draft = store.draftURL(for: fileURL).path
        if let kept = store.setAside(for: fileURL) {
            DeskKitLog.report("'\(localizedName)': the draft of unsaved changes '\(draft)' was not used because \(reason). The file was opened as saved; the draft is kept as '\(kept.path)'.")
        } else {
            DeskKitLog.report("'\(localizedName)': the draft of unsaved changes '\(draft)' was not used because \(reason). The file was opened as saved; the draft stays where it is.")
        }
    }
}
