import Foundation

// MARK: - Receiving results

extension UITextSearchingFindSession {
    func receive(_ reports: [_TextSearchAggregator.Report], finished: Bool, from source: _TextSearchAggregator) {
        guard source === aggregator, let searchableObject = searchableBox else { return }
        var index = 0
        while index < reports.count {
            let report = reports[index]
            switch report.kind {
            case .found:
                // Single results of one document in a row are taken together; a batch (an
                // engine's, in order) goes in as it came.
                if let batch = report.batch {
                    insert(batch, document: report.document, into: searchableObject)
                    index += 1
                    continue
                }
                var end = index + 1
                while end < reports.count, reports[end].kind == .found, reports[end].batch == nil, reports[end].document == report.document { end += 1 }
                let found = reports[index..<end].compactMap(\.range).sorted {
                    searchableObject.compare($0, toRange: $1, document: report.document) == .orderedAscending
                }
                insert(FoundRangeChunk(.objects(found)), document: report.document, into: searchableObject)
                index = end
                continue
            case .withdrawn:
                if let range = report.range { withdraw(range, document: report.document) }
            case .withdrawAll:
                cancelDecorations()
            case .problem:
                error = report.problem
            }
            index += 1
        }
        // Until the search is done, only a result after the selection in its own document can
        // be the current one; wrapping around to the first result waits for the whole set.
        if highlighted == nil, let first = firstResult(after: searchableObject.selectedTextRange,
                                                      document: searchableObject.selectedTextSearchDocument,
                                                      wraps: finished) {
            highlight(first)
        }
        if finished { finishSearch() }
        notifyChange()
    }

    /// Adds a sorted batch to its document's results, which stay sorted (a search that wrapped
    /// around reports the text's start after its end), and decorates it.
    private func insert(_ batch: FoundRangeChunk, document: UITextSearchDocumentIdentifier?, into searchable: _TextSearchingBox) {
        guard !batch.isEmpty else { return }
        let slot = documentSlot(for: document, in: searchable)
        searchable.decorateFound(batch, document: document)
        documents[slot].ranges.insertSorted(batch) { searchable.compare($0, toRange: $1, document: document) == .orderedAscending }
    }

    private func documentSlot(for document: UITextSearchDocumentIdentifier?, in searchable: _TextSearchingBox) -> Int {
        // Reports mostly come a document at a time, in order: the last slot, or a new one after it.
        if let last = documents.last?.document, let document {
            if last == document { return documents.count - 1 }
            if searchable.compare(document: last, toDocument: document) == .orderedAscending {
                documents.append(DocumentResults(document: document))
                return documents.count - 1
            }
        }
        if let document, let low = sortedPosition(of: document, in: searchable) {
            if low < documents.count, documents[low].document == document { return low }
            documents.insert(DocumentResults(document: document), at: low)
            if let current = highlighted, current.document >= low { highlighted = (current.document + 1, current.range) }
            return low
        }
        if let slot = documents.firstIndex(where: { $0.document == document }) { return slot }
        var position = documents.count
        if let document {
            position = documents.firstIndex { other in
                guard let otherDocument = other.document else { return false }
                return searchable.compare(document: document, toDocument: otherDocument) == .orderedAscending
            } ?? documents.count
        }
        documents.insert(DocumentResults(document: document), at: position)
        if let current = highlighted, current.document >= position { highlighted = (current.document + 1, current.range) }
        return position
    }

    /// Where `document`'s slot is or belongs, by binary search over the slots (which are in
    /// document order); nil when a slot without a document is met, to search linearly instead.
    private func sortedPosition(of document: UITextSearchDocumentIdentifier, in searchable: _TextSearchingBox) -> Int? {
        var low = 0, high = documents.count
        while low < high {
            let middle = (low + high) / 2
            guard let other = documents[middle].document else { return nil }
            if searchable.compare(document: other, toDocument: document) == .orderedAscending {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    func insertionIndex(for range: UITextRange, in ranges: ChunkedList<FoundRangeChunk>, document: UITextSearchDocumentIdentifier?) -> Int {
        guard let searchable = searchableBox else { return ranges.count }
        return ranges.partitioningIndex { searchable.compare($0, toRange: range, document: document) != .orderedAscending }
    }

    /// Where `range` is among its document's results: the result that compares the same (made
    /// afresh when the results are byte ranges), or this very object.
    func index(of range: UITextRange, inDocument slot: Int) -> Int? {
        let ranges = documents[slot].ranges
        let document = documents[slot].document
        let position = insertionIndex(for: range, in: ranges, document: document)
        if position < ranges.count, ranges[position] === range || searchableBox?.compare(ranges[position], toRange: range, document: document) == .orderedSame {
            return position
        }
        var offset = 0
        for chunk in ranges.chunks {
            if let index = chunk.firstIndex(identicalTo: range) { return offset + index }
            offset += chunk.count
        }
        return nil
    }

    private func withdraw(_ range: UITextRange, document: UITextSearchDocumentIdentifier?) {
        guard let slot = documents.firstIndex(where: { $0.document == document }),
              let index = index(of: range, inDocument: slot) else { return }
        documents[slot].ranges.remove(at: index)
        searchableBox?.decorate(foundTextRange: range, document: document, usingStyle: .normal)
        if highlighted?.range === range { highlighted = nil }
    }

    private func cancelDecorations() {
        searchableBox?.clearAllDecoratedFoundText()
        let dropped = documents.map(\.ranges)
        documents = []
        Self.releaseOffMainActor(dropped)
        highlighted = nil
    }

    // MARK: - Navigating

    /// The first result at or after the selection (or the first result), wrapping around when
    /// `wraps` is true; otherwise only a result after the selection in its document qualifies.
    func firstResult(
        after selection: UITextRange?, document: UITextSearchDocumentIdentifier?, wraps: Bool = true
    ) -> (document: Int, range: UITextRange)? {
        guard resultCount > 0 else { return nil }
        if let selection, let slot = documents.firstIndex(where: { $0.document == document }) {
            let position = insertionIndex(for: selection, in: documents[slot].ranges, document: documents[slot].document)
            if position < documents[slot].ranges.count { return (slot, documents[slot].ranges[position]) }
            guard wraps else { return nil }
            return step(from: (slot, documents[slot].ranges.count - 1), by: 1)
        }
        // No result in the selection's document: the first in a document after it. Documents
        // are usually searched from the selection's on, so this one stands before the end.
        if let document, let searchable = searchableBox,
           let slot = documents.firstIndex(where: { other in
               guard let otherDocument = other.document, !other.ranges.isEmpty else { return false }
               return searchable.compare(document: document, toDocument: otherDocument) == .orderedAscending
           }) {
            return (slot, documents[slot].ranges[0])
        }
        guard wraps else { return nil }
        guard let slot = documents.firstIndex(where: { !$0.ranges.isEmpty }) else { return nil }
        return (slot, documents[slot].ranges[0])
    }

    /// The result `offset` places from the one at `index` of document `slot`, wrapping through documents.
    func step(from location: (slot: Int, index: Int), by offset: Int) -> (document: Int, range: UITextRange)? {
        guard resultCount > 0 else { return nil }
        var slot = location.slot
        var index = location.index + offset
        while index < 0 || index >= documents[slot].ranges.count {
            if index < 0 {
                slot = (slot - 1 + documents.count) % documents.count
                index = documents[slot].ranges.count - 1
            } else {
                slot = (slot + 1) % documents.count
                index = 0
            }
            if !documents[slot].ranges.isEmpty, index >= 0, index < documents[slot].ranges.count { break }
        }
        return (slot, documents[slot].ranges[index])
    }

    func moveHighlight(in direction: UITextStorageDirection) {
        guard resultCount > 0 else { return }
        let next: (document: Int, range: UITextRange)?
        if let current = highlighted, let index = index(of: current.range, inDocument: current.document) {
            next = step(from: (current.document, index), by: direction == .forward ? 1 : -1)
        } else {
            next = firstResult(after: searchableBox?.selectedTextRange, document: searchableBox?.selectedTextSearchDocument)
        }
        if let next { highlight(next) }
        notifyChange()
    }

    func highlight(_ result: (document: Int, range: UITextRange)) {
        guard let searchable = searchableBox else { return }
        let document = documents[result.document].document
        if let old = highlighted, old.range !== result.range {
            searchable.decorate(foundTextRange: old.range, document: documents[old.document].document, usingStyle: .found)
        }
        searchable.willHighlight(foundTextRange: result.range, document: document)
        highlighted = result
        searchable.decorate(foundTextRange: result.range, document: document, usingStyle: .highlighted)
        searchable.scrollRangeToVisible(result.range, inDocument: document)
    }
}
