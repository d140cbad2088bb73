@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// What the navigation bar sample sets on its items: a subtitle, a search controller placed in
/// the toolbar, prominent and tinted items, and a title view stretching with the bar.
@MainActor
@Suite(.serialized)
struct SearchAndSubtitleTests {
    /// Records what the search controller reports as text is typed.
    private final class ResultsUpdater: UISearchResultsUpdating, UISearchBarDelegate {
        var updates: [(String, Bool)] = []
        var delegateTexts: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            updates.append((searchController.searchBar.text ?? "", searchController.isActive))
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { delegateTexts.append(searchText) }
    }

    @Test func theSubtitleReachesTheBar() {
        let (_, _, root) = makeHost()
        root.navigationItem.title = "Title"
        #expect(root.navigationItem.barContent(width: 800).subtitle == nil)
        root.navigationItem.subtitle = "Subtitle"
        let content = root.navigationItem.barContent(width: 800)
        #expect(content.title == "Title" && content.subtitle == "Subtitle")
    }

    @Test func typingInTheSearchBarUpdatesResultsAndTheDelegate() throws {
        let (host, _, root) = makeHost()
        let search = UISearchController(searchResultsController: UIViewController())
        let updater = ResultsUpdater()
        search.searchResultsUpdater = updater
        search.searchBar.delegate = updater
        root.navigationItem.searchController = search
        // The sample puts the search in the toolbar through the placement item.
        let placement = root.navigationItem.searchBarPlacementBarButtonItem
        #expect(placement.customView === search.searchBar)
        root.view.addSubview(search.searchBar)
        #expect(search.searchBar.searchTextField.becomeFirstResponder())
        host.type("Ro")
        #expect(updater.delegateTexts == ["R", "Ro"])
        #expect(updater.updates.map(\.0) == ["R", "Ro"])
        #expect(updater.updates.map(\.1) == [true, true], "typing makes the search active")
        #expect(search.searchBar.text == "Ro")
    }

    @Test func prominentItemsLookLikeDoneItems() {
        let item = UIBarButtonItem(title: "Info", image: nil, primaryAction: nil, menu: nil)
        item.style = .prominent
        item.tintColor = .systemOrange
        #expect(item.style == .prominent && item.tintColor == .systemOrange)
    }

    @Test func autoresizingSharesTheSuperviewsGrowthAmongFlexibleParts() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let title = UIView(frame: CGRect(x: 50, y: 7, width: 300, height: 30))
        title.autoresizingMask = .flexibleWidth
        let badge = UIView(frame: CGRect(x: 360, y: 10, width: 20, height: 20))
        badge.autoresizingMask = .flexibleLeftMargin
        let centered = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 44))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        for view in [title, badge, centered, fixed] { bar.addSubview(view) }
        bar.frame.size.width = 600
        #expect(title.frame == CGRect(x: 50, y: 7, width: 500, height: 30), "the width takes all of the growth")
        #expect(badge.frame == CGRect(x: 560, y: 10, width: 20, height: 20), "the left margin takes it")
        #expect(centered.frame == CGRect(x: 200, y: 0, width: 200, height: 44), "both margins share it, so it stays centred")
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        bar.autoresizesSubviews = false
        bar.frame.size.width = 400
        #expect(title.frame.width == 500, "no autoresizing when the superview turns it off")
    }
}

/// A controller pushed with only a title, as the navigation bar sample's levels are, still gets
/// the bar with its back button.
@MainActor
@Suite(.serialized)
struct PushedTitleOnlyBarTests {
    @Test func aPushedControllerWithOnlyATitleShowsTheBarToGoBack() throws {
        let (host, _, _) = makeHost()
        let first = UIViewController()
        first.title = "NavBar"
        let navigation = UINavigationController(rootViewController: first)
        host.keyWindow?.rootViewController = navigation
        #expect(host.keyWindow?.displayedNavigationItem?.showsBar == false, "a lone title is the window's title")
        for level in 1...3 {
            let next = UIViewController()
            next.title = "Level \(level)"
            navigation.pushViewController(next, animated: false)
        }
        let item = try #require(host.keyWindow?.displayedNavigationItem)
        #expect(item.title == "Level 3")
        #expect(item.showsBar)
        let content = item.barContent(width: 800)
        #expect(content.backButton != nil, "the back button goes to the level below")
        #expect(content.backButton?.performPrimaryAction() == true)
        #expect(navigation.topViewController?.title == "Level 2")
    }
}
