internal import CDeskKitScan

/// A run of a folded query's bytes that every match spells as it is (letters in either case
/// under case folding): found by the vector pair scan, then the match is checked around it.
///
/// A query scalar is spelt as it is when the text scalar holding its place in a match can only
/// be itself (or, under case folding, its other cases with as many bytes): every other scalar
/// whose key holds it (``_TextFolding/producers(_:)``) would need the query's scalars around it
/// to spell the rest of that key, and they do not. Without any folding "файл" spells "фа" and
/// "л" as they are (a text may write "й" decomposed); under case folding "OPTION" is all
/// letters in either case, and "ФАЙЛ" spells "ф" as "ф" or "Ф" (D1 84 or D0 A4: the scan sets
/// bits 0x01 and 0x20 of those bytes before comparing, a wider net whose catch is checked),
/// while an "s" or a "k" is not spelt as it is (a long s or a Kelvin sign folds to it).
/// Scalars whose key is empty (marks, when diacritics are ignored) could lie between the run's
/// scalars, so foldings that have them get no anchor.
struct _LiteralAnchor: Sendable {
    /// The run's bytes, with their fold bits set.
    let bytes: [UInt8]
    /// Per byte: the bits set in a text byte before it is compared (0x20 where an ASCII letter
    /// may have either case; the bits other spellings of a non-ASCII letter differ in), else 0.
    let folds: [UInt8]
    /// Where the run starts in the folded query, in bytes.
    let offset: Int
    /// Whether the run is the whole folded query and its folds take in only ASCII letter cases,
    /// so finding it is finding a match; otherwise each occurrence is checked.
    let isWholeQuery: Bool
    /// Whether some byte is folded.
    var isFolded: Bool { folds.contains { $0 != 0 } }

    /// A run given as it is, a match being exactly the run when `isWholeQuery`.
    init(bytes: [UInt8], folds: [UInt8], offset: Int, isWholeQuery: Bool) {
        precondition(!bytes.isEmpty && folds.count == bytes.count)
        self.bytes = bytes
        self.folds = folds
        self.offset = offset
        self.isWholeQuery = isWholeQuery
    }

    /// The best run of `foldedNeedle` under `options`, or nil when no scalar of it is spelt as it is.
    init?(foldedNeedle: [UInt8], options: _TextFolding.Options) {
        // Combining marks fold away when diacritics are ignored.
        guard !options.contains(.diacriticInsensitive) else { return nil }
        let producers = _TextFolding.producers(options)
        guard !producers.hasEmptyKeys else { return nil }
        let scalars = Array(String(decoding: foldedNeedle, as: UTF8.self).unicodeScalars)
        guard Array(String(String.UnicodeScalarView(scalars)).utf8) == foldedNeedle else { return nil }
        // Per query scalar: nil when a text may write it with other bytes, else how it is spelt.
        let spelt = scalars.indices.map { Self.spelling(at: $0, in: scalars, producers: producers, options: options) }
        // Runs of spelt scalars; the best has the rarest byte, then the most bytes.
        var best: (start: Int, end: Int, cost: UInt64)?
        var start = 0
        while start < scalars.count {
            guard spelt[start] != nil else { start += 1; continue }
            var end = start
            while end < scalars.count, spelt[end] != nil { end += 1 }
            let run = spelt[start..<end].flatMap { $0!.bytes }
            let folds = spelt[start..<end].flatMap { $0!.folds }
            let rarest = zip(run, folds).map { byte, fold in
                UInt64(backgroundFrequency(byte)) + (fold != 0 ? UInt64(backgroundFrequency(byte & ~fold)) : 0)
            }.min()!
            // A lone byte filters poorly: runs of two or more come first.
            let cost = (run.count >= 2 ? 0 : 1 << 40) + rarest * 64 - UInt64(min(run.count, 63))
            if best == nil || cost < best!.cost { best = (start, end, cost) }
            start = end
        }
        guard let best else { return nil }
        offset = scalars[..<best.start].reduce(0) { $0 + String($1).utf8.count }
        bytes = spelt[best.start..<best.end].flatMap { $0!.bytes }
        folds = spelt[best.start..<best.end].flatMap { $0!.folds }
        isWholeQuery = best.start == 0 && best.end == scalars.count && spelt.allSatisfy { $0!.isExact }
    }

    /// How the text spells a query scalar in every match: its bytes with fold bits set (those
    /// in which its spellings differ), and whether bytes equal under the folds are always one of
    /// them (an ASCII letter in either case) rather than a wider net the match is checked after.
    private struct Spelling {
        var bytes: [UInt8]
        var folds: [UInt8]
        var isExact: Bool
    }

    /// How every match spells `scalars[index]` (itself, or under case folding its other cases
    /// when they have as many bytes: "o" or "O", "ф" or "Ф"), or nil when some other scalar may
    /// stand in its place: one with more bytes ("ſ" for "s", the Kelvin sign for "k"), or one
    /// whose key spells it with the query's scalars around it ("й" for "и" and a breve).
    private static func spelling(
        at index: Int, in scalars: [Unicode.Scalar], producers: _TextFolding.Producers, options: _TextFolding.Options
    ) -> Spelling? {
        let scalar = scalars[index]
        // Malformed bytes read as U+FFFD; jamo may come from Hangul syllables, which are not asked.
        if scalar == "\u{FFFD}" || _TextFolding.hangulJamo.contains(scalar.value) { return nil }
        guard _TextFolding.key(of: scalar, options: options).elementsEqual(String(scalar).utf8) else { return nil }
        let own = Array(String(scalar).utf8)
        var spelling = Spelling(bytes: own, folds: [UInt8](repeating: 0, count: own.count), isExact: true)
        for other in producers.byKeyScalar[scalar.value] ?? [] {
            let key = Array(String(decoding: _TextFolding.key(of: other, options: options), as: UTF8.self).unicodeScalars)
            if key == [scalar] {
                // Another spelling: the fold takes in the bits it differs in, if it has as many bytes.
                let bytes = Array(String(other).utf8)
                guard bytes.count == own.count else { return nil }
                for byte in bytes.indices { spelling.folds[byte] |= bytes[byte] ^ own[byte] }
                let isCasePair = scalar.isASCII && other.isASCII && other.value | 0x20 == scalar.value && (0x61...0x7A).contains(scalar.value)
                if !isCasePair { spelling.isExact = false }
                continue
            }
            // A longer key stands in where the query's scalars around this one spell all of it.
            for place in key.indices where key[place] == scalar {
                let first = index - place
                if first >= 0, first + key.count <= scalars.count, Array(scalars[first..<(first + key.count)]) == key { return nil }
            }
        }
        for byte in own.indices { spelling.bytes[byte] |= spelling.folds[byte] }
        return spelling
    }
}

/// The background frequency of `byte`, per million bytes.
@inline(__always)
private func backgroundFrequency(_ byte: UInt8) -> UInt32 {
    withUnsafePointer(to: deskkit_byte_frequencies) { table in
        table.withMemoryRebound(to: UInt32.self, capacity: 256) { $0[Int(byte)] }
    }
}
