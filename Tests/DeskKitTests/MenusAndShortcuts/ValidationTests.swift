import DeskKit
import DeskKitTesting
import Testing

@MainActor
@Suite(.serialized)
struct ValidationTests {
    @Test func commandsWithoutTargetsAreUnavailable() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UICommand(title: "Measure", action: "measure:"),
                UICommand(title: "Sketch", action: "sketch:"),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("measure:")
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Measure"])!))
        #expect(!MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Sketch"])!))
        #expect(host.performMainMenuItem(["View", "Tools", "Measure"]))
        #expect(!host.performMainMenuItem(["View", "Tools", "Sketch"]))
        #expect(controller.performed == ["measure:"])
    }

    @Test func validateChangesTitlesOfShownCopiesOnly() {
        final class Toggler: UIViewController {
            var on = false
            override func registerActions() {
                super.registerActions()
                implement("toggle:") { responder, _ in (responder as? Toggler)?.on.toggle() }
            }
            override func validate(_ command: UICommand) {
                if command.action == "toggle:" {
                    command.title = on ? "Turn Off" : "Turn On"
                    command.state = on ? .on : .off
                } else {
                    super.validate(command)
                }
            }
        }
        let original = UIKeyCommand(title: "Toggle", action: "toggle:", input: "k", modifierFlags: .command)
        let delegate = ScriptedAppDelegate()
        delegate.build = { $0.insertChild(UIMenu(title: "Switch", children: [original]), atEndOfMenu: .view) }
        let host = TestHost(delegate: delegate)
        let toggler = Toggler()
        host.keyWindow?.rootViewController = toggler
        toggler.becomeFirstResponder()
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(host.mainMenuTitles(["View", "Switch"]) == ["Turn On"])
        #expect(host.press("k", modifiers: .command))
        #expect(toggler.on)
        #expect(host.mainMenuTitles(["View", "Switch"]) == ["Turn Off"])
        #expect((host.mainMenuItem(["View", "Switch", "Turn Off"]) as? UICommand)?.state == .on)
        #expect(original.title == "Toggle")
    }

    @Test func disabledByValidateBlocksKeyAndMenu() {
        final class Refuser: UIViewController {
            var count = 0
            override func registerActions() {
                super.registerActions()
                implement("refuse:") { responder, _ in (responder as? Refuser)?.count += 1 }
            }
            override func validate(_ command: UICommand) {
                command.attributes.insert(.disabled)
            }
        }
        let delegate = ScriptedAppDelegate()
        delegate.build = {
            $0.insertChild(UIMenu(title: "R", children: [UIKeyCommand(title: "Refuse", action: "refuse:", input: "k", modifierFlags: .command)]), atEndOfMenu: .view)
        }
        let host = TestHost(delegate: delegate)
        let refuser = Refuser()
        host.keyWindow?.rootViewController = refuser
        UIMenuSystem.main.setNeedsRebuild()
        #expect(!host.press("k", modifiers: .command))
        #expect(!host.performMainMenuItem(["View", "R", "Refuse"]))
        #expect(refuser.count == 0)
    }

    @Test func actionsRunTheirHandlerWithSender() {
        var senders: [String] = []
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Acts", children: [
                UIAction(title: "Wave") { action in senders.append(action.title) },
                UIAction(title: "Off", attributes: .disabled) { _ in senders.append("off") },
            ]), atEndOfMenu: .view)
        }
        #expect(host.performMainMenuItem(["View", "Acts", "Wave"]))
        #expect(!host.performMainMenuItem(["View", "Acts", "Off"]))
        #expect(senders == ["Wave"])
    }

    @Test func presenterIsSentMenusOnlyWhenTheyChange() {
        let (host, _, controller) = makeHost()
        let before = host.presentedMainMenuCount
        host.settle()
        #expect(host.presentedMainMenuCount == before)
        controller.implementActions("anything:")
        UIMenuSystem.main.setNeedsRevalidate()
        host.settle()
        #expect(host.presentedMainMenuCount == before + 1)
    }
}
