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
        var ended: [URL?] = []
        func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo) {
            ended.append(elementInfo.linkURL)
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

    @MainActor
    private final class Loads: WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }

    func testARightClickOnALinkAsksTheDelegateAndShowsItsMenu() throws {
        try MainActor.assumeIsolated {
            guard BlueprintsGtkFixture.hasXdotool else {
                throw XCTSkip(BlueprintsGtkFixture.isX11 ? "The right click goes through X with xdotool; install it."
                    : "The right click is sent with xdotool at the window's place on the X screen, which a Wayland client has none of; this test runs under X11.")
            }
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = try XCTUnwrap(fixture.presenter)
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            let webView = WKWebView(frame: CGRect(x: 20, y: 20, width: 320, height: 160))
            let loads = Loads()
            let menus = LinkMenus()
            webView.navigationDelegate = loads
            webView.uiDelegate = menus
            window.addSubview(webView)
            defer { webView.removeFromSuperview() }
            let link = try XCTUnwrap(URL(string: "https://www.example.org/guides/menus.html"))
            webView.loadHTMLString("<a id='guide' href='\(link.absoluteString)' style='font-size: 40px'>Menus guide</a>", baseURL: nil)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { loads.finished == 1 && presenter.backedWidgetAllocation(of: webView) != nil },
                                                     timeout: .seconds(30)), "the page never showed")
            var center: [Double] = []
            webView.evaluateJavaScript("(r => [r.x + r.width / 2, r.y + r.height / 2])(document.getElementById('guide').getBoundingClientRect())") { value, _ in
                center = (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { center.count == 2 }, timeout: .seconds(10)))
            guard center.count == 2 else { return }

            var x = 20 + center[0], y = 20 + center[1]
            _ = gtk_widget_translate_coordinates(host.renderer.widget, host.gtkWindow, x, y, &x, &y)
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(OpaquePointer(host.gtkWindow), &surfaceX, &surfaceY)
            let title = String(cString: gtk_window_get_title(cgtk_window(host.gtkWindow)))
            fixture.xdotool(["search", "--sync", "--onlyvisible", "--pid", "\(getpid())", "--name", "^" + NSRegularExpression.escapedPattern(for: title) + "$",
                             "mousemove", "--window", "%1", "\(Int(x + surfaceX))", "\(Int(y + surfaceY))"])
            GtkApplicationLoop.iterate(for: .milliseconds(100))
            fixture.xdotool(["click", "3"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menus.presented == [link] }, timeout: .seconds(10)),
                          "the right click did not show the delegate's menu (asked: \(menus.asked))")
            XCTAssertEqual(menus.asked, [link])

            fixture.xdotool(["key", "Escape"])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { menus.ended == [link] }, timeout: .seconds(10)), "the menu's end was not told")
        }
    }
}
