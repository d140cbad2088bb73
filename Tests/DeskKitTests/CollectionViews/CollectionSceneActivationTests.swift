import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A cell with a thumbnail subview, as in the seed's preview example.
@MainActor
final class ThumbnailCell: UICollectionViewCell {
    let thumbnailView = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(thumbnailView)
    }
}

/// The seed's delegate: items open in new windows with their thumbnail as the preview.
@MainActor
final class OpeningDelegate: UICollectionViewDelegate {
    var lastPreview: UITargetedPreview?
    var refusesItem: Int?

    func itemUserActivity(at indexPath: IndexPath) -> NSUserActivity? {
        guard indexPath.item != refusesItem else { return nil }
        let activity = NSUserActivity(activityType: "com.myapp.detailscene")
        activity.targetContentIdentifier = "item-\(indexPath.item)"
        return activity
    }

    func collectionView(_ collectionView: UICollectionView,
                        sceneActivationConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIWindowScene.ActivationConfiguration? {
        guard let itemActivity = itemUserActivity(at: indexPath) else {
            return nil
        }
        let configuration = UIWindowScene.ActivationConfiguration(userActivity: itemActivity)

        if let cell = collectionView.cellForItem(at: indexPath) as? ThumbnailCell {
            configuration.preview = UITargetedPreview(view: cell.thumbnailView)
        }
        lastPreview = configuration.preview
        return configuration
    }
}

@MainActor
@Suite(.serialized)
struct CollectionSceneActivationTests {
    /// The collection view holds its delegate weakly: callers keep the returned delegate alive.
    private func fixture() -> (CollectionFixture, OpeningDelegate) {
        let fixture = CollectionFixture(sections: [20])
        fixture.collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: "number")
        fixture.collectionView.reloadData()
        let delegate = OpeningDelegate()
        fixture.collectionView.delegate = delegate
        fixture.host.application.supportedUserActivityTypes = ["com.myapp.detailscene"]
        fixture.host.keyWindow?.layoutIfNeeded()
        return (fixture, delegate)
    }

    @Test func middleClickOpensTheItemWithItsThumbnailAsPreview() {
        let (fixture, delegate) = fixture()
        fixture.host.middleClick(at: fixture.center(of: 3))
        #expect(fixture.host.windows.count == 2)
        #expect(delegate.lastPreview?.view.superview is ThumbnailCell)
        #expect(fixture.host.windows.last?.windowScene?.requestingScene === fixture.host.windows.first?.windowScene)
        #expect(fixture.host.windows.last?.windowScene?.presentationStyle == .standard, "a middle click opens a window of its own")
        // The preview says where the opening transition starts: the thumbnail's frame in the browser.
        let transition = fixture.host.windows.last?.windowScene?.openingTransition
        #expect(transition?.sourceWindow === fixture.host.windows.first)
        #expect(transition?.sourceFrame == delegate.lastPreview?.frameInWindow)
        #expect(transition.map { !$0.sourceFrame.isEmpty } == true)
    }

    @Test func controlEnterOpensTheSelectedItem() {
        let (fixture, delegate) = fixture()
        defer { withExtendedLifetime(delegate) {} }
        fixture.host.pointerClick(at: fixture.center(of: 7))
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        fixture.collectionView.becomeFirstResponder()
        #expect(fixture.host.press("\r", modifiers: .command))
        #expect(fixture.host.windows.count == 2)
    }

    @Test func pinchOutOpensAndSmallPinchDoesNot() {
        let (fixture, delegate) = fixture()
        defer { withExtendedLifetime(delegate) {} }
        #expect(!fixture.host.pinch(at: fixture.center(of: 1), scale: 1.1))
        #expect(fixture.host.pinch(at: fixture.center(of: 1), scale: 1.8))
        #expect(fixture.host.windows.count == 2)
        // Pinching open presents prominently, over the browser.
        #expect(fixture.host.windows.last?.windowScene?.presentationStyle == .prominent)
        #expect(fixture.host.windows.last?.windowScene?.requestingScene === fixture.host.windows.first?.windowScene)
    }

    @Test func nilConfigurationOpensNothing() {
        let (fixture, delegate) = fixture()
        delegate.refusesItem = 2
        fixture.host.middleClick(at: fixture.center(of: 2))
        #expect(!fixture.host.pinch(at: fixture.center(of: 2), scale: 2))
        #expect(fixture.host.windows.count == 1)
    }

    @Test func openingShownContentBringsItsWindowForward() throws {
        let (fixture, delegate) = fixture()
        defer { withExtendedLifetime(delegate) {} }
        fixture.host.middleClick(at: fixture.center(of: 4))
        let opened = try #require(fixture.host.windows.last?.windowScene)
        opened.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { object, _ in
            (object as? String) == "item-4"
        }
        fixture.host.windows.first?.makeKey()
        fixture.host.middleClick(at: fixture.center(of: 4), in: fixture.host.windows.first)
        #expect(fixture.host.windows.count == 2)
        #expect(fixture.host.keyWindow?.windowScene === opened)
    }
}
