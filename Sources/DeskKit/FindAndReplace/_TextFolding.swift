import Foundation
import Synchronization

/// The comparison keys behind case, diacritic and width insensitive search.
///
/// Every Unicode scalar of the text and of the query maps to a key, a short scalar sequence;
/// a match is a run of whole text scalars whose keys, concatenated, equal the query's keys.
/// A scalar's key is its canonical decomposition (NFD), folded with Foundation's
/// `folding(options:locale:)` without a locale, decomposed again, and, when diacritics are
/// ignored, stripped of nonspacing marks (category Mn). Case folding is therefore full Unicode
/// case folding, as Foundation does it: "straße" matches "STRASSE", "İ" folds to "i" plus a
/// combining dot, and the Turkish dotless "ı" stays distinct from "i". Marks are compared in
/// the order they are stored; canonical reordering of several marks is not applied.
///
/// Without any folding option the keys are the plain canonical decompositions, so literal
/// search matches canonically equivalent text. Only three non-ASCII scalars decompose to
/// ASCII (``asciiDecomposables``); an ASCII query without their ASCII forms can only match
/// ASCII bytes and is found byte for byte.
struct _TextFolding: Sendable {
    /// The scalars whose canonical decomposition is ASCII: Greek question mark (";"), Greek
    /// varia ("`") and Kelvin sign ("K").
    static let asciiDecomposables: [(scalar: Unicode.Scalar, ascii: UInt8)] = [
        ("\u{037E}", UInt8(ascii: ";")), ("\u{1FEF}", UInt8(ascii: "`")), ("\u{212A}", UInt8(ascii: "K")),
    ]

    /// Whether an unfolded query can be searched byte for byte: it is ASCII and holds no
    /// character that a non-ASCII scalar decomposes to.
    static func isByteExact(_ query: String) -> Bool {
        query.utf8.allSatisfy { byte in
            byte < 0x80 && !asciiDecomposables.contains { $0.ascii == byte }
        }
    }

    /// Which foldings apply; the subset of `UITextSearchOptions` that affects literal search.
    struct Options: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
        static let widthInsensitive = Options(rawValue: 4)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ compareOptions: NSString.CompareOptions) {
            var options: Options = []
            if compareOptions.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
            if compareOptions.contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
            if compareOptions.contains(.widthInsensitive) { options.insert(.widthInsensitive) }
            self = options
        }
    }

    let options: Options
    /// The key of each ASCII byte; every ASCII scalar folds to exactly one ASCII scalar.
    let asciiKeys: [UInt8]

    init(_ options: Options) {
        self.options = options
        asciiKeys = (0..<128).map { byte in
            let key = _TextFolding.key(of: Unicode.Scalar(UInt8(byte)), options: options)
            precondition(key.count == 1 && key[0] < 0x80, "ASCII folds to ASCII")
            return key[0]
        }
    }

    // MARK: - Keys

    /// The key of `scalar` as UTF-8 bytes; the definition every search path follows.
    ///
    /// With no folding at all the key is still the canonical decomposition, so "café" typed
    /// with a precomposed "é" finds "cafe" followed by a combining acute, as Foundation's
    /// default comparison does.
    static func key(of scalar: Unicode.Scalar, options: Options) -> [UInt8] {
        if scalar.value < 0x80, options.isEmpty { return [UInt8(scalar.value)] }
        let code = UInt32(options.rawValue) << 24 | scalar.value
        if let cached = keyCache.withLock({ $0[code] }) { return cached }
        let key = computeKey(of: scalar, options: options)
        keyCache.withLock { $0[code] = key }
        return key
    }

    private static let keyCache = Mutex<[UInt32: [UInt8]]>([:])

    static func computeKey(of scalar: Unicode.Scalar, options: Options) -> [UInt8] {
        var compare: String.CompareOptions = []
        if options.contains(.caseInsensitive) { compare.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { compare.insert(.diacriticInsensitive) }
        if options.contains(.widthInsensitive) { compare.insert(.widthInsensitive) }
        let folded = String(scalar).decomposedStringWithCanonicalMapping
            .folding(options: compare, locale: nil)
            .decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for folded in folded.unicodeScalars {
            if options.contains(.diacriticInsensitive), folded.properties.generalCategory == .nonspacingMark { continue }
            scalars.append(folded)
        }
        return Array(String(scalars).utf8)
    }

    /// The query's keys, concatenated, as UTF-8 bytes.
    func foldedQuery(_ query: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in query.unicodeScalars {
            if scalar.value < 0x80 {
                bytes.append(asciiKeys[Int(scalar.value)])
            } else {
                bytes.append(contentsOf: _TextFolding.key(of: scalar, options: options))
            }
        }
        return bytes
    }
}
