import Foundation

/// A document kept in a file: opened, edited with change counting and undo, saved and closed.
///
/// Subclasses turn the file's bytes into their model in ``load(fromContents:ofType:)`` and back
/// in ``contents(forType:)`` (as `Data`, or a `String` saved as UTF-8). Saving writes the whole
/// file atomically, so a crash never leaves half a document. DeskKit reads and writes on the
/// calling thread and calls completion handlers before returning; the `async` variants simply
/// return the result.
///
/// Unsaved changes are kept as a draft in the app's state folder a moment after they pause, so a
/// crash or a logout loses at most about a second of them; opening the document again brings
/// the draft back, marked unsaved (see `UIDocument+Drafts.swift`).
@preconcurrency @MainActor
open class UIDocument {
    /// What a document is doing or suffering.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Open, and the last save (if any) succeeded.
        public static let normal = State([])
        /// Not open: before ``open(completionHandler:)`` succeeds and after
        /// ``close(completionHandler:)``.
        public static let closed = State(rawValue: 1 << 0)
        /// Another program changed the file while the document had unsaved changes; saving
        /// (keeping this version) or reverting (taking the file's) clears it.
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed; cleared by the next save that succeeds.
        public static let savingError = State(rawValue: 1 << 2)
        /// Never set: DeskKit has no read-only documents.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// Never set: reading and saving finish before their calls return.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// What happened to the document's content.
    public enum ChangeKind: Int, Sendable {
        /// Done and redone changes add one to the unsaved count, undone ones take one away, and
        /// `cleared` empties it, as after a save.
        case done, undone, redone, cleared
    }

    /// Whether a save creates the file or replaces it.
    public enum SaveOperation: Int, Sendable {
        /// Creating refuses to replace an existing file; overwriting replaces it atomically.
        case forCreating, forOverwriting
    }

    /// Where the document lives.
    public internal(set) var fileURL: URL
    /// Whether the document is open, and any trouble it met.
    public internal(set) var documentState = State.closed
    /// When the document was last read or saved.
    public internal(set) var fileModificationDate: Date?
    /// The undo manager of the document's edits; its steps count as unsaved changes (an undo
    /// step done or redone adds one, an undone one takes one away).
    open var undoManager: UndoManager! = UndoManager() {
        didSet { countChanges(of: undoManager) }
    }
    /// Hears the undo manager's steps, to count them as changes.
    let undoChangeCounter = UndoChangeCounter()
    /// Unsaved changes: done and redone ones add, undone ones subtract, `.cleared` resets.
    var changeCount = 0
    /// Where drafts of unsaved changes go; nil takes the `drafts` folder of the app's state
    /// folder (no drafts when the app keeps no state).
    package var draftsDirectory: URL?
    /// Whether the drafts folder has been settled, so it is never taken from another app later.
    var draftsDirectorySettled = false
    /// Writes a draft a moment after changes pause.
    lazy var draftDebouncer = SaveDebouncer { [weak self] in self?.writeDraft() }
    /// Tells the document when another program changes its file, while it is open.
    var fileWatch: DocumentFileWatch?
    /// The file as last read or saved (inode, size, modification time), to tell another
    /// program's change from the document's own save.
    var fileIdentity: FileIdentity?

    /// A closed document for the file at `url`; call ``open(completionHandler:)`` to read it.
    public init(fileURL url: URL) {
        fileURL = url
        countChanges(of: undoManager)
    }

    /// The name to show: the file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The file's type, as its extension (DeskKit names types by extension, not by UTI).
    open var fileType: String? { fileURL.pathExtension.isEmpty ? nil : fileURL.pathExtension }

    /// Whether there are changes not yet saved.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    // MARK: - Opening and closing

    /// Reads the file and hands its bytes to ``load(fromContents:ofType:)``; `completionHandler`
    /// learns whether that worked. A failure goes to ``handleError(_:userInteractionPermitted:)``.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        do {
            try read(from: fileURL)
            noteFileAsRead()
            changeCount = loadNewerDraft() ? 1 : 0
            documentState = .normal
            Self.noteOpened(self)
            watchFile()
            completionHandler?(true)
        } catch {
            if loadDraftOfMissingFile() {
                documentState = .normal
                Self.noteOpened(self)
                completionHandler?(true)
                return
            }
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }

    /// Reads the file at `url` into the model: by default its bytes go to
    /// ``load(fromContents:ofType:)``. Override it to read the file another way.
    open func read(from url: URL) throws {
        try load(fromContents: try Data(contentsOf: url), ofType: fileType)
    }

    /// Whether unsaved changes are kept as drafts (true); a document too large to copy a moment
    /// after every pause in typing may say no.
    open var savesDrafts: Bool { true }

    /// Reads the document; see ``open(completionHandler:)``.
    open func open() async -> Bool {
        var opened = false
        open { opened = $0 }
        return opened
    }

    /// Saves unsaved changes, then closes the document.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        var saved = true
        if hasUnsavedChanges, !documentState.contains(.closed) {
            save(to: fileURL, for: .forOverwriting) { saved = $0 }
        }
        documentState = .closed
        draftDebouncer.cancel()
        fileWatch?.stop()
        fileWatch = nil
        Self.noteClosed(self)
        completionHandler?(saved)
    }

    /// Closes the document; see ``close(completionHandler:)``.
    open func close() async -> Bool {
        var closed = false
        close { closed = $0 }
        return closed
    }

    // MARK: - Saving

    /// Writes ``contents(forType:)`` to `url` atomically; a document saved to a new place lives
    /// there afterwards. Creating refuses to replace an existing file.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            if saveOperation == .forCreating, FileManager.default.fileExists(atPath: url.path) {
                throw DocumentSaveError.alreadyExists(path: url.path)
            }
            let data = try Self.data(from: try contents(forType: fileType ?? ""))
            try AtomicFileWriter.write(data, to: url, permissions: 0o644)
            let previousURL = fileURL
            fileURL = url
            noteFileAsRead()
            changeCount = 0
            discardDraft(of: previousURL)
            if previousURL != url {
                discardDraft(of: url)
                watchFile()
            }
            documentState.remove([.savingError, .inConflict])
            completionHandler?(true)
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }

    /// Saves to ``fileURL`` when there are unsaved changes; reports `true` when nothing needed saving.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            completionHandler?(true)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Counts a change, so ``hasUnsavedChanges`` knows whether the file is behind.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        if hasUnsavedChanges {
            draftDebouncer.noteChange()
        } else {
            discardDraft(of: fileURL)
        }
    }

    /// Discards unsaved changes: reads the file at `url` again and counts no changes; the draft
    /// of the unsaved changes is removed.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            try read(from: url)
            discardDraft(of: fileURL)
            fileURL = url
            noteFileAsRead()
            changeCount = 0
            documentState.remove(.inConflict)
            completionHandler?(true)
        } catch {
            handleError(error, userInteractionPermitted: true)
            completionHandler?(false)
        }
    }

    /// Reads the file again, discarding unsaved changes; see ``revert(toContentsOf:completionHandler:)``.
    open func revert(toContentsOf url: URL) async -> Bool {
        var reverted = false
        revert(toContentsOf: url) { reverted = $0 }
        return reverted
    }

    // MARK: - Reading and writing the model

    /// The document's content to save: `Data`, or a `String` written as UTF-8. Override it.
    open func contents(forType typeName: String) throws -> Any {
        throw DocumentSaveError.notImplemented(type: "\(type(of: self))", method: "contents(forType:)")
    }

    /// Makes the model from the file's bytes (`Data`). Override it.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw DocumentSaveError.notImplemented(type: "\(type(of: self))", method: "load(fromContents:ofType:)")
    }

    /// Called with every error reading or saving; logs it. Override to tell the user.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        DeskKitLog.report("'\(localizedName)': \(error)")
    }

    static func data(from contents: Any) throws -> Data {
        if let data = contents as? Data { return data }
        if let string = contents as? String { return Data(string.utf8) }
        throw DocumentSaveError.unsupportedContents(type: "\(type(of: contents))")
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// Why a document could not be saved, worded for the log and the user.
public enum DocumentSaveError: Error, CustomStringConvertible, Sendable {
    /// A subclass did not override a method a document needs.
    case notImplemented(type: String, method: String)
    /// ``UIDocument/contents(forType:)`` returned something other than `Data` or a `String`.
    case unsupportedContents(type: String)
    /// Creating a document where a file already is.
    case alreadyExists(path: String)

    public var description: String {
        switch self {
        case .notImplemented(let type, let method):
            "'\(type)' does not override \(method). Override it to read and write the document."
        case .unsupportedContents(let type):
            "contents(forType:) returned '\(type)'. Return Data or a String."
        case .alreadyExists(let path):
            "A file already exists at '\(path)'. Choose another name, or save for overwriting."
        }
    }
}
