@testable import DeskKit
import Foundation
import Testing

@Suite("Item set")
struct ItemSetTests {
    @Test("Behaves as a set of non-negative integers and iterates in ascending order")
    func matchesSet() {
        var items = _ItemSet()
        var reference = Set<Int>()
        // A fixed scramble of inserts and removals, the same on every run.
        for step in 0..<5000 {
            let item = (step * 7919 + 13) % 3000
            if (step * 31) % 3 != 0 {
                let inserted = items.insert(item)
                #expect(inserted == reference.insert(item).inserted)
            } else {
                let removed = items.remove(item)
                #expect(removed == (reference.remove(item) != nil))
            }
        }
        #expect(items.count == reference.count)
        #expect(Array(items) == reference.sorted())
        #expect(items.sorted() == reference.sorted())
        #expect((0..<3000).allSatisfy { items.contains($0) == reference.contains($0) })
        #expect(items == _ItemSet(reference.sorted().reversed()))
    }

    @Test("Negative numbers are never members; sets equal whatever their capacity")
    func edges() {
        var items = _ItemSet()
        let insertedNegative = items.insert(-1)
        let removedNegative = items.remove(-5)
        #expect(!insertedNegative)
        #expect(!removedNegative)
        #expect(!items.contains(-1))
        #expect(items.isEmpty)
        items.insert(200)
        items.remove(200)
        #expect(items == _ItemSet())
        #expect(Array(items).isEmpty)
        #expect(!items.contains(10_000))
    }
}
