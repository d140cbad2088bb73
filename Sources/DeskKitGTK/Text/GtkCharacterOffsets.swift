import DeskKit

/// Converts between UTF-8 byte offsets (the core's) and character offsets (GtkTextBuffer's,
/// which count Unicode scalars) through the core's checkpointed ``TextOffsetIndex``, so a
/// conversion scans at most one checkpoint's gap of a 100 MB text.
@MainActor
struct GtkCharacterOffsets {
    private var index = TextOffsetIndex(counting: .scalars)

    /// Forgets every checkpoint (after the whole text was replaced).
    mutating func reset() {
        index.reset()
    }

    /// The number of characters before `byteOffset` (a character boundary) in `text`.
    mutating func characterOffset(ofByte byteOffset: Int, in text: TextStorage) -> Int {
        index.unitOffset(ofByte: byteOffset, in: text)
    }

    /// The byte offset of character `characterOffset` in `text` (the text's end past its last).
    mutating func byteOffset(ofCharacter characterOffset: Int, in text: TextStorage) -> Int {
        index.byteOffset(ofUnit: max(0, characterOffset), in: text) ?? text.utf8Count
    }

    /// Follows an edit: bytes `range` of the old text, holding `removedCharacters` characters,
    /// were replaced by `insertedBytes` bytes holding `insertedCharacters` characters.
    mutating func replace(_ range: Range<Int>, removedCharacters: Int, insertedBytes: Int, insertedCharacters: Int) {
        index.replace(range, removedUnits: removedCharacters, insertedBytes: insertedBytes, insertedUnits: insertedCharacters)
    }

    /// The character offsets of `byteOffsets` (character boundaries, in any order), counting
    /// each stretch of text once (see ``TextOffsetIndex/unitOffsets(ofBytes:in:)``).
    mutating func characterOffsets(ofBytes byteOffsets: [Int], in text: TextStorage) -> [Int] {
        index.unitOffsets(ofBytes: byteOffsets, in: text)
    }

    /// Characters (UTF-8 lead and ASCII bytes) in bytes `start..<end` of `text`.
    static func characters(in text: TextStorage, from start: Int, to end: Int) -> Int {
        TextOffsetIndex.units(in: text, from: start, to: end, unit: .scalars)
    }

    /// Characters in a buffer of UTF-8, counted eight bytes at a time.
    nonisolated static func characters(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Int {
        TextOffsetIndex.units(inBuffer: bytes, unit: .scalars)
    }

    /// Characters in a collection of UTF-8 bytes.
    static func characters(in bytes: some Collection<UInt8>) -> Int {
        TextOffsetIndex.units(in: bytes, unit: .scalars)
    }
}
