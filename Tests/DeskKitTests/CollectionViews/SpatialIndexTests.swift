@testable import DeskKit
import Foundation
import Testing

/// A fixed-seed generator, so the randomized comparisons are the same on every run.
fileprivate struct BandRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

@Suite("Band selection engine")
struct SpatialIndexTests {
    static func linear(_ frames: [CGRect], _ rect: CGRect) -> Set<Int> {
        Set(frames.indices.filter { _SpatialGrid.overlaps(frames[$0], rect) })
    }

    fileprivate static func randomRect(_ random: inout BandRandom, in extent: CGFloat, minimumSize: Int = 0) -> CGRect {
        let x = CGFloat(Int.random(in: 0..<Int(extent), using: &random))
        let y = CGFloat(Int.random(in: 0..<Int(extent), using: &random))
        return CGRect(x: x, y: y, width: CGFloat(Int.random(in: minimumSize...120, using: &random)), height: CGFloat(Int.random(in: minimumSize...120, using: &random)))
    }

    /// Items have area (an empty frame is never found); queries may be lines or points.
    @Test("The grid finds exactly the items a linear scan finds, each once, frames of any size")
    func gridMatchesLinearScan() {
        var random = BandRandom(state: 7)
        let frames = (0..<600).map { _ in Self.randomRect(&random, in: 500, minimumSize: 1) }
        let grid = _SpatialGrid(frames: frames, bucketSize: 40)
        for _ in 0..<300 {
            let query = Self.randomRect(&random, in: 520)
            var found: [Int] = []
            grid.forEachItem(in: query) { found.append($0) }
            #expect(found.count == Set(found).count)
            #expect(Set(found) == Self.linear(frames, query))
        }
    }

    @Test("A query far outside the items, or not a number, finds what a linear scan finds")
    func queriesFarOutsideFindTheEdgeItems() {
        let frames = (0..<20).map { CGRect(x: Double($0) * 30, y: 0, width: 20, height: 20) }
        let grid = _SpatialGrid(frames: frames, bucketSize: 40)
        for query in [CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), CGRect(x: 1e18, y: 5, width: 1, height: 1),
                      CGRect(x: CGFloat.nan, y: 5, width: 10, height: 10), CGRect(x: -CGFloat.infinity, y: 0, width: 100, height: 10)] {
            var found: [Int] = []
            grid.forEachItem(in: query) { found.append($0) }
            #expect(Set(found) == Self.linear(frames, query), "\(query)")
        }
    }

    @Test("Tracking a band through random moves keeps exactly the items under it")
    func trackerMatchesLinearScan() {
        var random = BandRandom(state: 11)
        let frames = (0..<2000).map { CGRect(x: CGFloat($0 % 40) * 25, y: CGFloat($0 / 40) * 25, width: 20, height: 20) }
        let grid = _SpatialGrid(frames: frames)
        for mode in [_BandSelectionTracker.Mode.replace, .add, .toggle] {
            let base = Set((0..<2000).filter { $0 % 7 == 0 })
            var tracker = _BandSelectionTracker(mode: mode, base: base)
            let anchor = CGPoint(x: 480, y: 610)
            for _ in 0..<200 {
                let pointer = CGPoint(x: CGFloat(Int.random(in: 0...1000, using: &random)), y: CGFloat(Int.random(in: 0...1250, using: &random)))
                let rect = CGRect(x: min(anchor.x, pointer.x), y: min(anchor.y, pointer.y), width: abs(pointer.x - anchor.x), height: abs(pointer.y - anchor.y))
                tracker.update(to: rect, in: grid) { _ in }
                let expected = Self.linear(frames, rect)
                #expect(tracker.inBand == expected)
                let selected = Set((0..<2000).filter { tracker.isSelected($0) })
                switch mode {
                case .replace: #expect(selected == expected)
                case .add: #expect(selected == base.union(expected))
                case .toggle: #expect(selected == base.symmetricDifference(expected))
                }
            }
        }
    }
}
