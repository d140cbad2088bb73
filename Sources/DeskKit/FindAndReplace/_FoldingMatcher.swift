internal import CDeskKitScan
import Foundation

/// Finds a query under case, diacritic or width folding, working on UTF-8 bytes.
///
/// A match is a run of whole text scalars whose keys (see ``_TextFolding``) spell the folded
/// query; scalars whose key is empty (marks when diacritics are ignored) never start a match
/// and are taken into one that they follow. When the query has a run every match spells as it
/// is (``_LiteralAnchor``: "bersetzung" of "Übersetzung", "option" in either case), the pair
/// scan finds that run and the starts in reach of it are checked. Otherwise: ASCII scalars fold
/// to one ASCII byte each, so in a stretch of pure ASCII a match has exactly the folded query's
/// length and the probe scanner finds it at full speed. Any start within the query's length
/// before a non-ASCII byte is checked one scalar at a time.
struct _FoldingMatcher: Sendable {
    let folding: _TextFolding
    /// The query's keys, concatenated.
    let foldedNeedle: [UInt8]
    let rules: _MatchRules
    /// Probes for the ASCII fast path; nil when the folded query has non-ASCII bytes.
    private let probes: (_ProbeScanner.Probe, _ProbeScanner.Probe, _ProbeScanner.Probe)?
    /// A run of the query every match spells as it is, found by the pair scan; nil when there
    /// is none, or it is a single byte of an ASCII query (the probes do better then).
    let anchor: _LiteralAnchor?

    init(folding: _TextFolding, foldedNeedle: [UInt8], rules: _MatchRules) {
        precondition(!foldedNeedle.isEmpty)
        self.folding = folding
        self.foldedNeedle = foldedNeedle
        self.rules = rules
        if foldedNeedle.allSatisfy({ $0 < 0x80 }) {
            let keys = folding.asciiKeys
            func probe(_ offset: Int) -> _ProbeScanner.Probe {
                let value = foldedNeedle[offset]
                let variants = (0..<128).filter { keys[$0] == value }
                // Two case variants differ only in bit 0x20; OR-ing it in accepts both.
                if variants.count == 2, variants[0] | 0x20 == variants[1], Int(value) == variants[1] {
                    return .init(offset: offset, value: value, fold: 0x20)
                }
                return .init(offset: offset, value: value, fold: 0)
            }
            let positions = _ByteFrequency.rarestPositions(in: foldedNeedle) { Int(_ByteFrequency.rank($0)) }
            probes = (probe(positions.0), probe(positions.1), probe(positions.2))
        } else {
            probes = nil
        }
        let anchor = _LiteralAnchor(foldedNeedle: foldedNeedle, options: folding.options)
        let asciiQuery = foldedNeedle.allSatisfy { $0 < 0x80 }
        self.anchor = asciiQuery && (anchor?.bytes.count ?? 0) < 2 ? nil : anchor
    }

    /// Calls `body` with each match in `range`, in order; `body` returns false to stop.
    func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.count, "\(range) lies inside the text")
        guard text.baseAddress != nil, !range.isEmpty else { return }
        if let anchor {
            try forEachMatchAroundAnchor(anchor, in: text, range: range, body)
            return
        }
        if probes == nil, !folding.options.contains(.diacriticInsensitive) {
            try forEachMatchAroundTelltales(in: text, range: range, body)
            return
        }
        // The tables are opened once: opening them per candidate retained and released them
        // millions of times for a frequent query.
        try folding.asciiKeys.withUnsafeBufferPointer { (asciiKeys) throws(CancellationError) in
            try foldedNeedle.withUnsafeBufferPointer { (needle) throws(CancellationError) in
                try forEachMatchFromProbes(in: text, range: range, asciiKeys: asciiKeys, needle: needle, body)
            }
        }
    }

    /// The scan for ASCII queries (with probes) and for queries where diacritics fold away.
    private func forEachMatchFromProbes(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, asciiKeys: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>,
        _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        var scan = _FoldingScan(
            verifier: _FoldingVerifier(folding: folding, needle: foldedNeedle, text: text, limit: range.upperBound),
            rules: rules, nextAllowed: range.lowerBound)
        let span = foldedNeedle.count
        let firstKey = foldedNeedle[0]
        var position = range.lowerBound

        while position < range.upperBound, !scan.stop {
            if Task.isCancelled { throw CancellationError() }
            let window = min(range.upperBound, position + max(_LiteralMatcher.chunkSize, 4 * span))
            let dirty = _ASCIIScan.firstNonASCII(in: text, from: position, to: window)
            // Starts below `cleanEnd` see only ASCII within the folded query's length.
            let cleanEnd = max(position, dirty - span + 1)
            if let probes, position < cleanEnd {
                var scanner = _ProbeScanner(text, from: position, to: cleanEnd, probes: probes)
                scanner.skip(to: scan.nextAllowed)
                while !scan.stop, let candidate = scanner.next() {
                    // Where every byte of a match and the byte after it are ASCII, a match is
                    // exactly the folded query's length and is checked with the key table alone.
                    let matched = candidate + span < dirty
                        ? candidate >= scan.nextAllowed && Self.asciiMatches(text, at: candidate, keys: asciiKeys, needle: needle)
                            && scan.report(text, candidate, candidate + span, body)
                        : scan.tryStart(text, candidate, body)
                    if matched { scanner.skip(to: scan.nextAllowed) }
                }
            }
            guard dirty < window else {
                // All ASCII so far: the last few starts are decided with the next window.
                if window == range.upperBound { break }
                position = max(cleanEnd, scan.nextAllowed)
                continue
            }
            // Check every scalar start from `cleanEnd` through the non-ASCII run one by one.
            let runEnd = _ASCIIScan.firstASCII(in: text, from: dirty, to: range.upperBound)
            var start = max(cleanEnd, scan.nextAllowed)
            while start < runEnd, !scan.stop {
                let byte = text[start]
                // Continuation bytes start nothing; an ASCII byte only starts a match with the
                // query's first key, which most do not have.
                if byte & 0xC0 == 0x80 || byte < 0x80 && asciiKeys[Int(byte)] != firstKey { start += 1; continue }
                if scan.tryStart(text, start, body) { start = scan.nextAllowed } else { start += 1 }
            }
            position = max(runEnd, scan.nextAllowed)
        }
    }

    /// The search for a query with non-ASCII keys when no key is empty (diacritics count).
    ///
    /// Some text scalar of every match then has a key that holds a non-ASCII byte of the query
    /// and lies within the query's keys: a telltale. Its key starts in the query's keys at one
    /// of the places it occurs there, the last at `last` say; each scalar before it in the match
    /// adds at least one key byte and has at most four bytes, so the match starts at most
    /// `4 * last` bytes before the telltale (for "école", whose keys start "e" and a combining
    /// acute: "é" only starts a match, a lone combining acute lies up to 4 bytes after the
    /// start). The search skips from one non-ASCII scalar to the next, and tries starts only in
    /// that reach before a telltale; most non-ASCII scalars are not one.
    private func forEachMatchAroundTelltales(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) {
        let base = text.baseAddress!
        var scan = _FoldingScan(
            verifier: _FoldingVerifier(folding: folding, needle: foldedNeedle, text: text, limit: range.upperBound),
            rules: rules, nextAllowed: range.lowerBound)
        var telltales = _TelltaleCache(needle: foldedNeedle, options: folding.options)
        var leads = _TelltaleLeads(
            needle: foldedNeedle, options: folding.options, resolvesThreeByteLeads: range.count >= _FoldingMatcher.threeByteLeadMinimum)
        let asciiKeys = folding.asciiKeys
        let firstKey = foldedNeedle[0]
        // Starts before this were tried already.
        var tried = range.lowerBound
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: Self.leadBatch)
        defer { offsets.deallocate() }

        /// Checks the scalar whose lead byte is at `index`, and tries the starts in reach before
        /// it if it is a telltale.
        @inline(__always)
        func check(
            lead index: Int, _ scan: inout _FoldingScan, _ telltales: inout _TelltaleCache, _ leads: inout _TelltaleLeads, _ tried: inout Int
        ) {
            guard leads.mayLeadTelltale(text, at: index, &telltales) else { return }
            let (value, _) = _UTF8Walk.decode(text, at: index)
            // Starts lie less than `reach` bytes before the telltale.
            let reach = telltales.reach(of: value)
            guard reach > 0 else { return }
            var start = max(tried, scan.nextAllowed, index - reach + 1)
            while start <= index, !scan.stop {
                let lead = base[start]
                if lead & 0xC0 == 0x80 || lead < 0x80 && asciiKeys[Int(lead)] != firstKey { start += 1; continue }
                if scan.tryStart(text, start, body) { start = scan.nextAllowed } else { start += 1 }
            }
            tried = max(tried, start)
        }

        var position = range.lowerBound
        while position < range.upperBound, !scan.stop {
            if Task.isCancelled { throw CancellationError() }
            let window = min(range.upperBound, position + _LiteralMatcher.chunkSize)
            var index = position
            // Up to a 64-byte boundary one byte at a time, then 64 bytes a step in C (with AVX2
            // where there is): a step with no non-ASCII byte costs one test, and the lead bytes
            // that cannot lead a telltale are dropped there too, without a branch each.
            let aligned = min(window, index + (64 - Int(bitPattern: base + index) & 63) & 63)
            while index < aligned, !scan.stop {
                if base[index] >= 0xC0 { check(lead: index, &scan, &telltales, &leads, &tried) }
                index += 1
            }
            // A lead in the text's last three bytes is cut off, and decodes to U+FFFD whatever
            // it is: those are left to the byte loop below.
            let scanEnd = min(window, text.count - 3)
            while index + 64 <= scanEnd, !scan.stop {
                var stopped = 0
                let found = leads.wanted.withUnsafeBufferPointer {
                    deskkit_collect_lead_bytes(base, index, scanEnd, $0.baseAddress, offsets, Self.leadBatch, &stopped)
                }
                var next = 0
                while next < found, !scan.stop {
                    check(lead: offsets[next], &scan, &telltales, &leads, &tried)
                    next += 1
                }
                index = stopped
            }
            while index < window, !scan.stop {
                if base[index] >= 0xC0 { check(lead: index, &scan, &telltales, &leads, &tried) }
                index += 1
            }
            position = max(window, scan.nextAllowed)
        }
    }

    /// How many lead bytes one call into the C scan hands over at most (64 or more).
    static let leadBatch = 1024

    /// Searches over at least this many bytes work out which three-byte leads can be passed
    /// over (see ``_TelltaleLeads``), which costs up to a few milliseconds per lead the first
    /// time in a process.
    static let threeByteLeadMinimum = 4 << 20

    /// Whether the ASCII bytes at `start` fold to the query, byte for byte.
    @inline(__always)
    private static func asciiMatches(
        _ text: UnsafeBufferPointer<UInt8>, at start: Int, keys: UnsafeBufferPointer<UInt8>, needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let base = text.baseAddress.unsafelyUnwrapped + start
        var index = 0
        while index < needle.count {
            if keys[Int(base[index])] != needle[index] { return false }
            index += 1
        }
        return true
    }
}

/// The state of one folding search: a struct rather than captured variables, so updating it
/// per candidate needs no run-time exclusivity checks.
struct _FoldingScan {
    var verifier: _FoldingVerifier
    let rules: _MatchRules
    /// Starts before this lie inside a reported match.
    var nextAllowed: Int
    var stop = false

    init(verifier: _FoldingVerifier, rules: _MatchRules, nextAllowed: Int) {
        self.verifier = verifier
        self.rules = rules
        self.nextAllowed = nextAllowed
    }

    /// Reports `start..<end` if the word rules accept it.
    @inline(__always)
    mutating func report(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ body: (Range<Int>) -> Bool) -> Bool {
        guard rules.accepts(text, start, end) else { return false }
        if !body(start..<end) { stop = true }
        nextAllowed = end
        return true
    }

    /// Checks a start scalar by scalar, then reports it.
    mutating func tryStart(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ body: (Range<Int>) -> Bool) -> Bool {
        guard start >= nextAllowed, let end = verifier.matchEnd(at: start) else { return false }
        return report(text, start, end, body)
    }
}

/// Walks the text from a candidate start, comparing scalar keys with the folded query.
struct _FoldingVerifier {
    let folding: _TextFolding
    let needle: [UInt8]
    let text: UnsafeBufferPointer<UInt8>
    let limit: Int
    private var cache = _FoldingKeyCache()

    init(folding: _TextFolding, needle: [UInt8], text: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.folding = folding
        self.needle = needle
        self.text = text
        self.limit = limit
    }

    /// Where a match starting at `start` ends, or nil if none starts there.
    mutating func matchEnd(at start: Int) -> Int? {
        let base = text.baseAddress!
        var matched = 0
        var index = start
        let keys = folding.asciiKeys
        while matched < needle.count {
            guard index < limit else { return nil }
            let byte = base[index]
            if byte < 0x80 {
                guard keys[Int(byte)] == needle[matched] else { return nil }
                matched += 1
                index += 1
                continue
            }
            let (value, length) = _UTF8Walk.decode(text, at: index)
            let key = cache.key(of: value, options: folding.options)
            if key.isEmpty {
                guard matched > 0 else { return nil }
            } else {
                guard key.count <= needle.count - matched, cache.bytes(key, equal: needle, at: matched) else { return nil }
                matched += key.count
            }
            index += length
        }
        // Take in marks that fold away, so "cafe" covers the accent of "café".
        while index < limit, base[index] >= 0x80 {
            let (value, length) = _UTF8Walk.decode(text, at: index)
            guard cache.key(of: value, options: folding.options).isEmpty else { break }
            index += length
        }
        return index
    }
}

/// Keys of non-ASCII scalars seen during one search, so each is computed once.
///
/// The keys are kept one after another in one array and found by where they lie in it: a
/// look-up then copies no array (no reference counting), and the two-byte scalars, where most
/// accented letters are, are found by their value without hashing.
struct _FoldingKeyCache {
    /// Where a key lies in ``storage``.
    struct Key {
        let start: Int
        let count: Int
        var isEmpty: Bool { count == 0 }
    }

    /// Every key looked up so far, one after another.
    private var storage: [UInt8] = []
    /// For U+0080 to U+07FF: the key's start in ``storage`` shifted left 8, plus its length,
    /// plus one; 0 when not yet known. Made when the first such scalar is met.
    private var twoByte: [UInt64] = []
    /// The keys of other scalars.
    private var others: [UInt32: Key] = [:]

    @inline(__always)
    mutating func key(of value: UInt32, options: _TextFolding.Options) -> Key {
        if value < 0x800 {
            if twoByte.isEmpty { twoByte = [UInt64](repeating: 0, count: 0x800) }
            let known = twoByte[Int(value)]
            if known != 0 { return Key(start: Int((known - 1) >> 8), count: Int((known - 1) & 0xFF)) }
            let key = store(value, options: options)
            if key.count < 0x100 { twoByte[Int(value)] = UInt64(key.start) << 8 + UInt64(key.count) + 1 }
            return key
        }
        if let key = others[value] { return key }
        let key = store(value, options: options)
        others[value] = key
        return key
    }

    /// Whether `key`'s bytes are those of `needle` from `offset` on.
    @inline(__always)
    func bytes(_ key: Key, equal needle: [UInt8], at offset: Int) -> Bool {
        var index = 0
        while index < key.count {
            if storage[key.start + index] != needle[offset + index] { return false }
            index += 1
        }
        return true
    }

    private mutating func store(_ value: UInt32, options: _TextFolding.Options) -> Key {
        // Bytes that are not UTF-8 (a stray lead byte, an encoded surrogate) decode to no
        // scalar; 0xFF is in no query's keys, so they match nothing.
        let bytes = Unicode.Scalar(value).map { _TextFolding.key(of: $0, options: options) } ?? [0xFF]
        let key = Key(start: storage.count, count: bytes.count)
        storage += bytes
        return key
    }
}

/// Which lead bytes can start a telltale (see ``_TelltaleCache``), so most non-ASCII scalars
/// are passed over on their first byte (or two) without being decoded.
///
/// Worked out as lead bytes are met: a two-byte lead by asking about its 64 scalars, which
/// gives a mask over their second bytes; 0xC0 and 0xC1 (overlong forms of ASCII) never lead
/// one; on long searches a three-byte lead (but 0xE0, whose overlong forms can decode to
/// anything) is passed over when neither it nor any scalar from the keys its scalars fold to
/// (``_TextFolding/foreignKeyScalars(underLead:options:)``) is in the query's keys.
/// Other leads are always checked.
private struct _TelltaleLeads {
    /// The query's keys.
    let needle: [UInt8]
    let options: _TextFolding.Options
    /// Per byte: 0 not yet known, 1 never a telltale's lead (a three-byte lead), 3 see
    /// ``secondBytes`` (a two-byte lead), anything else maybe.
    private var status = [UInt8](repeating: 0, count: 256)
    /// For two-byte leads (0xC0 to 0xDF, by their low five bits): which second bytes (by their
    /// low six bits) make a telltale.
    private var secondBytes = [UInt64](repeating: 0, count: 32)

    /// Whether three-byte leads are worked out (which is slow the first time) or always checked.
    let resolvesThreeByteLeads: Bool
    /// Per byte: 0 when it never leads a telltale, so the scan need not report it.
    private(set) var wanted = [UInt8](repeating: 1, count: 256)

    init(needle: [UInt8], options: _TextFolding.Options, resolvesThreeByteLeads: Bool) {
        self.needle = needle
        self.options = options
        self.resolvesThreeByteLeads = resolvesThreeByteLeads
    }

    /// Whether the scalar whose lead byte is at `index` may be a telltale.
    @inline(__always)
    mutating func mayLeadTelltale(_ text: UnsafeBufferPointer<UInt8>, at index: Int, _ telltales: inout _TelltaleCache) -> Bool {
        let lead = text[index]
        var state = status[Int(lead)]
        if state == 0 {
            state = resolve(lead, &telltales)
            status[Int(lead)] = state
            if state == 1 || state == 3 && secondBytes[Int(lead & 0x1F)] == 0 { wanted[Int(lead)] = 0 }
        }
        switch state {
        case 1:
            // A sequence cut off by the text's end is decoded as U+FFFD, which is led by 0xEF.
            return index + 3 > text.count
        case 3:
            // A sequence cut off by the text's end is decoded (as U+FFFD) and checked.
            guard index + 1 < text.count else { return true }
            return secondBytes[Int(lead & 0x1F)] >> UInt64(text[index + 1] & 0x3F) & 1 != 0
        default:
            return true
        }
    }

    private mutating func resolve(_ lead: UInt8, _ telltales: inout _TelltaleCache) -> UInt8 {
        switch lead {
        case 0xC2...0xDF:
            var mask: UInt64 = 0
            let first = UInt32(lead & 0x1F) << 6
            for low in 0..<64 where telltales.reach(of: first | UInt32(low)) > 0 { mask |= 1 << UInt64(low) }
            secondBytes[Int(lead & 0x1F)] = mask
            return 3
        case 0xC0, 0xC1:
            // Overlong forms decode to ASCII values, whose keys are ASCII.
            return 1
        case 0xE1...0xEF:
            if !resolvesThreeByteLeads || needle.contains(lead) { return 4 }
            let foreign = _TextFolding.foreignKeyScalars(underLead: lead, options: options)
            let needleScalars = String(decoding: needle, as: UTF8.self).unicodeScalars
            return needleScalars.contains { !$0.isASCII && foreign.contains($0.value) } ? 4 : 1
        default:
            return 2
        }
    }
}

/// Which non-ASCII scalars are telltales of a query (see
/// ``_FoldingMatcher/forEachMatchAroundTelltales(in:range:_:)``): their key holds a non-ASCII
/// byte and appears within the query's keys; with how far before one a match can start.
/// Answers are kept in a small direct-mapped table, since text repeats the same few scalars.
private struct _TelltaleCache {
    let needle: [UInt8]
    let options: _TextFolding.Options
    /// A scalar value shifted left by 32, its reach in the low bits; all ones when empty.
    private var slots = [UInt64](repeating: .max, count: 512)
    /// Answers for the two-byte scalars (U+0080 to U+07FF), where most accented Latin, Greek
    /// and Cyrillic letters are: 0 not yet known, else the reach plus one.
    private var twoByte = [UInt32](repeating: 0, count: 0x800)

    init(needle: [UInt8], options: _TextFolding.Options) {
        self.needle = needle
        self.options = options
    }

    /// 0 when the scalar is not a telltale; else a match holding it starts less than this many
    /// bytes before it: `4 * last + 1`, `last` being the last place its key occurs in the query's.
    @inline(__always)
    mutating func reach(of value: UInt32) -> Int {
        if value < 0x800 {
            let known = twoByte[Int(value)]
            if known != 0 { return Int(known - 1) }
            let answer = compute(value)
            twoByte[Int(value)] = UInt32(answer + 1)
            return answer
        }
        let slot = Int(value & 511)
        let entry = slots[slot]
        if entry >> 32 == UInt64(value) { return Int(entry & 0xFFFF_FFFF) }
        let answer = compute(value)
        slots[slot] = UInt64(value) << 32 | UInt64(answer)
        return answer
    }

    private func compute(_ value: UInt32) -> Int {
        // Bytes that are not a scalar's UTF-8 (a stray lead byte) decode to no scalar and match nothing.
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        let key = _TextFolding.key(of: scalar, options: options)
        guard key.contains(where: { $0 >= 0x80 }), needle.count >= key.count,
              let last = (0...(needle.count - key.count)).last(where: { needle[$0..<($0 + key.count)].elementsEqual(key) })
        else { return 0 }
        return 4 * last + 1
    }
}
