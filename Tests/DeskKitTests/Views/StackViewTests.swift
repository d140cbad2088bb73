import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Stack views laid out by their own constraints inside a window.
@MainActor
@Suite struct StackViewTests {
    /// A view with a fixed natural size, as a label or an icon has.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used in tests") }
        required convenience init() { self.init(0, 0) }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack placed in a window only by its top-left corner, so it takes its content's size.
    private func place(_ stack: UIStackView) -> UIView {
        let controller = UIViewController()
        _ = makeHost(root: controller)
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
        ])
        controller.view.layoutIfNeeded()
        return controller.view
    }

    @Test func aRowLinesUpItsViewsAndCentresThem() {
        let a = Box(40, 10), b = Box(60, 30), c = Box(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.alignment = .center
        stack.spacing = 5
        _ = place(stack)
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 130, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 45, y: 0, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 110, y: 5, width: 20, height: 20))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func aColumnWithCustomSpacingAndAHiddenView() {
        let a = Box(40, 10), b = Box(60, 30), c = Box(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.setCustomSpacing(10, after: a)
        let root = place(stack)
        #expect(stack.customSpacing(after: a) == 10 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(a.frame.minY == 0 && b.frame.minY == 20 && c.frame.minY == 54)
        #expect(stack.frame.size == CGSize(width: 60, height: 74))
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minY == 20 && stack.frame.height == 40, "a hidden view gives up its place")
        stack.removeArrangedSubview(c)
        root.layoutIfNeeded()
        #expect(c.superview === stack && stack.arrangedSubviews.count == 2)
        #expect(stack.frame.height == 10)
    }

    @Test func distributionsShareASizedStack() {
        let a = Box(40, 10), b = Box(60, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 10
        let root = place(stack)
        stack.widthAnchor.constraint(equalToConstant: 210).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame == CGRect(x: 110, y: 0, width: 100, height: 10))
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 10) && b.frame.maxX == 210)
        stack.distribution = .fillProportionally
        stack.spacing = 0
        root.layoutIfNeeded()
        #expect(abs(a.frame.width - 84) < 0.5 && abs(b.frame.width - 126) < 0.5)
    }

    @Test func layoutMarginsCanFrameTheArrangement() {
        let a = Box(40, 10)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        stack.isLayoutMarginsRelativeArrangement = true
        _ = place(stack)
        #expect(a.frame == CGRect(x: 7, y: 5, width: 40, height: 10))
        #expect(stack.frame.size == CGSize(width: 54, height: 20))
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }
}
