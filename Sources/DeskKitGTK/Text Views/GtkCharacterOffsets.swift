import DeskKit

/// Converts between UTF-8 byte offsets (the core's) and character offsets (GtkTextBuffer's)
/// without walking the whole text: checkpoints every 16 KiB pair a byte offset with the number
/// of characters before it, so a conversion scans at most one gap.
///
/// Checkpoints are laid lazily as far as conversions reach, and shifted (not recomputed) by edits,
/// so typing at the start of a 100 MB text costs a pass over the checkpoints, not over the text.
/// The text is read through its storage a range at a time, never as a snapshot of the whole.
@MainActor
struct GtkCharacterOffsets {
    static let spacing = 1 << 14
    /// Byte offsets of the checkpoints, ascending; the first is 0.
    private(set) var byteOffsets: [Int] = [0]
    /// Characters before each checkpoint.
    private(set) var characterOffsets: [Int] = [0]

    /// Forgets every checkpoint (after the whole text was replaced).
    mutating func reset() {
        byteOffsets = [0]
        characterOffsets = [0]
    }

    /// The number of characters before `byteOffset` (a character boundary) in `text`.
    mutating func characterOffset(ofByte byteOffset: Int, in text: TextStorage) -> Int {
        let target = min(max(0, byteOffset), text.utf8Count)
        layCheckpoints(throughByte: target, in: text)
        let index = lastCheckpoint { byteOffsets[$0] <= target }
        return characterOffsets[index] + Self.characters(in: text, from: byteOffsets[index], to: target)
    }

    /// The byte offset of character `characterOffset` in `text` (the text's end past its last).
    mutating func byteOffset(ofCharacter characterOffset: Int, in text: TextStorage) -> Int {
        let target = max(0, characterOffset)
        layCheckpoints(throughCharacter: target, in: text)
        let index = lastCheckpoint { characterOffsets[$0] <= target }
        let from = byteOffsets[index]
        let remaining = target - characterOffsets[index]
        // A character is at most four bytes, so the answer lies within this many of the checkpoint.
        let to = min(text.utf8Count, from + 4 * (remaining + 1))
        return text.withBytes(in: from..<to) { bytes in
            var left = remaining
            var index = 0
            // Whole words while the answer lies past them, then byte by byte.
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let characters = 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    guard characters <= left else { break }
                    left -= characters
                    index += 8
                }
            }
            while index < bytes.count {
                if bytes[index] & 0xC0 != 0x80 {
                    if left == 0 { return from + index }
                    left -= 1
                }
                index += 1
            }
            return to
        }
    }

    /// Follows an edit: bytes `range` of the old text, holding `removedCharacters` characters,
    /// were replaced by `insertedBytes` bytes holding `insertedCharacters` characters.
    mutating func replace(_ range: Range<Int>, removedCharacters: Int, insertedBytes: Int, insertedCharacters: Int) {
        let byteShift = insertedBytes - range.count
        let characterShift = insertedCharacters - removedCharacters
        var keptBytes: [Int] = []
        var keptCharacters: [Int] = []
        keptBytes.reserveCapacity(byteOffsets.count)
        keptCharacters.reserveCapacity(byteOffsets.count)
        for index in byteOffsets.indices {
            let offset = byteOffsets[index]
            if offset <= range.lowerBound {
                keptBytes.append(offset)
                keptCharacters.append(characterOffsets[index])
            } else if offset >= range.upperBound {
                keptBytes.append(offset + byteShift)
                keptCharacters.append(characterOffsets[index] + characterShift)
            }
        }
        byteOffsets = keptBytes
        characterOffsets = keptCharacters
    }

    /// The character offsets of `byteOffsets` (character boundaries, in any order), counting
    /// each stretch of text once: ascending offsets are converted by counting the characters
    /// between neighbours, so decorating a screenful of results scans about a screenful of text.
    mutating func characterOffsets(ofBytes byteOffsets: [Int], in text: TextStorage) -> [Int] {
        let order = byteOffsets.indices.sorted { byteOffsets[$0] < byteOffsets[$1] }
        var result = [Int](repeating: 0, count: byteOffsets.count)
        var previous: (byte: Int, character: Int)?
        for index in order {
            let target = min(max(0, byteOffsets[index]), text.utf8Count)
            if let (byte, character) = previous, target - byte <= Self.spacing {
                result[index] = character + Self.characters(in: text, from: byte, to: target)
            } else {
                result[index] = characterOffset(ofByte: target, in: text)
            }
            previous = (target, result[index])
        }
        return result
    }

    /// Characters (UTF-8 lead and ASCII bytes) in bytes `start..<end` of `text`.
    static func characters(in text: TextStorage, from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        return text.withBytes(in: start..<end) { characters(inBuffer: $0) }
    }

    /// Counts characters eight bytes at a time: a continuation byte is the only one whose top
    /// two bits are `10`, so each word's count is eight less the continuation bytes in it.
    nonisolated static func characters(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            count &+= 8 &- (word & ~(word << 1) & highBits).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            count &+= bytes[index] & 0xC0 != 0x80 ? 1 : 0
            index += 1
        }
        return count
    }

    static func characters(in bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }

    private func lastCheckpoint(where isAtOrBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = byteOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isAtOrBefore(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func layCheckpoints(throughByte target: Int, in text: TextStorage) {
        while let last = byteOffsets.last, target - last > Self.spacing, layNext(in: text) {}
    }

    private mutating func layCheckpoints(throughCharacter target: Int, in text: TextStorage) {
        while let last = characterOffsets.last, target - last > Self.spacing / 4, layNext(in: text) {}
    }

    /// Lays one checkpoint a spacing after the last, on a character boundary; false at the end.
    private mutating func layNext(in text: TextStorage) -> Bool {
        let last = byteOffsets[byteOffsets.count - 1]
        guard last + Self.spacing < text.utf8Count else { return false }
        let next = text.scalarBoundary(atOrAfter: last + Self.spacing)
        guard next < text.utf8Count else { return false }
        characterOffsets.append(characterOffsets[characterOffsets.count - 1] + Self.characters(in: text, from: last, to: next))
        byteOffsets.append(next)
        return true
    }
}
