import Foundation
import Synchronization

extension _TextFolding {
    /// Which scalars hold a given scalar in their key when it is not their own: the inverse of
    /// the keys, for ``_LiteralAnchor`` to tell which parts of a query a text must spell as they are.
    struct Producers: Sendable {
        /// For each scalar that some other scalar's key holds: those scalars.
        let byKeyScalar: [UInt32: [Unicode.Scalar]]
        /// Whether some scalar's key is empty (it then lies inside matches without a key of its own).
        let hasEmptyKeys: Bool
    }

    /// The producers under `options`, worked out once per process.
    ///
    /// Every scalar is asked but those whose key is known to be themselves: those beyond
    /// ``askedScalars``, unassigned and private-use scalars, surrogates, unified ideographs,
    /// and the Hangul syllables, whose
    /// canonical decompositions are conjoining jamo (U+1100 to U+11FF) and fold no further;
    /// ``hangulJamo`` stands for them. The keys are folded in one pass over all of them, each
    /// on a line of its own (a line feed stops canonical reordering and folds to itself), and
    /// those that differ from their scalar are folded again alone, so each is the key searches use.
    static func producers(_ options: Options) -> Producers {
        if let known = producerCache.withLock({ $0[options.rawValue] }) { return known }
        var candidates: [Unicode.Scalar] = []
        var lines = String.UnicodeScalarView()
        for value in askedScalars.joined() {
            if value == 0x0A || (0xD800...0xDFFF).contains(value) || hangulSyllables.contains(value) { continue }
            guard let scalar = Unicode.Scalar(value) else { continue }
            if value >= 0x80 {
                let properties = scalar.properties
                let category = properties.generalCategory
                if category == .unassigned || category == .privateUse || category == .surrogate || properties.isUnifiedIdeograph { continue }
            }
            candidates.append(scalar)
            lines.append(scalar)
            lines.append("\n")
        }
        let folded = foldedInOnePass(String(lines), options: options).utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        var found: [UInt32: [Unicode.Scalar]] = [:]
        var hasEmptyKeys = false
        for (index, scalar) in candidates.enumerated() {
            // The pass's answer picks out the few scalars to fold alone; a pass that lost count asks every one.
            if folded.count == candidates.count + 1, folded[index].elementsEqual(String(scalar).utf8) { continue }
            let key = computeKey(of: scalar, options: options)
            if key.isEmpty { hasEmptyKeys = true; continue }
            if key.elementsEqual(String(scalar).utf8) { continue }
            var seen: Set<UInt32> = []
            for keyScalar in String(decoding: key, as: UTF8.self).unicodeScalars where seen.insert(keyScalar.value).inserted {
                found[keyScalar.value, default: []].append(scalar)
            }
        }
        let producers = Producers(byKeyScalar: found, hasEmptyKeys: hasEmptyKeys)
        producerCache.withLock { $0[options.rawValue] = producers }
        return producers
    }

    /// ``computeKey(of:options:)``'s steps over a whole text at once.
    private static func foldedInOnePass(_ text: String, options: Options) -> String {
        var compare: String.CompareOptions = []
        if options.contains(.caseInsensitive) { compare.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { compare.insert(.diacriticInsensitive) }
        if options.contains(.widthInsensitive) { compare.insert(.widthInsensitive) }
        let folded = text.decomposedStringWithCanonicalMapping.folding(options: compare, locale: nil).decomposedStringWithCanonicalMapping
        guard options.contains(.diacriticInsensitive) else { return folded }
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }))
    }

    /// Where scalars with keys other than themselves lie: the first two planes but the main
    /// block of unified ideographs, and the compatibility ideographs of the third (beyond them
    /// lie ideographs, tags, variation selectors and private use, which neither decompose nor fold).
    static let askedScalars: [ClosedRange<UInt32>] = [0...0x33FF, 0x4DC0...0x4DFF, 0xA000...0x1FFFF, 0x2F800...0x2FA1F]

    /// Hangul syllables, passed over by ``producers(_:)``.
    static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    /// The conjoining jamo the syllables decompose to: never spelt as they are by a text.
    static let hangulJamo: ClosedRange<UInt32> = 0x1100...0x11FF

    private static let producerCache = Mutex<[UInt8: Producers]>([:])
}
