import Foundation
import Synchronization

// MARK: - Searching many documents

extension TextSearchPattern {
    /// Searches `documents` on every core and reports each one's matches to `aggregator`, a
    /// document at a time in order: from `first` to the last, then from the first to `first`.
    ///
    /// Documents are searched in batches that grow from a single document (so the first
    /// results, those of `first`, arrive at once) to a few megabytes; the documents of a batch
    /// are shared out among the cores, and the batch is reported in order once it is done.
    /// A regular expression that gave up somewhere is reported as the aggregator's problem
    /// (a DeskKit aggregator only). `finishedSearching()` is called at the end.
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
        let order = Array(start..<count) + Array(0..<start)
        var next = 0
        var batchBytes = 0
        var problem: TextSearchError?
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        while next < order.count {
            if Task.isCancelled || internalAggregator?.isCancelled == true { throw CancellationError() }
            // The next batch: whole documents up to about `batchBytes`, at least one.
            var end = next
            var bytes = 0
            repeat {
                bytes += documents[order[end]].bytes.count
                end += 1
            } while end < order.count && bytes < batchBytes
            let batch = Array(order[next..<end])
            let results = _DocumentResults(count: batch.count)
            let claimed = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: min(workers, batch.count)) { _ in
                while true {
                    let index = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < batch.count else { return }
                    let document = documents[batch[index]]
                    var found: [Range<Int>] = []
                    let shortfall = document.bytes.withUnsafeBufferPointer { text in
                        (try? forEachMatch(in: text) { found.append($0); return true }) ?? Shortfall()
                    }
                    results.store(found, shortfall: shortfall, at: index)
                }
            }
            for (index, documentIndex) in batch.enumerated() {
                let (found, shortfall) = results.take(at: index)
                let document = documents[documentIndex]
                if problem == nil, !shortfall.isEmpty { problem = error(for: shortfall, in: document.bytes) }
                guard !found.isEmpty else { continue }
                let ranges: [UITextRange] = found.map { TextRange($0, version: document.version) }
                internalAggregator?.foundRanges(ranges, document: _TextSearchingBox.erase(identifiers[documentIndex]))
            }
            next = end
            batchBytes = min(max(batchBytes * 4, 64 << 10), 8 << 20)
        }
        if let problem { internalAggregator?.reportProblem(problem) }
        aggregator.finishedSearching()
    }
}

/// The matches of one batch's documents, each written by one worker and read once all are done.
private final class _DocumentResults: @unchecked Sendable {
    private var found: [[Range<Int>]]
    private var shortfalls: [TextSearchPattern.Shortfall]
    private let lock = NSLock()

    init(count: Int) {
        found = Array(repeating: [], count: count)
        shortfalls = Array(repeating: TextSearchPattern.Shortfall(), count: count)
    }

    func store(_ matches: [Range<Int>], shortfall: TextSearchPattern.Shortfall, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        found[index] = matches
        shortfalls[index] = shortfall
    }

    func take(at index: Int) -> ([Range<Int>], TextSearchPattern.Shortfall) {
        lock.lock()
        defer { lock.unlock() }
        defer { found[index] = [] }
        return (found[index], shortfalls[index])
    }
}
