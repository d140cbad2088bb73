import DeskKit
import DeskKitTesting
import Testing

/// A test process drives several headless apps, as tests running side by side do: each host's
/// input reaches its own app's menus, even when another app launched after it.
@MainActor
struct SeveralHostsTests {
    @Test func aHostDrivesItsOwnMenusAfterAnotherAppLaunched() throws {
        let (first, _, firstController) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UIKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: [.command, .alternate]),
            ]), atEndOfMenu: .edit)
        }
        firstController.implementActions("sketch:")
        // Another app launches meanwhile, with no such command.
        let (second, _, secondController) = makeHost()
        secondController.implementActions("sketch:")

        #expect(first.press("k", modifiers: [.command, .alternate]), "the first app's own shortcut")
        #expect(firstController.performed == ["sketch:"])
        #expect(MenuQuery.element(at: ["Edit", "Tools", "Sketch"], in: first.mainMenu) != nil)

        #expect(!second.press("k", modifiers: [.command, .alternate]), "the second app never had it")
        #expect(secondController.performed.isEmpty)
        #expect(MenuQuery.element(at: ["Edit", "Tools", "Sketch"], in: second.mainMenu) == nil)
    }
}
