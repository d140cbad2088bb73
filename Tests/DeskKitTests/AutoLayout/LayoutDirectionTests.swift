import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Leading and trailing follow the layout direction; labels align by their baselines; views
/// keep clear of what their controllers reserve through the safe area.
@MainActor
@Suite struct LayoutDirectionTests {
    private func free<View: UIView>(_ view: View) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let first = free(UIView(frame: .zero))
        let second = free(UIView(frame: .zero))
        container.addSubview(first)
        container.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            first.topAnchor.constraint(equalTo: container.topAnchor), first.heightAnchor.constraint(equalToConstant: 20),
            second.topAnchor.constraint(equalTo: container.topAnchor), second.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
        #expect(second.frame == CGRect(x: 128, y: 0, width: 242, height: 20))

        container.semanticContentAttribute = .forceRightToLeft
        #expect(first.effectiveUserInterfaceLayoutDirection == .rightToLeft, "subviews inherit the direction")
        container.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 280, y: 0, width: 100, height: 20), "20 from the right edge")
        #expect(second.frame == CGRect(x: 30, y: 0, width: 242, height: 20), "to the left of the first, 30 from the left edge")

        // Left and right anchors do not flip.
        let pinned = free(UIView(frame: .zero))
        container.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
            pinned.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
        ])
        container.layoutIfNeeded()
        #expect(pinned.frame.minX == 5)

        container.semanticContentAttribute = .unspecified
        container.layoutIfNeeded()
        #expect(first.frame.minX == 20 && second.frame.minX == 128)
    }

    @Test func theDirectionComesFromTheNearestSpecifiedView() {
        let outer = UIView(frame: .zero)
        let middle = UIView(frame: .zero)
        let inner = UIView(frame: .zero)
        outer.addSubview(middle)
        middle.addSubview(inner)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        outer.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.semanticContentAttribute = .playback
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback controls stay left to right")
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func labelsAlignByTheirBaselines() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let title = free(UILabel(frame: .zero))
        title.text = "Title"
        title.font = .systemFont(ofSize: 20)
        let detail = free(UILabel(frame: .zero))
        detail.text = "detail"
        detail.font = .systemFont(ofSize: 10)
        let lines = free(UILabel(frame: .zero))
        lines.text = "one\ntwo\nthree"
        lines.numberOfLines = 0
        lines.font = .systemFont(ofSize: 10)
        let below = free(UIView(frame: .zero))
        for view in [title, detail, lines, below] { container.addSubview(view) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            lines.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            lines.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.topAnchor.constraint(equalTo: lines.lastBaselineAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // A 20-point line is 24 high with its baseline 18 down; a 10-point one 12 high, 9 down.
        // The solver works in floating point, so derived positions can be a hair off.
        #expect(title.frame.minY == 10)
        #expect(abs(detail.frame.minY - (10 + 18 - 9)) < 1e-6, "baselines at y 28")
        #expect(lines.frame.height == 36)
        #expect(abs(below.frame.minY - (100 + 9 + 24 + 4)) < 1e-6, "under the third line's baseline")

        // A label taller than its text centres it, and its baseline moves with it.
        lines.heightAnchor.constraint(equalToConstant: 100).isActive = true
        container.layoutIfNeeded()
        #expect(abs(below.frame.minY - (100 + (50 - 18) + 33 + 4)) < 1e-6)
    }

    @Test func theSafeAreaLeavesRoomForWhatTheControllerReserves() throws {
        let (host, _, _) = makeHost()
        let controller = UIViewController()
        host.keyWindow?.rootViewController = controller
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == .zero, "the window's content starts under the navigation bar")
        let root: UIView = controller.view
        let content = free(UIView(frame: .zero))
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 600))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 10)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 30, right: 10))
        #expect(content.frame == CGRect(x: 0, y: 44, width: 790, height: 526))
        #expect(root.safeAreaLayoutGuide.layoutFrame == content.frame)

        // A subview reaching into the reserved band has that part as its own inset.
        let banner = UIView(frame: CGRect(x: 100, y: 20, width: 200, height: 100))
        root.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    }
}
