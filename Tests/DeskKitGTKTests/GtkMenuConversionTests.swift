import DeskKit
import XCTest
@testable import DeskKitGTK

/// A validated UIMenu as GTK menu nodes: pure conversion, no display needed.
final class GtkMenuConversionTests: XCTestCase {
    func testSectionsHiddenDisabledCheckedAndEmptyMenus() {
        MainActor.assumeIsolated {
            var performed: [String] = []
            let menu = UIMenu(title: "File", children: [
                UIMenu(options: .displayInline, children: [
                    UIKeyCommand(title: "New_Tab", action: "newTab:", input: "t", modifierFlags: .command),
                    UICommand(title: "Hidden", action: "hidden:", attributes: .hidden),
                ]),
                UICommand(title: "Unavailable", action: "unavailable:", attributes: .disabled),
                UIAction(title: "Sidebar", image: UIImage(iconName: "sidebar-show-symbolic"), state: .on) { _ in performed.append("sidebar") },
                UIMenu(title: "Empty", children: [UICommand(title: "Gone", action: "gone:", attributes: .hidden)]),
                UIMenu(title: "Recent", children: [UIAction(title: "Shed", attributes: .disabled) { _ in }]),
            ])
            let conversion = GtkMenuConversion([menu])
            XCTAssertEqual(conversion.nodes, [
                .submenu(title: "File", children: [
                    .section(children: [.item(title: "New__Tab", actionID: 1, accelLabel: "<Control>t")]),
                    .item(title: "Unavailable", actionID: 2, enabled: false),
                    .item(title: "Sidebar", actionID: 3, checked: true, icon: "sidebar-show-symbolic"),
                    .submenu(title: "Recent", children: [.item(title: "Shed", actionID: 4, enabled: false)]),
                ]),
            ])
            XCTAssertEqual(conversion.elements[1]?.title, "New_Tab")
            XCTAssertEqual(conversion.elements.count, 4)
            (conversion.elements[3] as? UIAction)?.performWithSender(nil, target: nil)
            XCTAssertEqual(performed, ["sidebar"])
        }
    }
}
