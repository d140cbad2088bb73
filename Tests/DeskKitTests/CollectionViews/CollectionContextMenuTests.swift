import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A secondary click on a collection view asks its delegate for the items' context menu, as
/// the Markdown sample's outline does: the selection when clicking a selected item, the clicked
/// item otherwise, no items on empty space.
@MainActor
@Suite struct CollectionContextMenuTests {
    final class MenuDelegate: UICollectionViewDelegate {
        var requests: [(items: [Int], point: CGPoint)] = []

        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
            requests.append((indexPaths.map(\.item), point))
            if indexPaths.isEmpty { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                let title = indexPaths.count > 1 ? "Delete Selected" : "Delete"
                return UIMenu(children: [UIAction(title: title) { _ in }])
            }
        }
    }

    @Test func itemsGetTheirDelegatesMenu() throws {
        let fixture = CollectionFixture()
        let delegate = MenuDelegate()
        fixture.collectionView.delegate = delegate

        let single = try #require(fixture.host.rightClick(at: fixture.center(of: 7)))
        #expect(single.children.map(\.title) == ["Delete"])
        #expect(delegate.requests.last?.items == [7])
        #expect(delegate.requests.last?.point == CGPoint(x: 145, y: 85))

        fixture.select(2, 3, 4)
        let several = try #require(fixture.host.rightClick(at: fixture.center(of: 3)))
        #expect(several.children.map(\.title) == ["Delete Selected"])
        #expect(delegate.requests.last?.items == [2, 3, 4])

        // An unselected item: that item alone, the selection kept.
        _ = fixture.host.rightClick(at: fixture.center(of: 9))
        #expect(delegate.requests.last?.items == [9])
        #expect(fixture.selected == [2, 3, 4])

        // Empty space: asked with no items; nil shows nothing.
        #expect(fixture.host.rightClick(at: fixture.window(325, 5)) == nil)
        #expect(delegate.requests.last?.items == [])

        // Scrolled, the point is in the content's coordinates.
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        _ = fixture.host.rightClick(at: fixture.center(of: 7))
        #expect(delegate.requests.last?.items == [12])
        #expect(delegate.requests.last?.point == CGPoint(x: 145, y: 145))
    }
}
