// MARK: - Replacing matches

extension TextSearchPattern {
    /// Compiles a replacement template for this pattern (see ``ReplacementTemplate``).
    public func replacementTemplate(_ template: String) throws(TextSearchError) -> ReplacementTemplate {
        try ReplacementTemplate(template, for: self)
    }

    /// Compiles a query and its replacement together: the one check every replace path runs
    /// (a find session's Replace and Replace All, a text view's own replace methods), so a
    /// template one of them refuses is refused by all.
    ///
    /// - Throws: the pattern's ``TextSearchError/invalidRegularExpression(pattern:reason:offset:)``
    ///   or the template's ``TextSearchError/invalidReplacementTemplate(template:problem:offset:)``.
    public static func compileReplacement(
        query: String, options: UITextSearchOptions, template: String
    ) throws(TextSearchError) -> (pattern: TextSearchPattern, template: ReplacementTemplate) {
        let pattern = try TextSearchPattern(query, options: options)
        return (pattern, try pattern.replacementTemplate(template))
    }

    /// Replaces every match in `range` (all of `text` when nil) in one pass.
    ///
    /// - Returns: the new text, the batch that restores the old one (for a single undo step),
    ///   and the starting positions a regular expression gave up at, left as they were (see
    ///   ``Shortfall``; `error(for:in:)` words it for the user).
    /// - Throws: `CancellationError` when the current task is cancelled.
    /// - Complexity: O(n) in the text's bytes plus the replacements' bytes.
    public func replaceAll(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil,
        with template: ReplacementTemplate, preservesCase: Bool = false
    ) throws(CancellationError) -> (text: [UInt8], inverse: TextEditBatch, shortfall: Shortfall) {
        if !preservesCase, !isRegex || template.isConstant {
            return try replaceAllCollectedMatches(in: text, range: range, with: template)
        }
        var output: [UInt8] = []
        output.reserveCapacity(InMemoryTextStorage.preferredCapacity(forUTF8Count: text.count))
        var inverse = TextEditBatch()
        var copied = 0
        func emit(_ match: Range<Int>, _ groups: _RegexGroups?) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<match.lowerBound]))
            let start = output.count
            appendReplacement(for: match, groups: groups, in: text, template: template, preservesCase: preservesCase, to: &output)
            inverse.append(replacing: start..<output.count, with: UnsafeBufferPointer(rebasing: text[match]))
            copied = match.upperBound
        }
        let range = range.map { $0.clamped(to: 0..<text.count) } ?? 0..<text.count
        let shortfall: Shortfall
        if let matcher = regexMatcher(for: template) {
            shortfall = try matcher.forEachMatch(in: text, range: range, rangesOnly: !template.insertsGroups) { match, groups in
                emit(match, groups)
                return true
            }
        } else {
            shortfall = try forEachMatch(in: text, range: range) { match in emit(match, nil); return true }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<text.count]))
        return (output, inverse, shortfall)
    }

    /// The edits a replace-all makes, as ranges of `text` with their replacements, for storage
    /// that applies them itself (in place, when every replacement is shorter), and the starting
    /// positions a regular expression gave up at (see ``replaceAll(in:range:with:preservesCase:)``).
    public func replacementEdits(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil,
        with template: ReplacementTemplate, preservesCase: Bool = false
    ) throws(CancellationError) -> (edits: TextEditBatch, shortfall: Shortfall) {
        let range = range.map { $0.clamped(to: 0..<text.count) } ?? 0..<text.count
        if template.isConstant, !preservesCase {
            var matches: [Range<Int>] = []
            let shortfall = try forEachMatch(in: text, range: range) { match in
                matches.append(match)
                return true
            }
            return (TextEditBatch(ranges: matches, allReplacedWith: template.constantBytes), shortfall)
        }
        var edits = TextEditBatch()
        var replacement: [UInt8] = []
        func add(_ match: Range<Int>, _ groups: _RegexGroups?) {
            replacement.removeAll(keepingCapacity: true)
            appendReplacement(for: match, groups: groups, in: text, template: template, preservesCase: preservesCase, to: &replacement)
            edits.append(replacing: match, with: replacement)
        }
        let shortfall: Shortfall
        if let matcher = regexMatcher(for: template) {
            shortfall = try matcher.forEachMatch(in: text, range: range, rangesOnly: !template.insertsGroups) { match, groups in
                add(match, groups)
                return true
            }
        } else {
            shortfall = try forEachMatch(in: text, range: range) { match in add(match, nil); return true }
        }
        return (edits, shortfall)
    }

    /// The matcher of a regular expression for `template`: the one giving PCRE2's captures
    /// when the template inserts a group (see ``capturingMatcher``); nil for literal queries.
    private func regexMatcher(for template: ReplacementTemplate) -> _RegexMatcher? {
        guard case let .regex(matcher) = engine else { return nil }
        return template.insertsGroups ? capturingMatcher ?? matcher : matcher
    }

    private var isRegex: Bool {
        if case .regex = engine { return true }
        return false
    }

    /// Replace-all when no match needs its groups (literal and folding patterns, or a template
    /// without groups): the matches are collected first, then the new text and the undo batch
    /// are written in one sized pass, with no per-match closure state.
    private func replaceAllCollectedMatches(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>?, with template: ReplacementTemplate
    ) throws(CancellationError) -> (text: [UInt8], inverse: TextEditBatch, shortfall: Shortfall) {
        let range = range.map { $0.clamped(to: 0..<text.count) } ?? 0..<text.count
        var matches: [Range<Int>] = []
        let shortfall = try forEachMatch(in: text, range: range) { match in
            matches.append(match)
            return true
        }
        var matchedBytes = 0
        for match in matches { matchedBytes += match.count }
        if template.isConstant {
            let (output, inverse) = replacing(matches, matchedBytes: matchedBytes, in: text, with: template.constantBytes)
            return (output, inverse, shortfall)
        }
        var output: [UInt8] = []
        output.reserveCapacity(InMemoryTextStorage.preferredCapacity(
            forUTF8Count: text.count - matchedBytes + matches.count * template.estimatedLength + matchedBytes))
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(matches.count)
        var removed: [UInt8] = []
        removed.reserveCapacity(matchedBytes)
        var ends: [Int] = []
        ends.reserveCapacity(matches.count)
        var copied = 0
        for match in matches {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<match.lowerBound]))
            let start = output.count
            template.expand(match: match, groups: nil, in: text, into: &output)
            ranges.append(start..<output.count)
            removed.append(contentsOf: UnsafeBufferPointer(rebasing: text[match]))
            ends.append(removed.count)
            copied = match.upperBound
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<text.count]))
        return (output, TextEditBatch(orderedRanges: ranges, replacementBytes: removed, replacementEnds: ends), shortfall)
    }

    /// Writes the new text and the undo batch for matches that all get the same bytes: every
    /// size is known up front, so each array is filled once with plain copies.
    private func replacing(
        _ matches: [Range<Int>], matchedBytes: Int, in text: UnsafeBufferPointer<UInt8>, with replacement: [UInt8]
    ) -> (text: [UInt8], inverse: TextEditBatch) {
        guard let source = text.baseAddress else { return ([], TextEditBatch()) }
        // Every copy below stays inside `text` and the arrays because the matches are in
        // order, apart, inside the text, and `matchedBytes` long together.
        assert(matches.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= text.count }, "matches lie inside the text")
        assert(zip(matches, matches.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound }, "matches are in order and apart")
        assert(matches.reduce(0) { $0 + $1.count } == matchedBytes, "matchedBytes is the matches' length")
        let outputCount = text.count - matchedBytes + matches.count * replacement.count
        let capacity = InMemoryTextStorage.preferredCapacity(forUTF8Count: outputCount)
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            // Nothing to write (every byte matched, replaced by nothing): an empty buffer may
            // have no address.
            guard var out = buffer.baseAddress else { initialized = 0; return }
            replacement.withUnsafeBufferPointer { replacement in
                var copied = 0
                for match in matches {
                    out.update(from: source + copied, count: match.lowerBound - copied)
                    out += match.lowerBound - copied
                    if let bytes = replacement.baseAddress {
                        out.update(from: bytes, count: replacement.count)
                        out += replacement.count
                    }
                    copied = match.upperBound
                }
                out.update(from: source + copied, count: text.count - copied)
            }
            initialized = outputCount
        }
        // The inverse: where each replacement now sits, and the matched bytes it took out.
        let ranges = [Range<Int>](unsafeUninitializedCapacity: matches.count) { buffer, initialized in
            var shift = 0
            for (index, match) in matches.enumerated() {
                let start = match.lowerBound - shift
                buffer.initializeElement(at: index, to: start..<(start + replacement.count))
                shift += match.count - replacement.count
            }
            initialized = matches.count
        }
        var ends = [Int](repeating: 0, count: matches.count)
        let removed = [UInt8](unsafeUninitializedCapacity: matchedBytes) { buffer, initialized in
            var written = 0
            guard let removedBase = buffer.baseAddress else { initialized = 0; return }
            for (index, match) in matches.enumerated() {
                (removedBase + written).update(from: source + match.lowerBound, count: match.count)
                written += match.count
                ends[index] = written
            }
            initialized = matchedBytes
        }
        return (output, TextEditBatch(orderedRanges: ranges, replacementBytes: removed, replacementEnds: ends))
    }

    /// The replacement for the match at `match`, or nil when the pattern no longer matches
    /// exactly there (the text changed since it was found).
    public func replacement(
        for match: Range<Int>, in text: UnsafeBufferPointer<UInt8>,
        template: ReplacementTemplate, preservesCase: Bool = false
    ) throws(CancellationError) -> [UInt8]? {
        guard match.upperBound <= text.count else { return nil }
        var output: [UInt8]?
        let range = match.lowerBound..<text.count
        if let matcher = regexMatcher(for: template) {
            try matcher.forEachMatch(in: text, range: range, rangesOnly: !template.insertsGroups) { found, groups in
                if found == match {
                    var bytes: [UInt8] = []
                    appendReplacement(for: found, groups: groups, in: text, template: template, preservesCase: preservesCase, to: &bytes)
                    output = bytes
                }
                return false
            }
        } else {
            try forEachMatch(in: text, range: range) { found in
                if found == match {
                    var bytes: [UInt8] = []
                    appendReplacement(for: found, groups: nil, in: text, template: template, preservesCase: preservesCase, to: &bytes)
                    output = bytes
                }
                return false
            }
        }
        return output
    }

    private func appendReplacement(
        for match: Range<Int>, groups: _RegexGroups?, in text: UnsafeBufferPointer<UInt8>,
        template: ReplacementTemplate, preservesCase: Bool, to output: inout [UInt8]
    ) {
        guard preservesCase else {
            template.expand(match: match, groups: groups, in: text, into: &output)
            return
        }
        var expanded: [UInt8] = []
        template.expand(match: match, groups: groups, in: text, into: &expanded)
        let matched = String(decoding: UnsafeBufferPointer(rebasing: text[match]), as: UTF8.self)
        let shape = _PreserveCase.shape(of: matched[...])
        output.append(contentsOf: _PreserveCase.apply(shape, to: String(decoding: expanded, as: UTF8.self)).utf8)
    }
}
