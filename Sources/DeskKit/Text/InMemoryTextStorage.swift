/// DeskKit's in-memory text storage: UTF-8 bytes in a gap buffer (`TextGapBuffer`), so typing
/// anywhere in a large text moves only the bytes since the last edit.
///
/// Snapshots share the bytes until the next edit copies them (copy on write), so a search
/// running in the background costs no copy unless the text changes meanwhile.
///
/// A platform widget holding the same text (GTK's buffer) can take the bytes over while nothing
/// needs the whole text at once (`releaseBytes(to:)`), so a large document is held once.
@preconcurrency @MainActor
public final class InMemoryTextStorage: TextStorage {
    private var text: TextGapBuffer
    public private(set) var version = 0
    /// Where the text is read and edited while the storage holds no bytes of its own.
    private var externalCopy: TextStorageExternalCopy?
    /// Bumped by every snapshot and whole-text read, so a platform can tell the text is in use.
    package private(set) var wholeTextReads = 0

    /// Storage holding a copy of `string` as UTF-8.
    public init(_ string: String = "") {
        text = TextGapBuffer(owning: Array(string.utf8))
    }

    /// Storage taking over `bytes` as they are, for text read from a file without a String copy.
    /// Invalid UTF-8 is kept byte for byte; searches treat it as non-matching bytes. An array the
    /// caller keeps is copied by the first edit; one with ``preferredCapacity(forUTF8Count:)``
    /// that nobody else holds is edited in place.
    public init(bytes: [UInt8]) {
        text = TextGapBuffer(owning: bytes)
    }

    /// The capacity to read a text of `count` bytes into: with room for the gap the first edit
    /// opens, so typing into a freshly opened large file moves bytes instead of copying the text.
    public nonisolated static func preferredCapacity(forUTF8Count count: Int) -> Int {
        // Room for the gap of a text grown by a paste of up to 4 KB, which opens the gap too.
        count + TextGapBuffer.gapSize(forTextOf: count + 4096) + 4096
    }

    /// The whole text in one array, shared with the storage until its next edit.
    public var bytes: [UInt8] {
        reclaimBytes()
        wholeTextReads += 1
        return text.contiguousBytes()
    }

    public var utf8Count: Int { externalCopy?.utf8Count ?? text.count }

    public func snapshot() -> TextSnapshot {
        reclaimBytes()
        wholeTextReads += 1
        let (bytes, lifetime) = text.snapshotBytes()
        return TextSnapshot(bytes: bytes, version: version, lifetime: lifetime)
    }

    public func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let externalCopy { return try externalCopy.withBytes(in: range, body) }
        return try text.withBytes(in: range, body)
    }

    @discardableResult
    public func apply(_ edits: TextEditBatch) -> TextEditBatch {
        guard !edits.isEmpty else { return edits }
        if let externalCopy, edits.count > externalCopy.largestEditBatch { reclaimBytes() }
        version += 1
        if let externalCopy { return Self.apply(edits, to: externalCopy) }
        if edits.count == 1, let range = edits.ranges.first {
            // One edit in the gap buffer: no second copy of a large text, and no move of all of it.
            let replacement = edits.replacement(at: 0)
            let removed = text.replaceSubrange(range, with: replacement)
            var inverse = TextEditBatch()
            inverse.append(replacing: range.lowerBound..<(range.lowerBound + replacement.count), with: removed)
            return inverse
        }
        var whole = text.takeContiguousBytes()
        // A batch that only shrinks (most replace-alls) is applied in place, so a large text is
        // never held twice.
        if let inverse = edits.applyInPlace(to: &whole) {
            text = TextGapBuffer(owning: whole)
            return inverse
        }
        let (newText, inverse) = whole.withUnsafeBufferPointer { edits.apply(to: $0) }
        text = TextGapBuffer(owning: newText)
        return inverse
    }

    /// Takes the whole text of a file of which the storage was given the first `loadedCount`
    /// bytes: `whole` holds all the file's bytes, and the text held now (those first bytes, as
    /// edited since) takes the place of its first `loadedCount`. Not an edit: nothing to undo.
    /// `whole` is taken (left empty), so the text after an edit is moved in place, not copied.
    package func finishLoading(_ bytes: inout [UInt8], loadedCount: Int) {
        reclaimBytes()
        var whole: [UInt8] = []
        swap(&whole, &bytes)
        let current = text.contiguousBytes()
        if !current.elementsEqual(whole[..<loadedCount]) {
            whole.replaceSubrange(0..<loadedCount, with: current)
        }
        version += 1
        text = TextGapBuffer(owning: whole)
    }

    public func replaceAllBytes(with bytes: [UInt8]) {
        version += 1
        externalCopy = nil
        text = TextGapBuffer(owning: bytes)
    }

    // MARK: - Held by a platform widget

    /// Whether the text lives in an external copy now, not in the storage's own bytes.
    package var isReleased: Bool { externalCopy != nil }

    /// Whether a snapshot taken since the last edit may still be alive (a search running).
    package var hasLiveSnapshot: Bool { text.hasLiveSnapshot }

    /// Lets go of the storage's own bytes: from now on the text is read from and edited in
    /// `copy`, which holds exactly the same text, until something needs the whole text.
    package func releaseBytes(to copy: TextStorageExternalCopy) {
        guard externalCopy == nil else { return }
        precondition(copy.utf8Count == text.count, "the copy holds \(copy.utf8Count) bytes, the text \(text.count)")
        externalCopy = copy
        text = TextGapBuffer(owning: [])
    }

    /// Asks an external copy to get the whole text ready: something is about to read it all.
    package func prepareWholeText() {
        externalCopy?.prepareWholeText()
    }

    /// Takes the text back from the external copy into the storage's own bytes (a snapshot, a
    /// replace-all, or the platform widget going away).
    package func reclaimBytes() {
        guard let copy = externalCopy else { return }
        let bytes = copy.wholeBytes(capacity: Self.preferredCapacity(forUTF8Count: copy.utf8Count))
        externalCopy = nil
        text = TextGapBuffer(owning: bytes)
    }

    /// Applies edits to an external copy back to front (so earlier ranges keep their offsets)
    /// and returns the inverse batch, its ranges in the new text.
    private static func apply(_ edits: TextEditBatch, to copy: TextStorageExternalCopy) -> TextEditBatch {
        var removed: [[UInt8]] = Array(repeating: [], count: edits.count)
        for index in edits.ranges.indices.reversed() {
            removed[index] = copy.replace(edits.ranges[index], with: edits.replacement(at: index))
        }
        var inverse = TextEditBatch()
        var shift = 0
        for (index, range) in edits.ranges.enumerated() {
            let start = range.lowerBound + shift
            let inserted = edits.replacement(at: index).count
            inverse.append(replacing: start..<(start + inserted), with: removed[index])
            shift += inserted - range.count
        }
        return inverse
    }
}
