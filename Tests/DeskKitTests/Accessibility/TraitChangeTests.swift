import Foundation
import Testing
@testable import DeskKit

/// Dark mode, increased contrast and larger text as views see them: the window's traits, the
/// colours they pick, the sizes text scales to, and the views told when they change.
@MainActor
struct TraitChangeTests {
    private final class RecordingView: UIView {
        var previous: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection)
        }
    }

    private final class RecordingController: UIViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test func semanticColoursHaveDarkAndHighContrastLooks() {
        let light = UITraitCollection()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let highContrast = UITraitCollection(accessibilityContrast: .high)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.separator.resolvedColor(with: highContrast).alpha > UIColor.separator.resolvedColor(with: light).alpha,
                "separators stand out more with increased contrast")
        // A plain colour looks the same everywhere, and a resolved colour is plain.
        #expect(UIColor.white.resolvedColor(with: dark) == .white)
        let resolved = UIColor.systemBlue.resolvedColor(with: dark)
        #expect(resolved.resolvedColor(with: light) == resolved)
        // Fading keeps every look.
        #expect(UIColor.systemBlue.withAlphaComponent(0.15).resolvedColor(with: dark) == resolved.withAlphaComponent(0.15))
        // A semantic colour is not the plain colour with its light components.
        #expect(UIColor.systemBackground != UIColor.white)
    }

    @Test func aDynamicProviderIsAskedForEveryLook() {
        let color = UIColor { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high): .yellow
            case (.dark, _): .gray
            case (_, .high): .black
            default: .white
            }
        }
        #expect(color.resolvedColor(with: UITraitCollection()) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .gray)
        #expect(color.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)) == .yellow)
    }

    @Test func textScalesWithTheContentSizeCategory() {
        let table: [(CGFloat, UIContentSizeCategory)] = [
            (1.0, .large), (0.8, .extraSmall), (1.1, .extraLarge), (1.25, .extraExtraLarge), (2.0, .accessibilityLarge), (5, .accessibilityExtraExtraExtraLarge),
        ]
        for (factor, category) in table {
            #expect(UIContentSizeCategory(textScaleFactor: factor) == category, "factor \(factor)")
        }
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && .large < .accessibilityMedium)
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(UIFontMetrics.default.scaledValue(for: 36, compatibleWith: traits) == 44.5)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13, weight: .semibold), compatibleWith: traits)
                == .systemFont(ofSize: 16, weight: .semibold))
        #expect(UIFontMetrics.default.scaledValue(for: 36, compatibleWith: UITraitCollection()) == 36)
    }

    @Test func viewsAndControllersHearTheWindowsTraitsChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = RecordingController()
        window.rootViewController = controller
        let inner = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(inner)
        let before = window.traitCollection
        window.windowTraitCollection.userInterfaceStyle = .dark
        #expect(inner.previous == [before])
        #expect(controller.changes == 1)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        window.windowTraitCollection.userInterfaceStyle = .dark
        #expect(inner.previous.count == 1, "no change, no call")
        window.windowTraitCollection.preferredContentSizeCategory = .accessibilityMedium
        #expect(inner.previous.count == 2)
        #expect(controller.changes == 2)
    }
}
