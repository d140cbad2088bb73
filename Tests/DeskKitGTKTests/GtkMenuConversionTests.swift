import CGtk
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

    /// `preferredElementSize`: `.small` puts the items side by side as icons, `.medium` as titles,
    /// in the nodes and in the GMenu the context popover shows (GTK's "horizontal-buttons").
    func testPreferredElementSizeLaysItemsSideBySide() throws {
        try MainActor.assumeIsolated {
            let bold = UIAction(title: "Bold", image: UIImage(iconName: "format-text-bold-symbolic")) { _ in }
            let italic = UIAction(title: "Italic", image: UIImage(iconName: "format-text-italic-symbolic")) { _ in }
            let menu = UIMenu(children: [
                UIMenu(options: .displayInline, preferredElementSize: .medium, children: [
                    UICommand(title: "Cut", action: "cut:"), UICommand(title: "Copy", action: "copy:"),
                ]),
                UIMenu(title: "Format", preferredElementSize: .small, children: [bold, italic]),
                UIAction(title: "Large") { _ in },
            ])
            let conversion = GtkMenuConversion(contextMenu: menu)
            XCTAssertEqual(conversion.nodes, [
                .section(children: [.item(title: "Cut", actionID: 1), .item(title: "Copy", actionID: 2)],
                         layout: .sideBySide(iconsOnly: false)),
                .submenu(title: "Format", children: [
                    .section(children: [.item(title: "Bold", actionID: 3, icon: "format-text-bold-symbolic"),
                                        .item(title: "Italic", actionID: 4, icon: "format-text-italic-symbolic")],
                             layout: .sideBySide(iconsOnly: true)),
                ]),
                .item(title: "Large", actionID: 5),
            ])
            // A context menu of plain items with a small element size is one row.
            let row = GtkMenuConversion(contextMenu: UIMenu(preferredElementSize: .small, children: [bold, italic]))
            guard case .section(_, .sideBySide(iconsOnly: true))? = row.nodes.first, row.nodes.count == 1 else {
                return XCTFail("expected one row of icons, got \(row.nodes)")
            }

            // Through the presenter: the popover's model marks the sections and the icons.
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            fixture.presenter.presentContextMenu(menu, at: CGPoint(x: 200, y: 200), in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible }), "no context menu")
            let popover = try XCTUnwrap(host.contextPopover)
            let model = try XCTUnwrap(gtk_popover_menu_get_menu_model(OpaquePointer(popover)))
            XCTAssertEqual(Self.stringAttribute("display-hint", of: model, item: 0), "horizontal-buttons")
            let submenu = try XCTUnwrap(g_menu_model_get_item_link(model, 1, "submenu"))
            defer { g_object_unref(UnsafeMutableRawPointer(submenu)) }
            XCTAssertEqual(Self.stringAttribute("display-hint", of: submenu, item: 0), "horizontal-buttons")
            let icons = try XCTUnwrap(g_menu_model_get_item_link(submenu, 0, "section"))
            defer { g_object_unref(UnsafeMutableRawPointer(icons)) }
            XCTAssertEqual(Self.stringAttribute("verb-icon", of: icons, item: 0), "format-text-bold-symbolic")
            XCTAssertEqual(Self.stringAttribute("label", of: icons, item: 1), "Italic")
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            // The popover is a surface of its own: the screen shows it, the window's snapshot does not.
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/import") {
                GtkApplicationLoop.iterate(for: .milliseconds(300))
                let capture = Process()
                capture.executableURL = URL(fileURLWithPath: "/usr/bin/import")
                capture.arguments = ["-window", "root", shots.appendingPathComponent("context-menu-element-sizes.png").path]
                try capture.run()
                GtkApplicationLoop.iterate(until: { !capture.isRunning }, timeout: .seconds(10))
                print("GTK context menu screenshot: \(shots.path)/context-menu-element-sizes.png")
            }
            fixture.presenter.dismissContextMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.isContextMenuVisible }))
        }
    }

    /// A pointer context menu shows its elements' images beside their titles (GTK hides them
    /// unless asked), in submenus too, and the items stay GTK's own: focusable, and run by
    /// activation as Enter runs them.
    func testContextMenuItemsShowTheirImages() throws {
        try MainActor.assumeIsolated {
            var chosen: [String] = []
            let copy = try XCTUnwrap(UIImage(systemName: "doc.on.doc"))
            let cut = try XCTUnwrap(UIImage(systemName: "scissors"))
            let trash = try XCTUnwrap(UIImage(systemName: "trash"))
            let menu = UIMenu(children: [
                UIAction(title: "Copy", image: copy) { chosen.append($0.title) },
                UIAction(title: "Cut", image: cut) { chosen.append($0.title) },
                UIAction(title: "Plain") { chosen.append($0.title) },
                UIMenu(title: "More", children: [UIAction(title: "Delete", image: trash, attributes: .destructive) { chosen.append($0.title) }]),
            ])
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let window = try XCTUnwrap(host.window)
            fixture.presenter.presentContextMenu(menu, at: CGPoint(x: 220, y: 180), in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.isContextMenuVisible && gtk_widget_get_mapped(host.contextPopover!) != cgtk_false }),
                          "no context menu")
            let popover = try XCTUnwrap(host.contextPopover)
            let images = GtkMenuItemImages.images(under: popover)
            XCTAssertEqual(images.map(GtkMenuItemImages.iconNames(of:)).map { $0.first },
                           [copy.iconName, cut.iconName, trash.iconName])
            XCTAssertEqual(copy.iconName, "edit-copy-symbolic")
            XCTAssertTrue(images.allSatisfy { gtk_widget_get_visible($0) != cgtk_false }, "an item's image is hidden")
            // Shown on screen in the open menu, laid out with a size (the submenu's waits unmapped).
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                images.prefix(2).allSatisfy { gtk_widget_get_mapped($0) != cgtk_false && gtk_widget_get_width($0) > 0 }
            }), "the images never got a size")
            // Each image sits in its item's button, next to the item's title.
            let copyButton = try XCTUnwrap(gtk_widget_get_parent(images[0]))
            XCTAssertNotEqual(gtk_widget_get_focusable(copyButton), cgtk_false)

            // Keyboard: the items stay GTK's own focusable menu items, and activating one, as
            // Enter does on the focused item, runs its element and closes the menu.
            let cutButton = try XCTUnwrap(gtk_widget_get_parent(images[1]))
            GtkApplicationLoop.iterate(for: .milliseconds(200))
            XCTAssertNotEqual(gtk_widget_grab_focus(cutButton), cgtk_false, "Cut cannot take the keyboard focus")
            XCTAssertNotEqual(gtk_widget_activate(cutButton), cgtk_false, "Cut cannot be activated")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { chosen == ["Cut"] }), "activating Cut ran \(chosen)")
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.isContextMenuVisible }), "the menu stayed open")
        }
    }

    @MainActor
    private static func stringAttribute(_ name: String, of model: UnsafeMutablePointer<GMenuModel>, item: Int32) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, item, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}
