import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The Customize Toolbar… panel as the core decides it, driven headless: what it lists, which of
/// its buttons can act, and what each does, for the seed's editor bar.
@MainActor
@Suite struct NavigationBarCustomizationPanelTests {
    typealias Panel = NavigationBarCustomizationPanel

    /// The seed's editor in a host, with the panel opened from the overflow menu as a user would.
    static func openPanel(_ name: String) throws -> (TestHost, UINavigationItem) {
        let controller = NavigationBarCustomizationTests.seedController(identifier: NavigationBarTestSupport.uniqueIdentifier(name))
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(host.customizationPanel == nil, "no panel before Customize Toolbar…")
        #expect(host.chooseOverflowItem(["Customize Toolbar…"]))
        return (host, controller.navigationItem)
    }

    /// Each entry's name with its buttons, "name: action+ action-" (+ can act now, - cannot).
    static func describe(_ entries: [Panel.Entry]) -> [String] {
        entries.map { entry in
            let controls = entry.controls.map { control -> String in
                let name = switch control.action {
                case .moveLeft: "left"
                case .moveRight: "right"
                case .remove: "remove"
                case .add: "add"
                case .reset: "reset"
                case .done: "done"
                }
                return name + (control.isEnabled ? "+" : "-")
            }
            return "\(entry.name): \(controls.joined(separator: " "))"
        }
    }

    @Test("The panel lists the bar's groups with the moves and removals each allows, and what can be added")
    func panelListsGroupsAndWhatTheyAllow() throws {
        let (host, _) = try Self.openPanel("panel")
        let panel = try #require(host.customizationPanel)
        // Draw is movable (no Remove), Shapes goes by its representative, Text by its items' titles;
        // the first cannot move left, the last not right. Insert is fixed and not listed.
        #expect(Self.describe(panel.shown) == [
            "Draw: left- right+", "Shapes: left+ right+ remove+", "Label, Text: left+ right- remove+",
        ])
        #expect(Self.describe(panel.available) == ["BIU: add+"])
        #expect(panel.shown.map(\.identifier) == ["Draw", "Shapes", "Text"])
        #expect(panel.shown.allSatisfy { $0.iconName != nil })
        #expect(panel.footer.map(\.action) == [.reset, .done])
    }

    @Test("Each action changes the bar and the panel, Reset goes back to the defaults, Done closes")
    func actionsChangeTheBarAndThePanel() throws {
        let (host, item) = try Self.openPanel("actions")
        let drawnBefore = host.presentationCountOfNavigationBars
        try item.performCustomizationAction(.add("Format"))
        #expect(Self.describe(try #require(host.customizationPanel).shown).last == "BIU: left+ right- remove+")
        #expect(try #require(host.customizationPanel).available.isEmpty)
        try item.performCustomizationAction(.moveRight("Draw"))
        #expect(try #require(host.customizationPanel).shown.map(\.identifier) == ["Shapes", "Draw", "Text", "Format"])
        try item.performCustomizationAction(.moveLeft("Format"))
        try item.performCustomizationAction(.remove("Shapes"))
        #expect(try #require(host.customizationPanel).shown.map(\.identifier) == ["Draw", "Format", "Text"])
        #expect(try #require(host.customizationPanel).available.map(\.identifier) == ["Shapes"])
        #expect(NavigationBarCustomizationTests.names(item) == ["Insert", "Draw", "Format", "Text"])
        #expect(host.presentationCountOfNavigationBars > drawnBefore, "the presenter was told to draw the changes")

        try item.performCustomizationAction(.reset)
        #expect(try #require(host.customizationPanel).shown.map(\.identifier) == ["Draw", "Shapes", "Text"])
        #expect(NavigationBarCustomizationTests.names(item) == ["Insert", "Draw", "Shapes", "Text"])
        try item.performCustomizationAction(.done)
        #expect(host.customizationPanel == nil)
        #expect(!item.isCustomizing)
    }

    @Test("An action the panel does not offer is refused with the reason, and nothing changes")
    func refusedActionsSayWhy() throws {
        let (host, item) = try Self.openPanel("refusals")
        let before = host.customizationPanel
        #expect(throws: NavigationBarCustomizationError.indexOutOfRange(-1, count: 3)) { try item.performCustomizationAction(.moveLeft("Draw")) }
        #expect(throws: NavigationBarCustomizationError.indexOutOfRange(3, count: 3)) { try item.performCustomizationAction(.moveRight("Text")) }
        #expect(throws: NavigationBarCustomizationError.notRemovable("Draw")) { try item.performCustomizationAction(.remove("Draw")) }
        #expect(throws: NavigationBarCustomizationError.alreadyShown("Draw")) { try item.performCustomizationAction(.add("Draw")) }
        #expect(throws: NavigationBarCustomizationError.notShown("Format")) { try item.performCustomizationAction(.moveRight("Format")) }
        #expect(throws: NavigationBarCustomizationError.unknownGroup("Stamp")) { try item.performCustomizationAction(.moveLeft("Stamp")) }
        #expect(host.customizationPanel == before)

        let plain = UINavigationItem(title: "Plain")
        SeedNavigationBarTests.configure(plain)
        plain.customizationIdentifier = nil
        #expect(plain.customizationPanel == nil)
        #expect(throws: NavigationBarCustomizationError.notCustomizable) { try plain.performCustomizationAction(.moveRight("Draw")) }
    }
}
