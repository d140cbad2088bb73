import Foundation

// MARK: - Find sessions for the built-in interaction

extension UITextView: UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        // Searches read the whole text: a storage that handed its bytes to the platform starts
        // taking them back now, so the first query does not wait for it.
        (textStorage as? InMemoryTextStorage)?.prepareWholeText()
        return UITextSearchingFindSession(searchableObject: self)
    }
}

// MARK: - Searching the text

extension UITextView: UITextSearching {
    public var supportsTextReplacement: Bool { isEditable }

    /// Searches a snapshot of the text on a background task; results stream to the aggregator
    /// in batches. A new search or an edit cancels it.
    ///
    /// The results are the document's (or the selection's, when searching the selection only)
    /// whatever the caret: the caret only decides which result the session makes current, and
    /// where the search begins, so that result shows first.
    public func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator aggregator: UITextSearchAggregator<DocumentIdentifier>) {
        searchTask?.cancel()
        lastSearch = (queryString, options)
        guard let pattern = try? TextSearchPattern(queryString, options: options), !pattern.isEmpty else {
            aggregator.finishedSearching()
            return
        }
        let scope = options.searchesSelectionOnly && !selectedByteRange.isEmpty ? selectedByteRange : 0..<textStorage.utf8Count
        let caret = min(max(selectedByteRange.lowerBound, scope.lowerBound), scope.upperBound)
        let nearCaret = searchLinesNearCaret(pattern, scope: scope, caret: caret, reportingTo: aggregator)
        guard nearCaret != nil else {
            searchInBackground(pattern, scope: scope, caret: caret, skipping: nil, reportingTo: aggregator)
            return
        }
        // The snapshot may have to close the gap an edit left (moving up to the whole text), so
        // it waits until the results near the caret are on screen.
        let version = textStorage.version
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, aggregator.base.isCancelled == false else { return }
                // Edited meanwhile: the lines searched are no longer where they were.
                let searched = self.textStorage.version == version ? nearCaret : nil
                self.searchInBackground(pattern, scope: scope, caret: caret, skipping: searched, reportingTo: aggregator)
            }
        }
    }

    private func searchInBackground(
        _ pattern: TextSearchPattern, scope: Range<Int>, caret: Int, skipping searched: Range<Int>?,
        reportingTo aggregator: UITextSearchAggregator<AnyHashable?>
    ) {
        let snapshot = textStorage.snapshot()
        let scope = scope.clamped(to: 0..<snapshot.bytes.count)
        searchTask = Task.detached(priority: .userInitiated) {
            try? UITextView.search(pattern, in: snapshot, scope: scope, from: min(caret, scope.upperBound), skipping: searched, reportingTo: aggregator)
        }
    }

    /// How far around the caret ``searchLinesNearCaret(_:scope:caret:reportingTo:)`` looks:
    /// more than a screen of text either way, and still well under a millisecond to scan.
    static let nearCaretSearchBytes = (before: 16 << 10, after: 64 << 10)

    /// Finds a literal query's matches in the whole lines around the caret at once, so they can
    /// be drawn in the frame that shows the typed query; the rest of the text is searched off
    /// the main actor. Returns the bytes searched, or nil when nothing was (a regular
    /// expression, whose time per position has no small bound, or no line break close by).
    private func searchLinesNearCaret(
        _ pattern: TextSearchPattern, scope: Range<Int>, caret: Int, reportingTo aggregator: UITextSearchAggregator<AnyHashable?>
    ) -> Range<Int>? {
        guard !pattern.isRegularExpression, pattern.matchesStayWithinLines, !scope.isEmpty else { return nil }
        let limits = Self.nearCaretSearchBytes
        let read = max(scope.lowerBound, caret - limits.before)..<min(scope.upperBound, caret + limits.after)
        return textStorage.withBytes(in: read) { bytes -> Range<Int>? in
            // Start and end on line starts, so the lines searched here and those searched later
            // find exactly what one search over the whole text finds in them.
            let caretIndex = caret - read.lowerBound
            var start = 0
            if read.lowerBound > scope.lowerBound {
                guard let newline = bytes[..<caretIndex].firstIndex(of: 0x0A) else { return nil }
                start = newline + 1
            }
            var end = bytes.count
            if read.upperBound < scope.upperBound {
                guard let newline = bytes[caretIndex...].lastIndex(of: 0x0A) else { return nil }
                end = newline + 1
            }
            guard start < end else { return nil }
            let offset = read.lowerBound + start
            let version = textStorage.version
            var found: [Range<Int>] = []
            let shortfall = try? pattern.forEachMatch(in: UnsafeBufferPointer(rebasing: bytes[start..<end])) { match in
                found.append((match.lowerBound + offset)..<(match.upperBound + offset))
                return true
            }
            guard let shortfall, shortfall.count == 0 else { return nil }
            if !found.isEmpty { aggregator.base.found(FoundRangeChunk(.text(byteRanges: found, version: version)), document: nil) }
            return offset..<(read.lowerBound + end)
        }
    }

    /// Finds every match of `pattern` in `scope` and reports them; a regular expression that
    /// could not be tried everywhere is reported as an error too.
    ///
    /// When no match can hold a line feed, the search starts at the start of the caret's line
    /// (a search from there finds exactly the matches a search from the scope's start finds
    /// there), then covers the lines before it; otherwise it runs from the scope's start.
    nonisolated static func search(
        _ pattern: TextSearchPattern, in snapshot: TextSnapshot, scope: Range<Int>, from caret: Int,
        skipping searched: Range<Int>? = nil, reportingTo aggregator: UITextSearchAggregator<AnyHashable?>
    ) throws(CancellationError) {
        let internalAggregator = aggregator.base
        var batcher = FoundBatcher(aggregator: internalAggregator, version: snapshot.version)
        let shortfall = try snapshot.bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
            var parts: [Range<Int>]
            if let searched {
                parts = [searched.upperBound..<scope.upperBound, scope.lowerBound..<searched.lowerBound]
            } else {
                var lineStart = scope.lowerBound
                if pattern.matchesStayWithinLines, caret > scope.lowerBound {
                    lineStart = _ASCIIScan.lastIndex(of: 0x0A, in: text, from: scope.lowerBound, to: caret).map { $0 + 1 } ?? scope.lowerBound
                }
                parts = [lineStart..<scope.upperBound, scope.lowerBound..<lineStart]
            }
            var shortfall = TextSearchPattern.Shortfall()
            for part in parts where !part.isEmpty {
                shortfall.formUnion(try pattern.forEachMatch(in: text, range: part, reportingProblemsTo: aggregator) { match in
                    batcher.add(match)
                })
                batcher.flush()
            }
            return shortfall
        }
        if let problem = pattern.error(for: shortfall, in: snapshot.bytes) { internalAggregator.reportProblem(problem) }
        aggregator.finishedSearching()
    }

    /// Gathers a background search's matches into batches for the aggregator.
    ///
    /// A struct the match closure mutates in place: the closure touches nothing else per match,
    /// which keeps reference counting and exclusivity checks out of a loop that can run millions of times.
    private struct FoundBatcher {
        let aggregator: _TextSearchAggregator
        let version: Int
        var batch: [Range<Int>] = []
        /// The first result goes out alone so it can be shown at once; then in bulk.
        var limit = 1

        /// Adds a match; returns false once the session moved on.
        mutating func add(_ match: Range<Int>) -> Bool {
            batch.append(match)
            guard batch.count >= limit else { return true }
            flush()
            // Asked once a batch (the lock is the main actor's too), not once a match.
            return !aggregator.isCancelled
        }

        /// Hands the batch's array over as it is (the session and the view's decorations keep
        /// it) and starts a new one.
        mutating func flush() {
            guard !batch.isEmpty else { return }
            aggregator.found(FoundRangeChunk(.text(byteRanges: batch, version: version)), document: nil)
            limit = min(limit * 8, 1 << 16)
            batch = []
            batch.reserveCapacity(limit)
        }
    }

    public func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult {
        let lhs = UITextView.bounds(of: foundRange), rhs = UITextView.bounds(of: toRange)
        if lhs.lowerBound != rhs.lowerBound { return lhs.lowerBound < rhs.lowerBound ? .orderedAscending : .orderedDescending }
        if lhs.upperBound != rhs.upperBound { return lhs.upperBound < rhs.upperBound ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }

    private static func bounds(of range: UITextRange) -> Range<Int> {
        (range as? TextRange)?.byteRange ?? 0..<0
    }

    // MARK: - Decorations

    /// Marks a result found, current, or plain again; kept sorted so the screen's part is a lookup.
    public func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle style: UITextSearchFoundTextStyle) {
        guard let range = foundTextRange as? TextRange, range.version == textStorage.version else { return }
        let bytes = range.byteRange
        switch style {
        case .normal:
            if range.version == foundVersion {
                let index = foundByteRanges.partitioningIndex { !Self.precedes($0, bytes) }
                if index < foundByteRanges.count, foundByteRanges[index] == bytes { foundByteRanges.remove(at: index) }
            }
            if highlightedDecoration?.byteRange == bytes { highlightedDecoration = nil }
        case .found:
            if highlightedDecoration?.byteRange == bytes { highlightedDecoration = nil }
            addFound([bytes], version: range.version)
        case .highlighted:
            highlightedDecoration = range
        }
        setNeedsDisplay()
    }

    /// Marks a batch of results found at once, as ``decorate(foundTextRange:document:usingStyle:)``
    /// does one by one: the find session's path for the many results of a search.
    func decorateFound(_ ranges: [UITextRange]) {
        let version = textStorage.version
        var batch: [Range<Int>] = []
        batch.reserveCapacity(ranges.count)
        for case let range as TextRange in ranges where range.version == version { batch.append(range.byteRange) }
        decorateFound(batch, version: version)
    }

    /// Marks a sorted batch of byte ranges of the text at `version` found; the array is kept as
    /// it is (the find session keeps the same one).
    func decorateFound(_ byteRanges: [Range<Int>], version: Int) {
        guard version == textStorage.version, !byteRanges.isEmpty else { return }
        if let highlighted = highlightedDecoration?.byteRange,
           !Self.precedes(highlighted, byteRanges[0]), !Self.precedes(byteRanges[byteRanges.count - 1], highlighted),
           byteRanges.contains(highlighted) {
            highlightedDecoration = nil
        }
        addFound(byteRanges, version: version)
        setNeedsDisplay()
    }

    private func addFound(_ byteRanges: [Range<Int>], version: Int) {
        if foundVersion != version {
            let dropped = foundByteRanges
            foundByteRanges = ChunkedList()
            UITextSearchingFindSession.releaseOffMainActor(dropped)
            foundVersion = version
        }
        foundByteRanges.insertSorted(byteRanges, by: Self.precedes)
    }

    /// The order of results: by start, then by end.
    private static func precedes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.lowerBound != second.lowerBound ? first.lowerBound < second.lowerBound : first.upperBound < second.upperBound
    }

    /// The decorated results that overlap `byteRange` (what a presenter shows on screen).
    package func foundByteRanges(overlapping byteRange: Range<Int>) -> [Range<Int>] {
        // Results do not overlap each other, so their ends are in order too.
        let first = foundByteRanges.partitioningIndex { $0.upperBound > byteRange.lowerBound }
        var overlapping: [Range<Int>] = []
        foundByteRanges.forEach(from: first) { found in
            guard found.lowerBound < byteRange.upperBound else { return false }
            overlapping.append(found)
            return true
        }
        return overlapping
    }

    /// Forgets every result and the current one (the find session ended or the text changed).
    public func clearAllDecoratedFoundText() {
        // Millions of results take milliseconds to free: not while the user waits for a frame.
        let dropped = foundByteRanges
        foundByteRanges = ChunkedList()
        UITextSearchingFindSession.releaseOffMainActor(dropped)
        highlightedDecoration = nil
        setNeedsDisplay()
    }

    /// Selects the result about to become current, so Esc leaves it selected.
    public func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?) {
        guard let range = foundTextRange as? TextRange, range.version == textStorage.version else { return }
        select(range.byteRange)
    }

    /// Asks the presenter to bring the range into view on the next frame.
    public func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?) {
        guard let range = range as? TextRange else { return }
        rangeToScrollToVisible = range.byteRange
        setNeedsDisplay()
    }

    public var selectedTextSearchDocument: DocumentIdentifier? { nil }
}
