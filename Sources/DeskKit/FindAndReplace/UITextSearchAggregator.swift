import Foundation

/// Collects what a search finds; safe to call from any thread.
///
/// A find session hands one to ``UITextSearching/performTextSearch(queryString:options:resultAggregator:)``
/// for each search; its documents are the searchable object's ``UITextSearching/DocumentIdentifier``.
public struct UITextSearchAggregator<DocumentIdentifier: Hashable>: Sendable {
    let base: _TextSearchAggregator

    init(_ base: _TextSearchAggregator) {
        self.base = base
    }

    /// Every range reported so far and still valid, in the order reported.
    public var allFoundRanges: [UITextRange] { base.allFoundRanges }

    /// Reports a range that matches `searchString` in `document`.
    public func foundRange(_ range: UITextRange, searchString: String, document: DocumentIdentifier) {
        base.foundRange(range, searchString: searchString, document: _TextSearchingBox.erase(document))
    }

    /// Withdraws one reported range (its text changed).
    public func invalidateFoundRange(_ range: UITextRange, document: DocumentIdentifier) {
        base.invalidateFoundRange(range, document: _TextSearchingBox.erase(document))
    }

    /// Withdraws everything reported so far.
    public func invalidate() { base.invalidate() }

    /// The search is complete.
    public func finishedSearching() { base.finishedSearching() }
}

/// The aggregator a ``UITextSearchingFindSession`` hands out for one search.
///
/// Reports are queued under a lock and delivered to the session on the main actor in
/// batches. Once the session starts another search (or the text changes) the aggregator is
/// cancelled: late reports are dropped, so stale ranges are never decorated or replaced.
final class _TextSearchAggregator: @unchecked Sendable {
    /// A reported range with its document, boxed to cross to the main actor.
    struct Report: @unchecked Sendable {
        enum Kind { case found, withdrawn, withdrawAll, problem }
        let kind: Kind
        let range: UITextRange?
        /// Found ranges reported together: one report for a whole batch keeps the queue at a
        /// reference per batch however far the main actor falls behind.
        var batch: FoundRangeChunk?
        let document: UITextSearchDocumentIdentifier?
        /// What kept the search from being complete, for a `.problem` report.
        var problem: TextSearchError?

        init(kind: Kind, range: UITextRange?, batch: FoundRangeChunk? = nil, document: UITextSearchDocumentIdentifier?, problem: TextSearchError? = nil) {
            self.kind = kind
            self.range = range
            self.batch = batch
            self.document = document
            self.problem = problem
        }

        /// The ranges this report brings: its range, or its batch.
        var ranges: FoundRangeChunk { batch ?? FoundRangeChunk(.objects(range.map { [$0] } ?? [])) }
    }

    private struct State {
        var pending: [Report] = []
        /// What was found, as reported: a batch is kept as one array, so a search's thread
        /// holds the lock for a moment per batch, not for a copy of every result so far.
        var found: [FoundRangeChunk] = []
        /// Ranges withdrawn since; left out when ``allFoundRanges`` is asked for.
        var withdrawn: [UITextRange] = []
        var deliveryScheduled = false
        var finished = false
        var cancelled = false
    }

    /// Guarded by `lock`, a pthread mutex that ThreadSanitizer follows; with
    /// `Synchronization.Mutex` it reported the critical sections below as racing each other.
    private var lockedState = State()
    private let lock = NSLock()

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&lockedState)
    }
    /// Called on the main actor with the reports queued since the last call.
    private let deliver: @MainActor @Sendable (_TextSearchAggregator, [Report], _ finished: Bool) -> Void

    init(deliver: @escaping @MainActor @Sendable (_TextSearchAggregator, [Report], Bool) -> Void) {
        self.deliver = deliver
    }

    /// Whether the session moved on; searchers may check this to stop early.
    var isCancelled: Bool { withState { $0.cancelled } }

    func cancel() {
        let dropped = withState { state -> ([Report], [FoundRangeChunk]) in
            state.cancelled = true
            defer {
                state.pending = []
                state.found = []
                state.withdrawn = []
            }
            return (state.pending, state.found)
        }
        UITextSearchingFindSession.releaseOffMainActor(dropped)
    }

    var allFoundRanges: [UITextRange] {
        let (found, withdrawn) = withState { ($0.found, $0.withdrawn) }
        guard !withdrawn.isEmpty else { return Array(found.joined()) }
        let gone = Set(withdrawn.map(ObjectIdentifier.init))
        return found.joined().filter { !gone.contains(ObjectIdentifier($0)) }
    }

    func foundRange(_ range: UITextRange, searchString: String, document: UITextSearchDocumentIdentifier?) {
        enqueue(Report(kind: .found, range: range, document: document))
    }

    /// Reports many ranges of one document at once, in order, as the built-in text view does.
    func foundRanges(_ ranges: [UITextRange], document: UITextSearchDocumentIdentifier?) {
        found(FoundRangeChunk(.objects(ranges)), document: document)
    }

    /// Reports many ranges of one document at once, in order.
    func found(_ batch: FoundRangeChunk, document: UITextSearchDocumentIdentifier?) {
        enqueue([Report(kind: .found, range: nil, batch: batch, document: document)])
    }

    func invalidateFoundRange(_ range: UITextRange, document: UITextSearchDocumentIdentifier?) {
        enqueue(Report(kind: .withdrawn, range: range, document: document))
    }

    func invalidate() {
        enqueue(Report(kind: .withdrawAll, range: nil, document: nil))
    }

    /// Reports that part of the text could not be searched; the session shows it as its error
    /// and keeps the results found.
    package func reportProblem(_ problem: TextSearchError) {
        enqueue(Report(kind: .problem, range: nil, document: nil, problem: problem))
    }

    /// Whether a problem was reported and not yet delivered to the session.
    var hasPendingProblem: Bool { withState { $0.pending.contains { $0.kind == .problem } } }

    func finishedSearching() {
        let schedule = withState { state -> Bool in
            guard !state.cancelled, !state.finished else { return false }
            state.finished = true
            return scheduleIfNeeded(&state)
        }
        if schedule { scheduleDelivery() }
    }

    private func enqueue(_ report: Report) {
        enqueue([report])
    }

    private func enqueue(_ reports: [Report]) {
        let schedule = withState { state -> Bool in
            guard !state.cancelled, !state.finished else { return false }
            for report in reports {
                switch report.kind {
                case .found: state.found.append(report.ranges)
                case .withdrawn: if let range = report.range { state.withdrawn.append(range) }
                case .withdrawAll:
                    state.found = []
                    state.withdrawn = []
                case .problem: break
                }
            }
            state.pending.append(contentsOf: reports)
            return scheduleIfNeeded(&state)
        }
        if schedule { scheduleDelivery() }
    }

    private func scheduleIfNeeded(_ state: inout State) -> Bool {
        guard !state.deliveryScheduled else { return false }
        state.deliveryScheduled = true
        return true
    }

    private func scheduleDelivery() {
        Task { @MainActor in self.deliverPending() }
    }

    /// About how many ranges one delivery hands the session: the first results are shown
    /// after a small delivery instead of after everything found so far.
    static let deliveryLimit = 4096

    @MainActor
    func deliverPending() {
        let (reports, finished, more) = withState { state -> ([Report], Bool, Bool) in
            state.deliveryScheduled = false
            if state.cancelled { return ([], false, false) }
            var taken = 0
            var ranges = 0
            while taken < state.pending.count, ranges < _TextSearchAggregator.deliveryLimit {
                ranges += max(1, state.pending[taken].batch?.count ?? 0)
                taken += 1
            }
            // Taken, not copied: emptying the shared array in place would allocate a second
            // buffer as large as the first, which a fast search can fill with a million reports.
            let reports: [Report]
            if taken == state.pending.count {
                reports = state.pending
                state.pending = []
            } else {
                reports = Array(state.pending[..<taken])
                state.pending.removeFirst(taken)
                state.deliveryScheduled = true
            }
            return (reports, state.finished && state.pending.isEmpty, !state.pending.isEmpty)
        }
        deliver(self, reports, finished)
        if more { scheduleDelivery() }
    }
}
