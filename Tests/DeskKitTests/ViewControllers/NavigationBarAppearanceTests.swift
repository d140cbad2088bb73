import DeskKit
import Foundation
import Testing

/// A navigation item shows its own bar appearance, else its navigation controller's.
@MainActor
@Suite struct NavigationBarAppearanceTests {
    @Test func theItemsAppearanceWinsOverTheBars() {
        let outline = UIViewController()
        let navigation = UINavigationController(rootViewController: outline)
        let barLook = UINavigationBarAppearance()
        barLook.backgroundColor = .secondarySystemBackground
        navigation.navigationBar.standardAppearance = barLook
        #expect(outline.navigationItem.resolvedBarAppearance?.backgroundColor == .secondarySystemBackground)

        let itemLook = UINavigationBarAppearance()
        itemLook.configureWithOpaqueBackground()
        outline.navigationItem.standardAppearance = itemLook
        #expect(outline.navigationItem.resolvedBarAppearance?.backgroundColor == .systemBackground)
        itemLook.configureWithTransparentBackground()
        #expect(outline.navigationItem.resolvedBarAppearance?.backgroundColor == .clear)
    }

    @Test func anAppearanceColorFromAProviderResolvesForEachWindowsTraits() {
        let look = UINavigationBarAppearance()
        look.backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        let color = try! #require(look.backgroundColor)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }
}
