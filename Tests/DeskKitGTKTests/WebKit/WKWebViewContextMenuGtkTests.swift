import CGtk
import CWebKitGTK
import DeskKit
import DeskKitWebKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A link's context menu comes from the UI delegate's configuration: WebKit's own link items are
/// the suggested actions, arranged by the action provider with the app's own.
final class WKWebViewContextMenuGtkTests: XCTestCase {
    @MainActor
    private final class LinkMenus: WKUIDelegate {
        var asked: [URL?] = []
        var presented: [URL?] = []
        var inspected: [URL] = []
        var refuses = false

        func webView(_ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
                     completionHandler: @escaping (UIContextMenuConfiguration?) -> Void) {
            asked.append(elementInfo.linkURL)
            guard !refuses, let url = elementInfo.linkURL else { return completionHandler(nil) }
            completionHandler(UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                let inspect = UIAction(title: "Inspect") { [weak self] _ in self?.inspected.append(url) }
                return UIMenu(title: url.lastPathComponent, children: suggested + [UIMenu(title: "", options: .displayInline, children: [inspect])])
            })
        }
        func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo) {
            presented.append(elementInfo.linkURL)
        }
    }

    /// WebKit's menu for a link, as it offers it before the delegate is asked.
    @MainActor
    private static func webKitLinkMenu() -> OpaquePointer {
        let menu = webkit_context_menu_new()!
        for stock in [WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK, WEBKIT_CONTEXT_MENU_ACTION_COPY_LINK_TO_CLIPBOARD] {
            webkit_context_menu_append(menu, webkit_context_menu_item_new_from_stock_action(stock))
        }
        return menu
    }

    func testTheDelegatesMenuHoldsWebKitsLinkItemsAndTheAppsActions() throws {
        try MainActor.assumeIsolated {
            _ = try BlueprintsGtkFixture.get()
            let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let link = try XCTUnwrap(URL(string: "https://www.example.org/guides/menus.html"))
            let menu = Self.webKitLinkMenu()
            defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
            XCTAssertNil(webView.prepareContextMenu(menu, linkURL: link), "with no UI delegate WebKit's menu shows as it is")

            let delegate = LinkMenus()
            webView.uiDelegate = delegate
            XCTAssertEqual(webView.prepareContextMenu(menu, linkURL: link), true)
            XCTAssertEqual(delegate.asked, [link])
            XCTAssertEqual(delegate.presented, [link])
            var items: [OpaquePointer] = []
            var node = webkit_context_menu_get_items(menu)
            while let item = node {
                items.append(OpaquePointer(item.pointee.data!))
                node = item.pointee.next
            }
            XCTAssertEqual(items.map { webkit_context_menu_item_get_stock_action($0) },
                           [WEBKIT_CONTEXT_MENU_ACTION_OPEN_LINK, WEBKIT_CONTEXT_MENU_ACTION_COPY_LINK_TO_CLIPBOARD,
                            WEBKIT_CONTEXT_MENU_ACTION_NO_ACTION, WEBKIT_CONTEXT_MENU_ACTION_CUSTOM])
            XCTAssertNotEqual(webkit_context_menu_item_is_separator(items[2]), cgtk_false)

            // Choosing the app's item runs its action.
            let inspect = try XCTUnwrap(webkit_context_menu_item_get_gaction(items[3]))
            g_action_activate(inspect, nil)
            XCTAssertEqual(delegate.inspected, [link])

            // A delegate that hands back no configuration shows no menu.
            delegate.refuses = true
            let other = Self.webKitLinkMenu()
            defer { g_object_unref(UnsafeMutableRawPointer(other)) }
            XCTAssertEqual(webView.prepareContextMenu(other, linkURL: link), false)
            XCTAssertEqual(delegate.presented, [link])
        }
    }
}
