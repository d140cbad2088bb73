import DeskKit
import DeskKitTesting
import Testing

/// Apps subclass UICommand, UIKeyCommand, UIMenu and UIAction. Menu building and validation
/// tell elements apart by a family tag rather than by casting each one, so subclasses must
/// land in their parent's family on every path: made anew, kept and inserted again, refused
/// as duplicates, and validated. (Debug builds also check each uncast element's class.)
@MainActor
@Suite(.serialized)
struct MenuElementSubclassTests {
    final class ToolCommand: UICommand {}
    final class ToolKeyCommand: UIKeyCommand {}
    final class ToolMenu: UIMenu {}
    final class ToolAction: UIAction {}

    static func makeTools(performed: @escaping (String) -> Void) -> UIMenu {
        ToolMenu(title: "Tools", children: [
            ToolCommand(title: "Measure", action: "measure:"),
            ToolKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: [.command, .alternate]),
            ToolKeyCommand(title: "No Key", action: "noKey:", input: ""),
            ToolAction(title: "Grid") { performed($0.title) },
            ToolMenu(title: "More", options: .displayInline, children: [UIKeyCommand(title: "Erase", action: "erase:", input: "e", modifierFlags: [.command, .alternate])]),
        ])
    }

    @Test(arguments: [false, true])
    func subclassesBuildValidateAndRoute(keepsMenuObjects: Bool) {
        var performed: [String] = []
        let kept = Self.makeTools { performed.append($0) }
        let (host, delegate, controller) = makeHost { builder in
            builder.insertChild(keepsMenuObjects ? kept : Self.makeTools { performed.append($0) }, atEndOfMenu: .view)
        }
        controller.implementActions("sketch:", "erase:")
        for _ in 0..<3 {
            UIMenuSystem.main.setNeedsRebuild()
            #expect(host.mainMenuTitles(["View", "Tools"]) == ["Measure", "Sketch", "No Key", "Grid", "Erase"])
            #expect(!MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Measure"])!))
            #expect(MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Sketch"])!))
            #expect(host.mainMenuItem(["View", "Tools", "Sketch"]) is UIKeyCommand)
        }
        #expect(host.press("k", modifiers: [.command, .alternate]))
        #expect(host.press("e", modifiers: [.command, .alternate]))
        #expect(controller.performed == ["sketch:", "erase:"])
        (host.mainMenuItem(["View", "Tools", "Grid"]) as? UIAction)?.performWithSender(nil, target: nil)
        #expect(performed == ["Grid"])
        // The key command without a key is warned about, whatever its class.
        #expect(UIMenuSystem.main.diagnostics.contains { "\($0)".contains("noKey:") })
        _ = delegate
    }

    /// A subclassed key command that takes a combination already in the tree is refused whole.
    @Test func subclassedKeyCommandWithATakenKeyIsRefused() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(ToolMenu(title: "Tools", children: [
                ToolKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: [.command, .alternate]),
            ]), atEndOfMenu: .view)
            builder.insertChild(UIMenu(title: "Other", children: [
                ToolCommand(title: "Plain", action: "plain:"),
                ToolKeyCommand(title: "Draw", action: "draw:", input: "k", modifierFlags: [.command, .alternate]),
            ]), atEndOfMenu: .view)
        }
        UIMenuSystem.main.setNeedsRebuild()
        #expect(host.mainMenuTitles(["View", "Tools"]) == ["Sketch"])
        #expect(host.mainMenuItem(["View", "Other"]) == nil)
        #expect(UIMenuSystem.main.diagnostics.contains { "\($0)".contains("draw:") })
    }
}
