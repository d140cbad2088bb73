import Foundation

/// UTF-8 bytes with a gap where the last edit was, so an edit moves only the bytes between it
/// and the previous one instead of the whole rest of the text: typing costs the same in 10 KB
/// and in 100 MB.
///
/// The bytes live in one array laid out as `text before the gap | gap | text after the gap`.
/// A snapshot closes the gap (moving it to the end), so it shares the array; an edit while the
/// snapshot lives lays the text out afresh with a new gap, in one copy, and an edit after it is
/// gone reopens the gap in place.
struct TextGapBuffer {
    private var storage: [UInt8]
    /// Where the gap starts, in text offsets (the same in storage offsets).
    private(set) var gapStart: Int
    private var gapCount = 0
    /// Set once the array was handed out untracked (``contiguousBytes()``): whoever holds it
    /// keeps it, so the next edit goes into a copy.
    private var handedOut = false
    /// Alive while a snapshot taken since the last edit is: until then the array is shared.
    private weak var snapshotLifetime: TextSnapshotLifetime?

    private var mayBeShared: Bool { handedOut || snapshotLifetime != nil }

    /// Whether a snapshot sharing the array may still be alive.
    var hasLiveSnapshot: Bool { snapshotLifetime != nil }

    /// A buffer taking over an array. When nobody else keeps it and its capacity leaves room for
    /// a gap, the first edit opens the gap in place; otherwise that edit copies the text once.
    init(owning bytes: [UInt8]) {
        storage = bytes
        gapStart = bytes.count
    }

    /// The text's length in bytes.
    var count: Int { storage.count - gapCount }

    /// The byte at a text offset.
    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset \(offset) outside the text (\(count) bytes)")
        return storage[offset < gapStart ? offset : offset + gapCount]
    }

    /// The text as one array; cheap to call again until the next edit.
    mutating func contiguousBytes() -> [UInt8] {
        if gapCount > 0 {
            moveGap(to: count)
            storage.removeLast(gapCount)
            gapCount = 0
        }
        handedOut = true
        return storage
    }

    /// The text as one array for a snapshot, with the token that says while it is held: once
    /// the snapshot is gone, the next edit reuses the array instead of copying it.
    mutating func snapshotBytes() -> ([UInt8], TextSnapshotLifetime) {
        let handed = handedOut
        let bytes = contiguousBytes()
        handedOut = handed
        let lifetime = snapshotLifetime ?? TextSnapshotLifetime()
        snapshotLifetime = lifetime
        return (bytes, lifetime)
    }

    /// The text as one array, leaving the buffer empty, so the caller can edit it in place.
    mutating func takeContiguousBytes() -> [UInt8] {
        _ = contiguousBytes()
        defer {
            storage = []
            gapStart = 0
        }
        return storage
    }

    /// Calls `body` with `range` of the text in one piece. A range across the gap moves the gap
    /// past its end first, which costs at most the range's length.
    mutating func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside the text (\(count) bytes)")
        if range.lowerBound < gapStart, range.upperBound > gapStart { moveGap(to: range.upperBound) }
        let shift = range.lowerBound >= gapStart && gapCount > 0 ? gapCount : 0
        return try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(range.lowerBound + shift)..<(range.upperBound + shift)]))
        }
    }

    /// Replaces `range` of the text with `replacement`, returning the bytes it removed.
    @discardableResult
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: some Collection<UInt8>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside the text (\(count) bytes)")
        let removed = withBytes(in: range) { Array($0) }
        let inserted = replacement.count
        let needed = inserted - range.count
        if needed > gapCount, !mayBeShared {
            let extra = needed - gapCount + Self.gapSize(forTextOf: count + needed)
            if storage.capacity - storage.count >= extra {
                // The capacity a closed gap left behind becomes the gap again.
                moveGap(to: count)
                storage.append(contentsOf: repeatElement(0, count: extra))
                gapCount += extra
            }
        }
        guard !mayBeShared, needed <= gapCount else {
            // The array may be a snapshot's too (an edit in place would copy it and then grow
            // it), or the gap is used up: lay the text out afresh, with the edit, in one copy.
            rebuild(replacing: range, with: replacement)
            return removed
        }
        // The gap moves to the range's start and swallows the removed bytes; the new ones fill it.
        moveGap(to: range.lowerBound)
        gapCount += range.count
        storage.withUnsafeMutableBufferPointer { all in
            var index = gapStart
            for byte in replacement {
                all[index] = byte
                index += 1
            }
        }
        gapStart += inserted
        gapCount -= inserted
        return removed
    }

    /// Lays the text out afresh with the edit applied and a new gap after it: when a snapshot
    /// may share the array, or the gap has no room left for the new bytes.
    private mutating func rebuild(replacing range: Range<Int>, with replacement: some Collection<UInt8>) {
        let newCount = count - range.count + replacement.count
        let gap = Self.gapSize(forTextOf: newCount)
        var fresh: [UInt8] = []
        fresh.reserveCapacity(newCount + gap)
        let after = range.upperBound
        storage.withUnsafeBufferPointer { all in
            let before = min(range.lowerBound, gapStart)
            fresh.append(contentsOf: all[0..<before])
            if range.lowerBound > gapStart { fresh.append(contentsOf: all[(gapStart + gapCount)..<(range.lowerBound + gapCount)]) }
            fresh.append(contentsOf: replacement)
            fresh.append(contentsOf: repeatElement(0, count: gap))
            if after < gapStart { fresh.append(contentsOf: all[after..<gapStart]) }
            fresh.append(contentsOf: all[(max(after, gapStart) + gapCount)...])
        }
        storage = fresh
        gapStart = range.lowerBound + replacement.count
        gapCount = gap
        handedOut = false
        snapshotLifetime = nil
    }

    /// Moves the gap so it starts at text offset `offset`.
    private mutating func moveGap(to offset: Int) {
        guard offset != gapStart else { return }
        guard gapCount > 0 else {
            gapStart = offset
            return
        }
        let (start, gap) = (gapStart, gapCount)
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress!
            if offset < start {
                // The bytes between the offset and the gap go to the gap's far side.
                memmove(base + offset + gap, base + offset, start - offset)
            } else {
                memmove(base + start, base + start + gap, offset - start)
            }
        }
        gapStart = offset
    }

    /// Room for about a screenful of typing in a small text, and up to 1 MiB in a large one.
    static func gapSize(forTextOf count: Int) -> Int {
        min(max(4096, count / 64), 1 << 20)
    }
}

/// Held by the snapshots that share a storage's array, so the storage can tell when none is left.
final class TextSnapshotLifetime: Sendable {}
