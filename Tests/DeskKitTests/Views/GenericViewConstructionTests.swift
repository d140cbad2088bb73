import Testing
@testable import DeskKit

/// Generic code builds views from their type alone (`T()`), as UIKit apps do for grids of cells;
/// `init()` is required of every view, and it runs the type's own `init(frame:)` as UIKit's does.
@MainActor
@Suite struct GenericViewConstructionTests {
    final class FrameCountingView: UIView {
        var madeWithFrame = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeWithFrame = true
        }
        required init?(coder: NSCoder) { fatalError("not used in tests") }
    }

    @MainActor final class Grid<T: UIView> {
        let cells = [T(), T(), T(), T()]
    }

    @Test func aGridOfAnyViewTypeBuildsItsCellsFromTheType() {
        let labels = Grid<UILabel>()
        #expect(labels.cells.count == 4)
        #expect(Set(labels.cells.map(ObjectIdentifier.init)).count == 4)
        labels.cells[0].text = "Top leading"
        #expect(labels.cells[0].intrinsicContentSize.width > 0)

        let buttons = Grid<UIButton>()
        #expect(buttons.cells.allSatisfy { $0.frame == .zero })
        let texts = Grid<UITextView>()
        #expect(texts.cells.allSatisfy { $0.isEditable })
    }

    @Test func aViewsOwnFrameInitializerRunsWhenItIsBuiltFromItsType() {
        let grid = Grid<FrameCountingView>()
        #expect(grid.cells.allSatisfy { $0.madeWithFrame })
        #expect(grid.cells.allSatisfy { $0.frame == .zero })
    }

    @Test func aViewBuiltFromItsTypeJoinsAHierarchyLikeAnyOther() {
        let grid = Grid<UIView>()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        for (index, cell) in grid.cells.enumerated() {
            cell.frame = CGRect(x: CGFloat(index % 2) * 100, y: CGFloat(index / 2) * 100, width: 100, height: 100)
            container.addSubview(cell)
        }
        #expect(container.subviews.count == 4)
        #expect(container.hitTest(CGPoint(x: 150, y: 150), with: nil) === grid.cells[3])
    }
}
