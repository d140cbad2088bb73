import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Wheel and touchpad scrolling: the scroll view under the pointer scrolls within its content and
/// tells its delegate; a pan recognizer that allows the scroll type pans instead, as on iPadOS.
@MainActor
@Suite struct ScrollRoutingTests {
    final class Delegate: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    }

    /// A controller with a scroll view (200 × 125 showing 200 × 1000) and a pannable pad beside it.
    final class Content: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 125))
        let pad = UIView(frame: CGRect(x: 300, y: 0, width: 200, height: 200))
        lazy var pan = UIPanGestureRecognizer(target: self, action: Selector("panned:"))
        var events: [(UIGestureRecognizer.State, CGPoint)] = []

        override func registerActions() {
            super.registerActions()
            implement("panned:") { responder, sender in
                guard let self = responder as? Content, let pan = sender as? UIPanGestureRecognizer else { return }
                self.events.append((pan.state, pan.translation(in: self.pad)))
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            view.addSubview(scrollView)
            scrollView.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
            view.addSubview(pad)
            pad.addGestureRecognizer(pan)
        }
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointerWithinItsContent() {
        let content = Content()
        let host = makeHost(showing: content)
        let delegate = Delegate()
        content.scrollView.delegate = delegate
        // A wheel step moves a view by its height to the power 2/3: 125 → 25 points.
        #expect(host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 30, y: 30)), "over a subview, the scroll view behind it scrolls")
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 25))
        #expect(host.scrollWheel(CGPoint(x: 0, y: 3), at: CGPoint(x: 100, y: 100)))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(host.scrollWheel(CGPoint(x: 0, y: -10), at: CGPoint(x: 100, y: 100)))
        #expect(content.scrollView.contentOffset == .zero, "clamped at the top")
        #expect(!host.scrollWheel(CGPoint(x: 0, y: -1), at: CGPoint(x: 100, y: 100)), "nothing left to scroll")
        #expect(!host.scrollWheel(CGPoint(x: 1, y: 0), at: CGPoint(x: 100, y: 100)), "the content is as wide as the view")
        content.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        #expect(host.scrollWheel(CGPoint(x: 0, y: 100), at: CGPoint(x: 100, y: 100)))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 915), "clamped at the end, past the bottom inset")
        #expect(delegate.offsets == [CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 100), .zero, CGPoint(x: 0, y: 915)])

        content.scrollView.isScrollEnabled = false
        #expect(!host.scrollWheel(CGPoint(x: 0, y: -1), at: CGPoint(x: 100, y: 100)))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 915))
    }

    @Test func aTouchpadGlideScrollsByItsPoints() {
        let content = Content()
        let host = makeHost(showing: content)
        host.touchpadScroll([CGPoint(x: 0, y: 12.5), CGPoint(x: 0, y: 30), CGPoint(x: 4, y: 0)], at: CGPoint(x: 50, y: 50))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 42.5))
    }

    @Test func aPanRecognizerGetsTheScrollTypesItAllows() {
        let content = Content()
        let host = makeHost(showing: content)
        // Allowing no scroll types (the default), scrolling over the pad does nothing.
        #expect(!host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 350, y: 50)))
        host.touchpadScroll([CGPoint(x: 0, y: 10)], at: CGPoint(x: 350, y: 50))
        #expect(content.events.isEmpty)

        // Touchpad: began at the fingers' first movement, changed on each, ended when they lift;
        // the translation goes the way the fingers do (against the content's scrolling).
        content.pan.allowedScrollTypesMask = .continuous
        host.touchpadScroll([CGPoint(x: 0, y: 10), CGPoint(x: -5, y: 20), .zero, CGPoint(x: 0, y: -6)], at: CGPoint(x: 350, y: 50))
        #expect(content.events.map(\.0) == [.began, .changed, .changed, .changed, .ended])
        #expect(content.events.map(\.1) == [.zero, CGPoint(x: 0, y: -10), CGPoint(x: 5, y: -30), CGPoint(x: 5, y: -24), CGPoint(x: 5, y: -24)])
        #expect(content.pan.state == .possible)
        content.events = []
        #expect(!host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 350, y: 50)), "a wheel is discrete, not allowed")
        #expect(content.events.isEmpty)

        // Wheel: each step is a whole pan, of the step's distance (200^(2/3) → 34 points).
        content.pan.allowedScrollTypesMask = .all
        #expect(host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 350, y: 50)))
        #expect(content.events.map(\.0) == [.began, .changed, .ended])
        #expect(content.events.map(\.1) == [.zero, CGPoint(x: 0, y: -34), CGPoint(x: 0, y: -34)])
        #expect(content.pan.state == .possible)
    }

    /// The pan under the pointer wins over the scroll view around it, as the nearer target.
    @Test func theNearestTargetTakesTheScroll() {
        let content = Content()
        let host = makeHost(showing: content)
        let knob = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        content.scrollView.addSubview(knob)
        let knobPan = UIPanGestureRecognizer(target: content, action: Selector("panned:"))
        knobPan.allowedScrollTypesMask = .discrete
        knob.addGestureRecognizer(knobPan)
        #expect(host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 30, y: 30)))
        #expect(content.scrollView.contentOffset == .zero && content.events.count == 3)
        #expect(host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 100, y: 100)))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 25) && content.events.count == 3)
    }

    @Test func aCollectionViewScrollsWithTheWheel() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 216), collectionViewLayout: layout)
        let controller = UIViewController()
        controller.view.addSubview(collection)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot)
        let host = makeHost(showing: controller)
        #expect(host.scrollWheel(CGPoint(x: 0, y: 2), at: CGPoint(x: 100, y: 100)))
        #expect(collection.contentOffset == CGPoint(x: 0, y: 72), "two steps of 216^(2/3) = 36 points")
        _ = dataSource
    }
}
