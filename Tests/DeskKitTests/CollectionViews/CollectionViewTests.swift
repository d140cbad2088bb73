import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite("Collection view")
struct CollectionViewTests {
    @Test("Items are laid out in rows and found by point, gaps are empty space")
    func layoutAndHitTesting() {
        let fixture = CollectionFixture()
        let view = fixture.collectionView
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 0) == 40)
        #expect(view.contentSize == CGSize(width: 330, height: 470))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 120, y: 60, width: 50, height: 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 70)) == IndexPath(item: 7, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 55, y: 70)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 55)) == nil)
    }

    @Test("Only visible items have cells, placed by the content offset and reused when scrolled away")
    func visibleCellsAndReuse() throws {
        let fixture = CollectionFixture()
        let view = fixture.collectionView
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<20))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 7, section: 0)))
        #expect(cell.tag == 7)
        #expect(cell.frame == CGRect(x: 120, y: 60, width: 50, height: 50))
        #expect(cell.superview === view)
        view.contentOffset = CGPoint(x: 0, y: 240)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(20..<40))
        #expect(view.cellForItem(at: IndexPath(item: 25, section: 0))?.frame == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 70)) == IndexPath(item: 25, section: 0))
        // 20 cells made at first; scrolling reused 20 of them for the next 20 items.
        #expect(view.subviews.compactMap { $0 as? UICollectionViewCell }.count == 20)
    }

    @Test("Sections stack and are addressed by index path")
    func sections() {
        let fixture = CollectionFixture(sections: [3, 0, 7])
        let view = fixture.collectionView
        #expect(view.numberOfSections == 3)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.origin == CGPoint(x: 0, y: 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 70, y: 130)) == IndexPath(item: 6, section: 2))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        view.selectItem(at: IndexPath(item: 6, section: 2), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 6, section: 2)])
    }

    @Test("Selecting in code replaces in single mode, adds in multiple mode, and tells no delegate")
    func programmaticSelection() {
        let single = CollectionFixture(multiple: false)
        single.select(2, 4)
        #expect(single.selected == [4])
        let multiple = CollectionFixture()
        multiple.select(2, 4)
        multiple.collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(multiple.selected == [4])
        #expect(multiple.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(multiple.log.events.isEmpty)
        multiple.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(multiple.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test("A click selects alone, Ctrl-click toggles, Shift-click selects the range from the anchor")
    func clicks() {
        let fixture = CollectionFixture()
        fixture.host.pointerClick(at: fixture.center(of: 3))
        #expect(fixture.selected == [3])
        fixture.host.pointerClick(at: fixture.center(of: 5), modifiers: .command)
        #expect(fixture.selected == [3, 5])
        fixture.host.pointerClick(at: fixture.center(of: 8), modifiers: .shift)
        #expect(fixture.selected == [3, 5, 6, 7, 8])
        fixture.host.pointerClick(at: fixture.center(of: 3), modifiers: .command)
        #expect(fixture.selected == [5, 6, 7, 8])
        fixture.host.pointerClick(at: fixture.center(of: 12))
        #expect(fixture.selected == [12])
        #expect(fixture.log.events == ["+3", "+5", "+6", "+7", "+8", "-3", "-5", "-6", "-7", "-8", "+12"])
        fixture.host.pointerClick(at: fixture.window(55, 55))
        #expect(fixture.selected == [])
    }

    @Test("In single selection modifiers do not add, and a refusing delegate keeps an item out")
    func singleSelectionAndRefusal() {
        let fixture = CollectionFixture(multiple: false)
        fixture.host.pointerClick(at: fixture.center(of: 3))
        fixture.host.pointerClick(at: fixture.center(of: 5), modifiers: .command)
        #expect(fixture.selected == [5])
        fixture.log.refused = [6]
        fixture.host.pointerClick(at: fixture.center(of: 6))
        #expect(fixture.selected == [])
        fixture.collectionView.allowsSelection = false
        fixture.host.pointerClick(at: fixture.center(of: 7))
        #expect(fixture.selected == [])
    }

    @Test("A finger tap toggles in multiple selection; a finger drag scrolls, clamped to the content")
    func touch() {
        let fixture = CollectionFixture()
        fixture.select(1)
        fixture.host.touchDrag(from: fixture.center(of: 2), to: fixture.center(of: 2), steps: 1)
        #expect(fixture.selected == [1, 2])
        fixture.host.touchDrag(from: fixture.center(of: 1), to: fixture.center(of: 1), steps: 1)
        #expect(fixture.selected == [2])
        fixture.host.touchDrag(from: fixture.window(65, 200), to: fixture.window(65, 100))
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 100))
        fixture.host.touchDrag(from: fixture.window(65, 220), to: fixture.window(65, 0))
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 240))
        #expect(fixture.selected == [2])
    }

    @Test("An unregistered reuse identifier is reported and a plain cell stands in")
    func unregisteredIdentifier() {
        let logs = LogCollector()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let cell = view.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "missing")
        #expect(logs.messages.contains { $0.contains("No cell is registered for the reuse identifier 'missing'") })
    }

    @Test("A plain click or a tap chooses the item; clicks that extend a selection do not")
    func primaryActionFollowsPlainClicksAndTaps() {
        let fixture = CollectionFixture()
        fixture.host.pointerClick(at: fixture.center(of: 2))
        #expect(fixture.log.events == ["+2"])
        #expect(fixture.log.opened == [2])
        fixture.host.pointerClick(at: fixture.center(of: 4), modifiers: .shift)
        fixture.host.pointerClick(at: fixture.center(of: 6), modifiers: .command)
        #expect(fixture.log.opened == [2], "extending the selection chooses nothing")

        let single = CollectionFixture(multiple: false)
        single.host.touchDrag(from: single.center(of: 3), to: single.center(of: 3), steps: 1)
        #expect(single.log.events == ["+3"])
        #expect(single.log.opened == [3])
    }
}
