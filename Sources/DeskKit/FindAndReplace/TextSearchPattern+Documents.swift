import Foundation
import Synchronization

// MARK: - Searching many documents

extension TextSearchPattern {
    /// Searches `documents` on every core and reports each one's matches to `aggregator`, a
    /// document at a time in order: from `first` to the last, then from the first to `first`.
    ///
    /// Each core takes the next document in that order as it finishes one, and a document's
    /// matches go out as soon as it and every document before it are done, so the first
    /// results wait for no batch and a core is never idle while documents remain. A regular
    /// expression that gives up somewhere is reported as the aggregator's problem (a DeskKit
    /// aggregator only) when the first document where it does is reported.
    /// `finishedSearching()` is called at the end.
    ///
    /// - Parameters:
    ///   - documents: the texts to search, in document order.
    ///   - identifiers: each document's identifier, as the searchable object names it.
    ///   - first: the index of the document searched first.
    ///   - aggregator: receives each document's matches and the end of the search.
    /// - Throws: `CancellationError` when the current task is cancelled or the session moved on.
    public func search<Identifier: Hashable>(
        _ documents: [TextSnapshot], identifiers: [Identifier], from first: Int = 0,
        reportingTo aggregator: UITextSearchAggregator<Identifier>
    ) throws(CancellationError) {
        precondition(documents.count == identifiers.count, "one identifier per document")
        let internalAggregator: _TextSearchAggregator? = aggregator.base
        let count = documents.count
        let start = count == 0 ? 0 : min(max(first, 0), count - 1)
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let reporter = _DocumentReporter(count: count) { slot, found, shortfall in
            let index = (start + slot) % count
            let document = documents[index]
            if !shortfall.isEmpty { return self.error(for: shortfall, in: document.bytes) }
            if !found.isEmpty {
                // Byte ranges, whose range objects are made only when asked for: a million
                // results as objects take long to make, and to free when the next search starts.
                internalAggregator?.found(
                    FoundRangeChunk(.text(byteRanges: found, version: document.version)), document: _TextSearchingBox.erase(identifiers[index]))
            }
            return nil
        } reportFirstProblem: { problem in
            internalAggregator?.reportProblem(problem)
        }
        let claimed = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        // The calling thread is one of the workers, so a cancelled task is noticed within a document.
        DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in
            while !stopped.load(ordering: .relaxed) {
                let slot = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
                guard slot < count else { return }
                if Task.isCancelled || internalAggregator?.isCancelled == true {
                    stopped.store(true, ordering: .relaxed)
                    return
                }
                let document = documents[(start + slot) % count]
                var found: [Range<Int>] = []
                let shortfall = document.bytes.withUnsafeBufferPointer { text in
                    (try? forEachMatch(in: text) { match in
                        found.append(match)
                        return true
                    }) ?? Shortfall()
                }
                reporter.finish(slot, found: found, shortfall: shortfall)
            }
        }
        if Task.isCancelled || stopped.load(ordering: .relaxed) || internalAggregator?.isCancelled == true {
            throw CancellationError()
        }
        aggregator.finishedSearching()
    }
}

/// Hands finished documents' matches on in document order: whichever worker finishes the
/// document the report is waiting for reports it and every finished one after it.
private final class _DocumentReporter: @unchecked Sendable {
    typealias Report = (_ slot: Int, _ found: [Range<Int>], _ shortfall: TextSearchPattern.Shortfall) -> TextSearchError?

    private var waiting: [Int: ([Range<Int>], TextSearchPattern.Shortfall)] = [:]
    private var next = 0
    private let count: Int
    /// Guards `waiting`, `next` and `problem`, and keeps reports in order.
    private let lock = NSLock()
    private let report: Report
    private let reportFirstProblem: (TextSearchError) -> Void
    /// The first problem found, in document order; only one is shown.
    private var problem: TextSearchError?

    init(count: Int, report: @escaping Report, reportFirstProblem: @escaping (TextSearchError) -> Void) {
        self.count = count
        self.report = report
        self.reportFirstProblem = reportFirstProblem
    }

    func finish(_ slot: Int, found: [Range<Int>], shortfall: TextSearchPattern.Shortfall) {
        lock.lock()
        defer { lock.unlock() }
        waiting[slot] = (found, shortfall)
        while let (found, shortfall) = waiting.removeValue(forKey: next) {
            if let problem = report(next, found, shortfall), self.problem == nil {
                self.problem = problem
                reportFirstProblem(problem)
            }
            next += 1
        }
    }
}
