internal import CDeskKitScan

/// A run of a folded query's bytes that every match spells as it is (ASCII letters in either
/// case under case folding): found by the vector pair scan, then the match is checked around it.
///
/// A query scalar is spelt as it is when the text scalar holding its place in a match can only
/// be itself (or, for an ASCII letter under case folding, its other case): every other scalar
/// whose key holds it (``_TextFolding/producers(_:)``) would need the query's scalars around it
/// to spell the rest of that key, and they do not. Without any folding "файл" spells "фа" and
/// "л" as they are (a text may write "й" decomposed); under case folding "OPTION" is all
/// letters in either case, while an "s" or a "k" is not (a long s or a Kelvin sign folds to it).
/// Scalars whose key is empty (marks, when diacritics are ignored) could lie between the run's
/// scalars, so foldings that have them get no anchor.
struct _LiteralAnchor: Sendable {
    /// The run's bytes (letters in lower case where folded).
    let bytes: [UInt8]
    /// Per byte: 0x20 where either case of a letter is accepted, else 0.
    let folds: [UInt8]
    /// Where the run starts in the folded query, in bytes.
    let offset: Int
    /// Whether the run is the whole folded query, so finding it is finding a match.
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
        // Per query scalar: nil when a text may write it otherwise, else the fold its bytes take.
        var spelt: [UInt8?] = []
        for (index, scalar) in scalars.enumerated() {
            spelt.append(Self.fold(of: scalar, at: index, in: scalars, producers: producers, options: options))
        }
        // Runs of spelt scalars; the best has the rarest byte, then the most bytes.
        var best: (start: Int, end: Int, cost: UInt64)?
        var start = 0
        while start < scalars.count {
            guard spelt[start] != nil else { start += 1; continue }
            var end = start
            while end < scalars.count, spelt[end] != nil { end += 1 }
            let run = scalars[start..<end].flatMap { Array(String($0).utf8) }
            let folds = (start..<end).flatMap { index in [UInt8](repeating: spelt[index]!, count: String(scalars[index]).utf8.count) }
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
        bytes = scalars[best.start..<best.end].flatMap { Array(String($0).utf8) }
        folds = (best.start..<best.end).flatMap { index in [UInt8](repeating: spelt[index]!, count: String(scalars[index]).utf8.count) }
        isWholeQuery = best.start == 0 && best.end == scalars.count
    }

    /// The fold under which the text spells `scalars[index]` as it is in every match (0, or
    /// 0x20 for a letter of either case), or nil when some other scalar may stand in its place.
    private static func fold(
        of scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar], producers: _TextFolding.Producers,
        options: _TextFolding.Options
    ) -> UInt8? {
        // Malformed bytes read as U+FFFD; jamo may come from Hangul syllables, which are not asked.
        if scalar == "\u{FFFD}" || _TextFolding.hangulJamo.contains(scalar.value) { return nil }
        guard _TextFolding.key(of: scalar, options: options).elementsEqual(String(scalar).utf8) else { return nil }
        var fold: UInt8 = 0
        for other in producers.byKeyScalar[scalar.value] ?? [] {
            let key = Array(String(decoding: _TextFolding.key(of: other, options: options), as: UTF8.self).unicodeScalars)
            if key == [scalar] {
                // The other case of an ASCII letter is taken by the fold; anything else stands in.
                guard scalar.isASCII, other.isASCII, other.value | 0x20 == scalar.value,
                      (0x61...0x7A).contains(scalar.value) else { return nil }
                fold = 0x20
                continue
            }
            // A longer key stands in where the query's scalars around this one spell all of it.
            for place in key.indices where key[place] == scalar {
                let first = index - place
                if first >= 0, first + key.count <= scalars.count, Array(scalars[first..<(first + key.count)]) == key { return nil }
            }
        }
        return fold
    }
}

/// The background frequency of `byte`, per million bytes.
@inline(__always)
private func backgroundFrequency(_ byte: UInt8) -> UInt32 {
    withUnsafePointer(to: deskkit_byte_frequencies) { table in
        table.withMemoryRebound(to: UInt32.self, capacity: 256) { $0[Int(byte)] }
    }
}
