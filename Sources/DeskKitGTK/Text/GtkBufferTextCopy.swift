import CGtk
import DeskKit
import Foundation

/// GTK's text buffer read and edited by UTF-8 byte offsets, as the text of a core storage that
/// let go of its own bytes (``InMemoryTextStorage/releaseBytes(to:)``): a large document is then
/// held once, in the buffer GTK shows, instead of twice.
///
/// GTK counts characters, not bytes. Checkpoints every 16 KiB pair a byte offset with the
/// characters before it, laid over the whole text at once (from the storage's bytes, before it
/// lets them go) and shifted by edits; a read copies the buffer's text from the checkpoint before it.
@MainActor
final class GtkBufferTextCopy: TextStorageExternalCopy {
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    /// The text view showing the buffer, which makes the edits (so its signals know them).
    private weak var host: GtkHostedTextView?
    private(set) var utf8Count: Int
    /// Byte offsets of the checkpoints, ascending, the first 0; and the characters before each.
    private var checkpointBytes: [Int] = [0]
    private var checkpointCharacters: [Int] = [0]
    /// The whole text copied out so far ahead of a snapshot (``prepareWholeText()``), and the
    /// buffer's character offset where the copying goes on.
    private var prefetched: [UInt8]?
    private var prefetchedCharacters = 0

    static let spacing = 1 << 14
    /// Characters copied out per idle turn while the whole text is prepared: about a millisecond.
    static var prefetchPieceCharacters = 1 << 19

    var largestEditBatch: Int { GtkHostedTextView.editsReloadThreshold }

    /// A copy over `host`'s buffer, which holds `text`; nil when the buffer holds a different
    /// number of characters (a text GTK could not take as it is).
    init?(host: GtkHostedTextView, text: UnsafeBufferPointer<UInt8>) {
        buffer = host.buffer
        self.host = host
        utf8Count = text.count
        g_object_ref(UnsafeMutableRawPointer(buffer))
        let (bytes, characters) = Self.checkpoints(in: text, origin: (0, 0))
        checkpointBytes += bytes
        checkpointCharacters += characters
        let rest = GtkCharacterOffsets.characters(inBuffer: UnsafeBufferPointer(rebasing: text[checkpointBytes[checkpointBytes.count - 1]...]))
        guard checkpointCharacters[checkpointCharacters.count - 1] + rest == Int(gtk_text_buffer_get_char_count(buffer)) else { return nil }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(buffer))
    }

    // MARK: - Reading

    func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "range \(range) outside the text (\(utf8Count) bytes)")
        guard !range.isEmpty else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let from = checkpoint(atOrBeforeByte: range.lowerBound)
        return try withText(fromCharacter: from.character, characters: range.upperBound - from.byte) { text in
            precondition(text.count >= range.upperBound - from.byte, "GTK's buffer holds less text than the storage")
            return try body(UnsafeBufferPointer(rebasing: text[(range.lowerBound - from.byte)..<(range.upperBound - from.byte)]))
        }
    }

    func wholeBytes(capacity: Int) -> [UInt8] {
        var bytes = prefetched ?? []
        var character = prefetched == nil ? 0 : prefetchedCharacters
        prefetched = nil
        bytes.reserveCapacity(max(capacity, utf8Count))
        let total = Int(gtk_text_buffer_get_char_count(buffer))
        // A piece at a time, so the text is never held a third time in one C string.
        let piece = 1 << 20
        while character < total {
            withText(fromCharacter: character, characters: piece) { bytes.append(contentsOf: $0) }
            character += piece
        }
        return bytes
    }

    func prepareWholeText() {
        guard prefetched == nil else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: utf8Count))
        prefetched = bytes
        prefetchedCharacters = 0
        prefetchNextPiece()
    }

    /// Bytes of the whole text copied out so far, while it is being prepared.
    var prefetchedByteCount: Int? { prefetched?.count }

    /// Copies the next piece of the whole text on an idle turn; once all is copied, the storage
    /// takes it back.
    private func prefetchNextPiece() {
        GtkIdle.run { [weak self] in
            guard let self, self.prefetched != nil else { return }
            let total = Int(gtk_text_buffer_get_char_count(self.buffer))
            if self.prefetchedCharacters < total {
                let piece = Self.prefetchPieceCharacters
                let copied = self.withText(fromCharacter: self.prefetchedCharacters, characters: piece) { Array($0) }
                self.prefetched?.append(contentsOf: copied)
                self.prefetchedCharacters = min(total, self.prefetchedCharacters + piece)
            }
            if self.prefetchedCharacters < total {
                self.prefetchNextPiece()
            } else {
                self.host?.reclaimStorage()
            }
        }
    }

    /// Keeps the text copied out so far the buffer's text through an edit.
    private func followEditInPrefetch(_ range: Range<Int>, startCharacter: Int, removedCharacters: Int,
                                      replacement: ArraySlice<UInt8>, insertedCharacters: Int) {
        guard let copied = prefetched?.count, range.lowerBound < copied else { return }
        if range.upperBound <= copied {
            prefetched?.replaceSubrange(range, with: replacement)
            prefetchedCharacters += insertedCharacters - removedCharacters
        } else {
            // Across the end of what was copied: copy again from the edit on.
            prefetched?.removeSubrange(range.lowerBound...)
            prefetchedCharacters = startCharacter
        }
    }

    /// The buffer's character offset of a byte offset (a character boundary).
    func characterOffset(ofByte byte: Int) -> Int {
        let target = min(max(0, byte), utf8Count)
        let from = checkpoint(atOrBeforeByte: target)
        return from.character + characters(from: from, toByte: target)
    }

    /// The byte offset of a character offset of the buffer (the text's end past its last).
    func byteOffset(ofCharacter character: Int) -> Int {
        let target = max(0, character)
        var low = 0
        var high = checkpointCharacters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpointCharacters[middle] <= target { low = middle } else { high = middle - 1 }
        }
        let (byte, start) = (checkpointBytes[low], checkpointCharacters[low])
        guard target > start else { return byte }
        return min(utf8Count, byte + withText(fromCharacter: start, characters: target - start) { $0.count })
    }

    /// Character offsets of many byte offsets, reading each stretch between neighbours once.
    func characterOffsets(ofBytes byteOffsets: [Int]) -> [Int] {
        let order = byteOffsets.indices.sorted { byteOffsets[$0] < byteOffsets[$1] }
        var result = [Int](repeating: 0, count: byteOffsets.count)
        var previous: (byte: Int, character: Int)?
        for index in order {
            let target = min(max(0, byteOffsets[index]), utf8Count)
            if let previous, target - previous.byte <= Self.spacing {
                result[index] = previous.character + characters(from: previous, toByte: target)
            } else {
                result[index] = characterOffset(ofByte: target)
            }
            previous = (target, result[index])
        }
        return result
    }

    // MARK: - Editing

    func replace(_ range: Range<Int>, with replacement: ArraySlice<UInt8>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "range \(range) outside the text (\(utf8Count) bytes)")
        let from = checkpoint(atOrBeforeByte: range.lowerBound)
        let (start, removed) = withText(fromCharacter: from.character, characters: range.upperBound - from.byte) { text in
            precondition(text.count >= range.upperBound - from.byte, "GTK's buffer holds less text than the storage")
            let before = range.lowerBound - from.byte
            let start = from.character + GtkCharacterOffsets.characters(inBuffer: UnsafeBufferPointer(rebasing: text[..<before]))
            return (start, Array(text[before..<(range.upperBound - from.byte)]))
        }
        let removedCharacters = GtkCharacterOffsets.characters(in: removed)
        let insertedCharacters = GtkCharacterOffsets.characters(in: replacement)
        if let host {
            host.replaceInBuffer(start..<(start + removedCharacters), with: replacement, insertedCharacters: insertedCharacters)
        } else {
            var first = GtkTextIter()
            var last = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &first, Int32(clamping: start))
            gtk_text_buffer_get_iter_at_offset(buffer, &last, Int32(clamping: start + removedCharacters))
            gtk_text_buffer_delete(buffer, &first, &last)
            replacement.withUnsafeBufferPointer { GtkHostedTextView.insert($0, into: buffer, at: &first) }
        }
        followEdit(range, startCharacter: start, removedCharacters: removedCharacters, replacement: replacement, insertedCharacters: insertedCharacters)
        followEditInPrefetch(range, startCharacter: start, removedCharacters: removedCharacters,
                             replacement: replacement, insertedCharacters: insertedCharacters)
        return removed
    }

    /// Moves the checkpoints past an edit, and lays new ones inside a long replacement.
    private func followEdit(_ range: Range<Int>, startCharacter: Int, removedCharacters: Int,
                            replacement: ArraySlice<UInt8>, insertedCharacters: Int) {
        let byteShift = replacement.count - range.count
        let characterShift = insertedCharacters - removedCharacters
        let firstMoved = checkpointBytes.partitioningIndex { $0 > range.lowerBound }
        let firstAfter = checkpointBytes.partitioningIndex { $0 >= range.upperBound && $0 > range.lowerBound }
        let (innerBytes, innerCharacters) = replacement.withUnsafeBufferPointer {
            Self.checkpoints(in: $0, origin: (range.lowerBound, startCharacter))
        }
        let after = checkpointBytes[firstAfter...].map { $0 + byteShift }
        let afterCharacters = checkpointCharacters[firstAfter...].map { $0 + characterShift }
        checkpointBytes.replaceSubrange(firstMoved..., with: innerBytes + after)
        checkpointCharacters.replaceSubrange(firstMoved..., with: innerCharacters + afterCharacters)
        utf8Count += byteShift
    }

    // MARK: - Checkpoints and the buffer's text

    /// Checkpoints inside `text`, which starts at `origin` of the whole text: one a spacing after
    /// the other, each on a character boundary.
    private static func checkpoints(in text: UnsafeBufferPointer<UInt8>, origin: (byte: Int, character: Int)) -> ([Int], [Int]) {
        var bytes: [Int] = []
        var characters: [Int] = []
        var (last, count) = (0, origin.character)
        var next = spacing
        while next < text.count {
            while next < text.count, text[next] & 0xC0 == 0x80 { next += 1 }
            guard next < text.count else { break }
            count += GtkCharacterOffsets.characters(inBuffer: UnsafeBufferPointer(rebasing: text[last..<next]))
            bytes.append(origin.byte + next)
            characters.append(count)
            last = next
            next += spacing
        }
        return (bytes, characters)
    }

    private func checkpoint(atOrBeforeByte byte: Int) -> (byte: Int, character: Int) {
        let index = checkpointBytes.partitioningIndex { $0 > byte } - 1
        return (checkpointBytes[index], checkpointCharacters[index])
    }

    /// Characters between a known position and a byte offset after it (within reach of one read).
    private func characters(from start: (byte: Int, character: Int), toByte byte: Int) -> Int {
        guard byte > start.byte else { return 0 }
        return withText(fromCharacter: start.character, characters: byte - start.byte) { text in
            GtkCharacterOffsets.characters(inBuffer: UnsafeBufferPointer(rebasing: text[..<min(text.count, byte - start.byte)]))
        }
    }

    /// Calls `body` with up to `count` characters of the buffer's text from character `character`:
    /// as each takes at least a byte, at least `count` bytes of it unless the text ends first.
    private func withText<R>(fromCharacter character: Int, characters count: Int,
                             _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        var start = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(clamping: character))
        var end = start
        _ = gtk_text_iter_forward_chars(&end, Int32(clamping: count))
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, cgtk_true) else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        defer { g_free(text) }
        let length = strlen(text)
        return try text.withMemoryRebound(to: UInt8.self, capacity: length) { try body(UnsafeBufferPointer(start: $0, count: length)) }
    }
}

extension Array where Element == Int {
    /// The first index whose element satisfies `isPast`, for a predicate that is false and then
    /// true along the array (a binary search).
    fileprivate func partitioningIndex(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
