import Foundation

/// A compiled find query: validated once, then run over any UTF-8 text, off the main thread.
///
/// Literal queries match canonically equivalent text, and under case, diacritic and width
/// folding compare scalar keys (see `_TextFolding` for the exact semantics); `.regularExpression` queries run on PCRE2
/// with JIT. Matches are byte ranges of the text's UTF-8, reported in order and never
/// overlapping or empty. An empty query matches nothing.
///
/// ```swift
/// let pattern = try TextSearchPattern("straße", options: UITextSearchOptions(
///     wordMatchMethod: .fullWord, stringCompareOptions: .caseInsensitive))
/// let ranges = try pattern.matches(in: Array("STRASSE und Straße".utf8))  // [0..<7, 12..<19]
/// ```
public struct TextSearchPattern: Sendable {
    /// The query as typed.
    public let query: String
    /// The options the query was compiled with.
    public let options: UITextSearchOptions

    enum Engine: Sendable {
        case nothing
        case literal(_LiteralMatcher)
        case folding(_FoldingMatcher)
        case regex(_RegexMatcher)
    }

    let engine: Engine
    /// For a regular expression whose matches are found with a group made linear that changes
    /// its capture (``_NestedRepetition``, `(aa|a)+`): the matcher giving PCRE2's captures of the
    /// pattern as typed, for templates that insert groups; nil when the engine's matcher does.
    let capturingMatcher: _RegexMatcher?

    /// Compiles `query`.
    ///
    /// - Throws: ``TextSearchError/invalidRegularExpression(pattern:reason:offset:)`` when the
    ///   options ask for a regular expression and `query` is not one.
    public init(_ query: String, options: UITextSearchOptions = UITextSearchOptions()) throws(TextSearchError) {
        self.query = query
        self.options = options
        let compare = options.stringCompareOptions
        if compare.contains(.regularExpression) {
            guard !query.isEmpty else { engine = .nothing; capturingMatcher = nil; return }
            let caseInsensitive = compare.contains(.caseInsensitive)
            let program = try _RegexProgram(pattern: query, caseInsensitive: caseInsensitive)
            let rules = _MatchRules(wordMatchMethod: options.wordMatchMethod, rejectsTrailingMark: false)
            let literal = _RegexLiteral(pattern: query, caseInsensitive: caseInsensitive)
            let literalSet = _RegexLiteral.alternatives(in: query, caseInsensitive: caseInsensitive).flatMap(_LiteralSetMatcher.init)
            let matcher = _RegexMatcher(program: program, rules: rules, literal: literal, literalSet: literalSet)
            // Searches need only ranges, so they may use groups made linear at the cost of
            // their own captures, when the pattern has such groups.
            if let ranges = _NestedRepetition.linearized(query, keepingCaptures: false), ranges != program.pattern,
               let rangeProgram = try? _RegexProgram(pattern: query, caseInsensitive: caseInsensitive, keepsCaptures: false) {
                engine = .regex(_RegexMatcher(program: rangeProgram, rules: rules, literal: literal, literalSet: literalSet))
                capturingMatcher = matcher
            } else {
                engine = .regex(matcher)
                capturingMatcher = nil
            }
            return
        }
        capturingMatcher = nil
        let rules = _MatchRules(wordMatchMethod: options.wordMatchMethod, rejectsTrailingMark: true)
        let foldingOptions = _TextFolding.Options(compare)
        if foldingOptions.isEmpty, _TextFolding.isByteExact(query) {
            engine = query.isEmpty ? .nothing : .literal(_LiteralMatcher(needle: Array(query.utf8), rules: rules))
        } else {
            let folding = _TextFolding.cached(foldingOptions)
            let folded = folding.foldedQuery(query)
            engine = folded.isEmpty ? .nothing : .folding(_FoldingMatcher(folding: folding, foldedNeedle: folded, rules: rules))
        }
    }

    /// Whether the pattern can never match (an empty query, or one that folds to nothing).
    public var isEmpty: Bool {
        if case .nothing = engine { return true }
        return false
    }

    /// Whether no match can hold a line feed, so a search may start at any line's start and
    /// find there what a search from the text's start finds: true for literal queries without
    /// a line feed, and for regular expressions whose parts cannot match one (as far as a small
    /// parser can tell; see `_RegexLiteral`).
    public var matchesStayWithinLines: Bool {
        switch engine {
        case .nothing: return true
        case let .literal(matcher): return !matcher.needle.contains(0x0A)
        case let .folding(matcher): return !matcher.foldedNeedle.contains(0x0A)
        case .regex: return _RegexLiteral.staysWithinLines(query)
        }
    }

    /// Whether the query is a regular expression.
    public var isRegularExpression: Bool {
        options.stringCompareOptions.contains(.regularExpression)
    }

    // MARK: - Finding matches

    /// Calls `body` with each match within `range` (all of `text` when nil), in order, until it
    /// returns false.
    ///
    /// Words and marks just outside `range` still count when deciding word boundaries.
    /// `text` must be valid UTF-8, as every ``TextSnapshot`` is: a literal query reads nothing
    /// outside `text` even when it is not, but PCRE2 does not check, so debug builds assert it
    /// for regular expressions.
    /// - Returns: the starting positions a regular expression could not be tried at (see
    ///   ``Shortfall``); always empty for literal queries.
    /// - Throws: `CancellationError` when the current task is cancelled; checked at least once
    ///   per megabyte scanned.
    /// - Complexity: O(n) in the bytes of `range` for literal queries.
    @discardableResult
    public func forEachMatch(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) -> Shortfall {
        let range = range.map { $0.clamped(to: 0..<text.count) } ?? 0..<text.count
        switch engine {
        case .nothing:
            return Shortfall()
        case let .literal(matcher):
            try matcher.forEachMatch(in: text, range: range, body)
            return Shortfall()
        case let .folding(matcher):
            try matcher.forEachMatch(in: text, range: range, body)
            return Shortfall()
        case let .regex(matcher):
            return try matcher.forEachMatch(in: text, range: range, rangesOnly: true) { match, _ in body(match) }
        }
    }

    /// Calls `body` with each match within `range`, as ``forEachMatch(in:range:_:)`` does, and
    /// reports to `aggregator` as soon as a regular expression first gives up somewhere, so the
    /// user learns at once that the search will be incomplete (a DeskKit aggregator only).
    @discardableResult
    public func forEachMatch<Identifier: Hashable>(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil,
        reportingProblemsTo aggregator: UITextSearchAggregator<Identifier>, _ body: (Range<Int>) -> Bool
    ) throws(CancellationError) -> Shortfall {
        guard case let .regex(matcher) = engine else { return try forEachMatch(in: text, range: range, body) }
        let range = range.map { $0.clamped(to: 0..<text.count) } ?? 0..<text.count
        var reported = false
        return try matcher.forEachMatch(in: text, range: range, rangesOnly: true, skipped: { position in
            guard !reported else { return }
            reported = true
            var first = Shortfall()
            first.record(position)
            if let problem = error(for: first, in: text) { aggregator.base.reportProblem(problem) }
        }) { match, _ in body(match) }
    }

    /// Starting positions where a regular expression gave up: PCRE2 ran out of its budget for
    /// backtracking (or recursion depth, or heap) there, as repeated overlapping alternatives
    /// with a back-reference like `(a|a?)+\1$` do. (Repetition of runs of one character or of
    /// single characters, `(a+)+$`, `(a|aa)+$`, `(\w|\d)+$`, is made linear first, see
    /// `_NestedRepetition`; and where a pattern staying within lines, like `(a|a?)+$`, has no
    /// match or only one possible end at a start, PCRE2's DFA matcher decides it, see `_DFADecider`.)
    ///
    /// The search skips only those positions and goes on, so every match elsewhere is still
    /// found; a match that would have started at a skipped position is missing.
    public struct Shortfall: Hashable, Sendable {
        /// How many starting positions were skipped.
        public private(set) var count = 0
        /// The first skipped position, a byte offset into the text.
        public private(set) var firstPosition: Int?

        /// A shortfall with nothing skipped.
        public init() {}

        /// Whether every position was tried.
        public var isEmpty: Bool { count == 0 }

        mutating func record(_ position: Int) {
            if firstPosition == nil { firstPosition = position }
            count += 1
        }

        /// Adds the positions `other` skipped (in another part of the same text).
        public mutating func formUnion(_ other: Shortfall) {
            if let position = other.firstPosition { firstPosition = min(firstPosition ?? position, position) }
            count += other.count
        }
    }

    /// The error to show for `shortfall` in `text`, or nil when the search was complete.
    public func error(for shortfall: Shortfall, in text: [UInt8]) -> TextSearchError? {
        text.withUnsafeBufferPointer { error(for: shortfall, in: $0) }
    }

    /// The error to show for `shortfall` in `text`, or nil when the search was complete.
    public func error(for shortfall: Shortfall, in text: UnsafeBufferPointer<UInt8>) -> TextSearchError? {
        guard let first = shortfall.firstPosition, first <= text.count else { return nil }
        let line = 1 + _ASCIIScan.count(of: 0x0A, in: text, from: 0, to: first)
        let lineStart = _ASCIIScan.lastIndex(of: 0x0A, in: text, from: 0, to: first).map { $0 + 1 } ?? 0
        let column = String(decoding: text[lineStart..<first], as: UTF8.self).unicodeScalars.count + 1
        return .searchIncomplete(pattern: query, skippedPositions: shortfall.count, line: line, column: column)
    }

    /// Every match within `range` of `text`'s UTF-8.
    public func matches(in text: [UInt8], range: Range<Int>? = nil) throws(CancellationError) -> [Range<Int>] {
        var found: [Range<Int>] = []
        try text.withUnsafeBufferPointer { (bytes) throws(CancellationError) in
            _ = try forEachMatch(in: bytes, range: range) { found.append($0); return true }
        }
        return found
    }

    /// The first match at or after `position`, continuing from the start when `wraps` is true.
    public func firstMatch(
        in text: UnsafeBufferPointer<UInt8>, from position: Int, wraps: Bool = true
    ) throws(CancellationError) -> Range<Int>? {
        var found: Range<Int>?
        try forEachMatch(in: text, range: min(position, text.count)..<text.count) { found = $0; return false }
        if found == nil, wraps, position > 0 {
            try forEachMatch(in: text, range: 0..<min(position, text.count)) { found = $0; return false }
        }
        return found
    }
}

extension _TextFolding {
    private static let all: [_TextFolding] = (0..<8).map { _TextFolding(Options(rawValue: UInt8($0))) }

    /// The folding for `options`, built once per process.
    static func cached(_ options: Options) -> _TextFolding {
        all[Int(options.rawValue)]
    }
}
