@testable import DeskKit
import DeskKitTesting
import Testing

/// The chunked list the find session and the text view keep results in, against a plain sorted
/// array doing the same operations.
struct ChunkedListTests {
    @Test func randomOperationsMatchASortedArray() {
        var random = TestRandom("ChunkedListTests")
        for round in 0..<300 {
            var list = ChunkedList<[Int]>()
            var model: [Int] = []
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    // A strictly increasing run, as a search reports: after the rest, inside a gap,
                    // or interleaving with what is kept.
                    let base = Int.random(in: 0...400, using: &random)
                    let run = Set((0..<Int.random(in: 1...20, using: &random)).map { _ in base + Int.random(in: 0...60, using: &random) }).sorted()
                    list.insertSorted(run, by: <)
                    model = Array(Set(model).union(run)).sorted()
                case 6..<8 where !model.isEmpty:
                    let index = Int.random(in: 0..<model.count, using: &random)
                    list.remove(at: index)
                    model.remove(at: index)
                case 8 where !model.isEmpty:
                    let length = Int.random(in: 0...model.count, using: &random)
                    list.truncate(to: length)
                    model.removeSubrange(length...)
                default:
                    let value = Int.random(in: 0...500, using: &random)
                    #expect(list.partitioningIndex { $0 >= value } == (model.firstIndex { $0 >= value } ?? model.count), "round \(round), seed \(random.seed)")
                }
                #expect(list.elements == model, "round \(round), seed \(random.seed)")
                #expect(list.count == model.count)
                #expect(model.indices.allSatisfy { list[$0] == model[$0] }, "round \(round), seed \(random.seed)")
                if !model.isEmpty {
                    let from = Int.random(in: 0..<model.count, using: &random)
                    var seen: [Int] = []
                    list.forEach(from: from) { seen.append($0); return seen.count < 5 }
                    #expect(seen == Array(model[from...].prefix(5)), "round \(round), seed \(random.seed)")
                }
            }
        }
    }

    @Test func aRunAfterOrBetweenKeptElementsIsKeptAsItCame() {
        var list = ChunkedList<[Int]>()
        list.insertSorted([10, 20, 30], by: <)
        list.insertSorted([40, 50], by: <)
        list.insertSorted([1, 2], by: <)
        list.insertSorted([21, 22], by: <)
        #expect(list.elements == [1, 2, 10, 20, 21, 22, 30, 40, 50])
        // No element was copied into a merged chunk: each run is still a chunk of its own.
        #expect(list.chunks.contains([1, 2]) && list.chunks.contains([21, 22]) && list.chunks.contains([40, 50]))
        list.insertSorted([20], by: <)
        #expect(list.count == 9)
    }
}
