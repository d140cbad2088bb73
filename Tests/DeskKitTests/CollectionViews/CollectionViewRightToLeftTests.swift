@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// In Arabic and Hebrew the flow layout's rows run from the right, as UIKit mirrors it: the
/// first item is at the right edge, and points find the items drawn there.
@MainActor
@Suite("Collection view, right to left")
struct CollectionViewRightToLeftTests {
    @Test(arguments: ["ar", "he"]) func flowLayoutRowsRunFromTheRight(language: String) {
        LocalizationLanguage.$pinned.withValue(language) {
            let fixture = CollectionFixture()
            let view = fixture.collectionView
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            // Five 50-point columns 10 apart in 330 points: the first ends at the right edge.
            #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 280, y: 0, width: 50, height: 50))
            #expect(view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 160, y: 60, width: 50, height: 50))
            #expect(view.indexPathForItem(at: CGPoint(x: 170, y: 70)) == IndexPath(item: 7, section: 0))
            #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 70)) == IndexPath(item: 8, section: 0))
            #expect(view.contentSize == CGSize(width: 330, height: 470))
            fixture.host.pointerClick(at: fixture.window(305, 25))
            #expect(fixture.selected == [0], "a click at the right edge selects the first item")
        }
    }

    @Test func flowLayoutRowsRunFromTheLeftInEnglish() {
        let fixture = CollectionFixture()
        #expect(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}
