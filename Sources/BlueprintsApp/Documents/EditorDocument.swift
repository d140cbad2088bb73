import DeskKit
import Foundation

/// A text file open in one of the editor's tabs, as a `UIDocument`: the file is read as the
/// editor reads files (converted to UTF-8 when needed), edits are counted, and unsaved text is
/// kept as a draft a moment after typing pauses, so a crash or a logout loses at most about a
/// second of it and the next launch brings it back, marked unsaved.
@MainActor
public final class EditorDocument: UIDocument {
    /// The text view holding the document's text, once its tab is shown.
    weak var textView: UITextView? {
        didSet { giveReadRest() }
    }
    /// The rest of a large file still being read, after the first part the text view was given.
    private var remainingRead: DocumentFile.RemainingRead?
    /// The rest read (the whole file's bytes) before a text view took the first part.
    private var readRest: (bytes: [UInt8], firstCount: Int)?
    /// Why the rest of the file could not be read: saving would cut the file short, so it is refused.
    private(set) var readFailure: String?
    /// How many bytes of the file the text was given first, while the rest is read or after it failed.
    private(set) var firstPartCount = 0
    /// Told on the main thread once the rest of a large file is in the text (in the text view's,
    /// once there is one), or failed to be read.
    var onRestRead: (@MainActor (EditorDocument) -> Void)?
    /// Set when the user asked to save while the rest was still being read: the save waits for it.
    var savesWhenRead = false
    /// What the user asked for that needs the whole text (Save As, Export), done once the rest is in.
    var actionsAfterRead: [@MainActor () -> Void] = []
    /// Set when the user was told a Select All took only the part read so far.
    var toldSelectionIsPartial = false
    /// A restored caret and scroll position past the part shown, and the selection the text view
    /// was given instead: applied once the rest is in, unless the user moved the caret meanwhile.
    var interactionStateAfterRead: (state: TextViewInteractionState, shownSelection: Range<Int>)?
    /// Text read (from the file or a draft) before a text view took it.
    private var pendingBytes: [UInt8]?
    /// What reading the file said about converting it, if anything.
    private(set) var notice: String?
    /// Why the last open, read or draft failed, in words for the editor's message.
    private(set) var lastError: String?

    /// Text larger than this is not copied into a draft a moment after every pause in typing;
    /// such a document's unsaved changes are kept only when it is saved.
    static let largestDraft = 64 << 20

    /// Reads the file as the editor does: through ``DocumentFile/readUTF8(_:availableMemory:)``,
    /// which takes a copy read ahead at launch and converts other encodings.
    /// A large file shows its first part at once and gets the rest once it is read (see
    /// ``DocumentFile/readFirstPart(_:availableMemory:whenRead:)``).
    public override func read(from url: URL) throws {
        remainingRead = nil
        readRest = nil
        readFailure = nil
        if !DocumentPreloads.shared.holds(url),
           let (first, rest) = try DocumentFile.readFirstPart(url, whenRead: { [weak self] in
               DispatchQueue.main.async { self?.finishReading(waiting: false) }
           }) {
            notice = nil
            remainingRead = rest
            firstPartCount = rest.firstCount
            take(first)
            return
        }
        let contents = try DocumentFile.readUTF8(url)
        notice = contents.notice
        take(contents.bytes)
    }

    /// Whether part of the file is still being read (the text holds its first part, edited).
    var isReading: Bool { remainingRead != nil || readRest != nil }

    /// Whether the read of the rest is still under way on its thread (nothing to take yet).
    var isWaitingForRest: Bool { remainingRead.map { !$0.isFinished } ?? false }

    /// Gives the text the rest of the file once it is read; `waiting` waits for the read (before
    /// an export, which must write the whole text). A failed read leaves ``readFailure``.
    /// ``onRestRead`` is told either way.
    func finishReading(waiting: Bool) {
        guard let rest = remainingRead, waiting || rest.isFinished else { return }
        remainingRead = nil
        switch rest.wait() {
        case let .success((bytes, readNotice)):
            if let readNotice { notice = readNotice }
            readRest = (bytes, rest.firstCount)
        case let .failure(error):
            readFailure = error.reason
            onRestRead?(self)
        }
        giveReadRest()
    }

    /// Hands the rest read to the text view, or to the bytes waiting for one.
    private func giveReadRest() {
        guard var rest = readRest, textView != nil || pendingBytes != nil else { return }
        // Held once from here, so the view takes the bytes without a copy.
        readRest = nil
        if let textView {
            textView.finishLoadingText(&rest.bytes, loadedCount: rest.firstCount)
        } else {
            pendingBytes = rest.bytes
        }
        onRestRead?(self)
    }

    /// Loads a draft's bytes, which must be UTF-8 as drafts are written.
    public override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw DraftProblem.notData }
        let bytes = [UInt8](data)
        guard bytes.withUnsafeBufferPointer({ UTF8Validation.isValid($0) }) else { throw DraftProblem.notUTF8 }
        take(bytes)
    }

    /// The text as UTF-8, copied a piece at a time from the text view's storage.
    public override func contents(forType typeName: String) throws -> Any {
        finishReading(waiting: true)
        if let readFailure { throw DraftProblem.notReadWhole(readFailure) }
        guard let storage = textView?.textStorage else { return Data(pendingBytes ?? []) }
        let count = storage.utf8Count
        var data = Data(capacity: count)
        var start = 0
        while start < count {
            let end = storage.scalarBoundary(atOrAfter: min(count, start + (1 << 20)))
            storage.withBytes(in: start..<end) { data.append($0) }
            start = end
        }
        return data
    }

    /// Drafts are kept up to ``largestDraft`` bytes of text.
    public override var savesDrafts: Bool {
        !isReading && (textView?.textStorage.utf8Count ?? pendingBytes?.count ?? 0) <= Self.largestDraft
    }

    /// Keeps the reason for the editor's message (and the log, for drafts that could not be used).
    public override func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        let name = localizedName
        lastError = (error as? DocumentFile.Error)?.description ?? String(localized: "'\(name)': \(String(describing: error))", bundle: .module)
    }

    /// Opens the document now; false (with ``lastError``) when its file cannot be read.
    func openNow() -> Bool {
        var opened = false
        open { opened = $0 }
        return opened
    }

    /// The text read and not yet given to a text view (taken once).
    func takePendingBytes() -> [UInt8]? {
        defer { pendingBytes = nil }
        return pendingBytes
    }

    private func take(_ bytes: [UInt8]) {
        if let textView {
            // Read again (the file changed on disk): the caret and the scroll position stay
            // where they were, as far as the new text goes.
            let (selection, offset) = (textView.selectedByteRange, textView.contentOffset)
            textView.setText(utf8: bytes)
            let end = textView.textStorage.utf8Count
            textView.select(min(selection.lowerBound, end)..<min(selection.upperBound, end))
            textView.contentOffset = offset
        } else {
            pendingBytes = bytes
        }
    }

    /// Why a draft's bytes could not be loaded.
    enum DraftProblem: Error, CustomStringConvertible {
        case notData, notUTF8
        case notReadWhole(String)
        var description: String {
            switch self {
            case let .notReadWhole(reason): reason
            case .notData: String(localized: "its contents are not bytes", bundle: .module)
            case .notUTF8: String(localized: "its text is not valid UTF-8", bundle: .module)
            }
        }
    }
}
