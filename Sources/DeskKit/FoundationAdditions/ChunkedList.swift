/// A part of a ``ChunkedList``: it can be cut, and made from elements.
protocol ListChunk: RandomAccessCollection where Index == Int {
    init(elements: [Element])
    func extracting(_ bounds: Range<Int>) -> Self
}

extension Array: ListChunk {
    init(elements: [Element]) { self = elements }
    func extracting(_ bounds: Range<Int>) -> [Element] { Array(self[bounds]) }
}

/// A list kept as the chunks it was built from, so adding a batch of a million search results
/// keeps the batch as it is: no copy, no growing of one huge array on the main actor.
///
/// Indices count elements across chunks; finding one is a binary search over the chunks.
struct ChunkedList<Chunk: ListChunk> {
    typealias Element = Chunk.Element

    private(set) var chunks: [Chunk] = []
    /// `ends[i]` is how many elements chunks `0...i` hold together.
    private var ends: [Int] = []

    init() {}

    var count: Int { ends.last ?? 0 }
    var isEmpty: Bool { ends.isEmpty }
    var first: Element? { chunks.first?.first }
    var last: Element? { chunks.last?.last }

    subscript(index: Int) -> Element {
        let (chunk, offset) = locate(index)
        return chunks[chunk][chunks[chunk].startIndex + offset]
    }

    /// The chunk holding element `index`, and the element's place in it.
    private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        precondition(index >= 0 && index < count, "index out of range")
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return (low, index - (low == 0 ? 0 : ends[low - 1]))
    }

    /// Every element, in order.
    var elements: [Element] { Array(chunks.joined()) }

    mutating func append(_ chunk: Chunk) {
        guard !chunk.isEmpty else { return }
        ends.append(count + chunk.count)
        chunks.append(chunk)
    }

    /// Inserts `chunk` so that its first element gets index `index`.
    mutating func insert(_ chunk: Chunk, at index: Int) {
        guard !chunk.isEmpty else { return }
        guard index < count else { return append(chunk) }
        let place = splitting(at: index)
        chunks.insert(chunk, at: place)
        recountEnds(from: place)
    }

    mutating func remove(at index: Int) {
        let (place, offset) = locate(index)
        let chunk = chunks[place]
        let start = chunk.startIndex
        var parts: [Chunk] = []
        if offset > 0 { parts.append(chunk.extracting(start..<(start + offset))) }
        if offset + 1 < chunk.count { parts.append(chunk.extracting((start + offset + 1)..<(start + chunk.count))) }
        chunks.replaceSubrange(place...place, with: parts)
        recountEnds(from: place)
    }

    /// Keeps the first `length` elements.
    mutating func truncate(to length: Int) {
        guard length < count else { return }
        guard length > 0 else { return self = ChunkedList() }
        let place = splitting(at: length)
        chunks.removeSubrange(place...)
        ends.removeSubrange(place...)
    }

    /// Cuts the chunk holding element `index` so that a chunk starts there; returns that chunk's place.
    private mutating func splitting(at index: Int) -> Int {
        let (place, offset) = locate(index)
        guard offset > 0 else { return place }
        let chunk = chunks[place]
        let start = chunk.startIndex
        chunks.replaceSubrange(place...place, with: [
            chunk.extracting(start..<(start + offset)), chunk.extracting((start + offset)..<(start + chunk.count)),
        ])
        ends.insert(ends[place] - (chunk.count - offset), at: place)
        return place + 1
    }

    private mutating func recountEnds(from place: Int) {
        ends.removeSubrange(place...)
        var total = place == 0 ? 0 : ends[place - 1]
        for chunk in chunks[place...] {
            total += chunk.count
            ends.append(total)
        }
    }

    /// The first index whose element satisfies `isAtOrAfter`, which must be false for a prefix
    /// of the list and true for the rest (binary search).
    func partitioningIndex(where isAtOrAfter: (Element) -> Bool) -> Int {
        var low = 0, high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if let last = chunks[middle].last, !isAtOrAfter(last) { low = middle + 1 } else { high = middle }
        }
        guard low < chunks.count else { return count }
        let chunk = chunks[low]
        var first = chunk.startIndex, end = chunk.endIndex
        while first < end {
            let middle = (first + end) / 2
            if isAtOrAfter(chunk[middle]) { end = middle } else { first = middle + 1 }
        }
        return (low == 0 ? 0 : ends[low - 1]) + (first - chunk.startIndex)
    }

    /// Calls `body` with the elements from `index` on, in order, until it returns false.
    func forEach(from index: Int, _ body: (Element) -> Bool) {
        guard index < count else { return }
        var (place, offset) = locate(index)
        while place < chunks.count {
            let chunk = chunks[place]
            for position in (chunk.startIndex + offset)..<chunk.endIndex {
                guard body(chunk[position]) else { return }
            }
            place += 1
            offset = 0
        }
    }

    /// Adds a sorted run so that the list stays sorted, keeping one of two equal elements.
    ///
    /// A run after everything kept, or wholly between two kept elements (the start of the text
    /// reported after its end, when a search wrapped around), goes in as it is; a run that
    /// interleaves with kept elements is merged element by element.
    mutating func insertSorted(_ run: Chunk, by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard let runFirst = run.first, let runLast = run.last else { return }
        guard let last, !areInIncreasingOrder(last, runFirst) else { return append(run) }
        let start = partitioningIndex { !areInIncreasingOrder($0, runFirst) }
        let next = self[start]
        if areInIncreasingOrder(runLast, next) { return insert(run, at: start) }
        // One element that `next` equals: it is there already.
        if run.count == 1 { return }
        var tail: [Element] = []
        forEach(from: start) { tail.append($0); return true }
        var merged: [Element] = []
        merged.reserveCapacity(tail.count + run.count)
        var left = 0, right = run.startIndex
        while left < tail.count || right < run.endIndex {
            let element: Element
            if right == run.endIndex || left < tail.count && !areInIncreasingOrder(run[right], tail[left]) {
                element = tail[left]
                left += 1
            } else {
                element = run[right]
                right += 1
            }
            if let previous = merged.last, !areInIncreasingOrder(previous, element) { continue }
            merged.append(element)
        }
        truncate(to: start)
        append(Chunk(elements: merged))
    }
}

extension ChunkedList: Sendable where Chunk: Sendable {}
