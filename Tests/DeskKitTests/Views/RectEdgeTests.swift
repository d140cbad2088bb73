import DeskKit
import Testing

struct RectEdgeTests {
    @Test func edgeSetsCombineAsTheKeyboardSampleMovesShapes() {
        var moving: UIRectEdge = .left
        moving = moving.union(.top)
        #expect(moving.contains(.left) && moving.contains(.top) && !moving.contains(.right))
        #expect(moving.subtracting(.left) == .top)
        #expect(moving.subtracting([.left, .top]).isEmpty)
        #expect(UIRectEdge.all.rawValue == 15 && UIRectEdge.none.isEmpty)
    }
}
