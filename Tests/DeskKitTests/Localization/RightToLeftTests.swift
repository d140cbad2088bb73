@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// With Arabic or Hebrew chosen, the app, its windows and their views run right to left, as an
/// iPad set to those languages does; views may still force a direction.
@MainActor
struct RightToLeftTests {
    @Test func theAppAndItsWindowsFollowTheLanguage() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        let (application, window, free, forced, playback) = LocalizationLanguage.$pinned.withValue("he") {
            let (host, _, controller) = makeHost()
            let free = UIView(frame: .zero)
            return (UIApplication.shared.userInterfaceLayoutDirection,
                    host.keyWindow?.traitCollection.layoutDirection,
                    controller.view.effectiveUserInterfaceLayoutDirection == free.effectiveUserInterfaceLayoutDirection ? free.effectiveUserInterfaceLayoutDirection : nil,
                    UIView.userInterfaceLayoutDirection(for: .forceLeftToRight),
                    UIView.userInterfaceLayoutDirection(for: .playback))
        }
        #expect(application == .rightToLeft)
        #expect(window == .rightToLeft)
        #expect(free == .rightToLeft)
        #expect(forced == .leftToRight && playback == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight, "English runs left to right")
    }

    @Test func leadingConstraintsStartAtTheRightInArabic() {
        func leadingFrame(_ language: String?) -> (frame: CGRect, width: CGFloat) {
            LocalizationLanguage.$pinned.withValue(language) {
                let (host, _, controller) = makeHost()
                _ = host
                let container = controller.view!
                let child = UIView(frame: .zero)
                child.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                    child.widthAnchor.constraint(equalToConstant: 100),
                    child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 20),
                ])
                container.layoutIfNeeded()
                return (child.frame, container.bounds.width)
            }
        }
        let english = leadingFrame(nil), arabic = leadingFrame("ar")
        #expect(english.frame.minX == 20)
        #expect(arabic.width > 200)
        #expect(arabic.frame.maxX == arabic.width - 20, "20 from the right edge: \(arabic)")
    }
}
