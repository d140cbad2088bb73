import Foundation

/// A set of item numbers kept as one bit per item, for selections of collections with many
/// items: membership, insertion and removal touch one machine word, and iteration is ascending.
///
/// Negative numbers are never members; inserting one does nothing.
struct _ItemSet: Sequence, Equatable {
    private var words: [UInt64] = []
    /// How many items are in the set.
    private(set) var count = 0

    init() {}

    init<Items: Sequence>(_ items: Items) where Items.Element == Int {
        for item in items { insert(item) }
    }

    var isEmpty: Bool { count == 0 }

    func contains(_ item: Int) -> Bool {
        guard item >= 0 else { return false }
        let word = item >> 6
        return word < words.count && words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Adds `item`; returns whether it was missing.
    @discardableResult
    mutating func insert(_ item: Int) -> Bool {
        guard item >= 0 else { return false }
        let word = item >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        let bit: UInt64 = 1 << UInt64(item & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        count += 1
        return true
    }

    /// Takes `item` out; returns whether it was there.
    @discardableResult
    mutating func remove(_ item: Int) -> Bool {
        guard contains(item) else { return false }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
        return true
    }

    /// The items in ascending order (already sorted: no sorting happens).
    func sorted() -> [Int] { Array(self) }

    static func == (lhs: _ItemSet, rhs: _ItemSet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let shared = Swift.min(lhs.words.count, rhs.words.count)
        for index in 0..<shared where lhs.words[index] != rhs.words[index] { return false }
        return lhs.words[shared...].allSatisfy { $0 == 0 } && rhs.words[shared...].allSatisfy { $0 == 0 }
    }

    func makeIterator() -> Iterator { Iterator(words: words) }

    /// Walks the set bits word by word, lowest first.
    struct Iterator: IteratorProtocol {
        let words: [UInt64]
        private var index = 0
        private var current: UInt64

        init(words: [UInt64]) {
            self.words = words
            current = words.first ?? 0
        }

        mutating func next() -> Int? {
            while current == 0 {
                index += 1
                guard index < words.count else { return nil }
                current = words[index]
            }
            let bit = current.trailingZeroBitCount
            current &= current - 1
            return index << 6 | bit
        }
    }
}
