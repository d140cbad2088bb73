import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Bands in the fixture start in the gap at (55, 55), between items 0, 1, 5 and 6, and end at
/// (175, 175), covering columns 1–2 of rows 1–2: items 6, 7, 11 and 12.
@MainActor
@Suite("Collection view band selection")
struct CollectionBandSelectionTests {
    @Test("A plain band replaces the selection with the items under it")
    func plainBandReplaces() {
        let fixture = CollectionFixture()
        fixture.select(0, 30)
        fixture.host.drag(from: fixture.window(55, 55), to: fixture.window(175, 175))
        #expect(fixture.selected == [6, 7, 11, 12])
        #expect(fixture.host.bandRect == nil)
    }

    @Test("Shift adds the items under the band to the selection")
    func shiftAdds() {
        let fixture = CollectionFixture()
        fixture.select(0, 6)
        fixture.host.drag(from: fixture.window(55, 55), to: fixture.window(175, 175), modifiers: .shift)
        #expect(fixture.selected == [0, 6, 7, 11, 12])
    }

    @Test("Ctrl (the command modifier) toggles the items under the band from the start's selection")
    func commandToggles() {
        let fixture = CollectionFixture()
        fixture.select(0, 6, 12)
        fixture.host.drag(from: fixture.window(55, 55), to: fixture.window(175, 175), modifiers: .command)
        #expect(fixture.selected == [0, 7, 11])
    }

    @Test("Shrinking the band gives back what it left, relative to the selection at the start")
    func shrinkingRestores() {
        let fixture = CollectionFixture()
        fixture.select(6, 12)
        let host = fixture.host
        host.pointerDown(at: fixture.window(55, 55), modifiers: .command)
        host.pointerMove(to: fixture.window(175, 175), modifiers: .command)
        #expect(fixture.selected == [7, 11])
        #expect(host.bandRect == CGRect(x: 65, y: 65, width: 120, height: 120))
        host.pointerMove(to: fixture.window(115, 115), modifiers: .command)
        #expect(fixture.selected == [12])
        host.pointerUp(at: fixture.window(115, 115), modifiers: .command)
        #expect(fixture.selected == [12])
        #expect(fixture.log.events == ["-6", "+7", "+11", "-12", "-7", "-11", "+12"])
    }

    @Test("Esc cancels the band and restores the selection it began with")
    func escapeCancels() {
        for modifiers: UIKeyModifierFlags in [[], .shift, .command] {
            let fixture = CollectionFixture()
            fixture.select(0, 6)
            let host = fixture.host
            host.pointerDown(at: fixture.window(55, 55), modifiers: modifiers)
            host.pointerMove(to: fixture.window(175, 175), modifiers: modifiers)
            #expect(fixture.selected != [0, 6])
            #expect(host.press(UIKeyCommand.inputEscape))
            #expect(fixture.selected == [0, 6])
            #expect(host.bandRect == nil)
            // The rest of the drag does not bring the band back.
            host.pointerMove(to: fixture.window(235, 235), modifiers: modifiers)
            host.pointerUp(at: fixture.window(235, 235), modifiers: modifiers)
            #expect(fixture.selected == [0, 6])
        }
    }

    @Test("A finger drag over empty space scrolls and never starts a band")
    func touchNeverBands() {
        let fixture = CollectionFixture()
        fixture.select(0)
        fixture.host.touchDrag(from: fixture.window(55, 175), to: fixture.window(175, 55))
        #expect(fixture.selected == [0])
        #expect(fixture.host.bandRect == nil)
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 120))
    }

    @Test("A drag that starts on an item selects the item and draws no band")
    func dragFromItem() {
        let fixture = CollectionFixture()
        fixture.host.drag(from: fixture.center(of: 0), to: fixture.window(175, 175))
        #expect(fixture.selected == [0])
        #expect(fixture.host.bandRect == nil)
    }

    @Test("Without multiple selection there is no band")
    func singleSelectionHasNoBand() {
        let fixture = CollectionFixture(multiple: false)
        fixture.select(3)
        fixture.host.drag(from: fixture.window(55, 55), to: fixture.window(175, 175))
        #expect(fixture.selected == [3])
    }

    @Test("A band reaching the bottom edge scrolls, and its anchor stays on the content")
    func autoscroll() {
        let fixture = CollectionFixture()
        // The last move and the release land 5 points inside the 24-point edge margin: 19 points each.
        fixture.host.drag(from: fixture.window(55, 55), to: fixture.window(115, 225))
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 38))
        // Content rows 1–4 of column 1 (y 55…263).
        #expect(fixture.selected == [6, 11, 16, 21])
    }
}
