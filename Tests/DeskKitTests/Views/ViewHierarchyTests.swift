import DeskKit
import Foundation
import Testing

/// Subview order, tags, layout margins and animation blocks, as UIKit code uses them.
@MainActor
@Suite struct ViewHierarchyTests {
    @Test func subviewsMoveAboveAndBelowTheirSiblings() {
        let parent = UIView(frame: .zero)
        let (a, b, c) = (UIView(frame: .zero), UIView(frame: .zero), UIView(frame: .zero))
        a.tag = 1; b.tag = 2; c.tag = 3
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1])
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        #expect(parent.viewWithTag(3) === c)
        #expect(parent.viewWithTag(9) == nil)
    }

    @Test func marginChangesReachTheViewController() {
        final class Controller: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { changes += 1 }
        }
        let controller = Controller()
        controller.view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        controller.view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        #expect(controller.changes == 1)
    }

    @Test func animationBlocksApplyAtOnceAndComplete() {
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && finished == true)
        UIView.animate(withDuration: 0.3) { view.alpha = 0.2 }
        #expect(view.alpha == 0.2)
        UIView.performWithoutAnimation { view.alpha = 1 }
        #expect(view.alpha == 1)
    }

    @Test func labelsSizeToTheirText() {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        label.font = .systemFont(ofSize: 20)
        label.text = "Roof\nFloor plan"
        label.numberOfLines = 0
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 6, width: 110, height: 48))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(.zero) == CGSize(width: 44, height: 24))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 30, height: 40))
    }

    @Test func previewsKeepTheirParameters() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: view.bounds.insetBy(dx: -15, dy: -15))
        let preview = UITargetedPreview(view: view, parameters: parameters)
        #expect(preview.parameters.visiblePath === parameters.visiblePath)
        #expect(UITargetedPreview(view: view).parameters.visiblePath == nil)
    }
}
