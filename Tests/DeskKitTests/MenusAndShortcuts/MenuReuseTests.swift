import DeskKit
import DeskKitTesting
import Testing

/// An app that keeps its menu objects and inserts the same ones on every rebuild, as large apps
/// do: rebuilds reuse what they learned about those menus, and must still see every change.
@MainActor
@Suite(.serialized)
struct MenuReuseTests {
    @Test func changesToKeptCommandsShowAfterEachPass() {
        let measure = UICommand(title: "Measure", action: "measure:")
        let sketch = UIKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: [.command, .alternate])
        let toggle = UIAction(title: "Grid") { _ in }
        let tools = UIMenu(title: "Tools", children: [measure, sketch, toggle])
        let (host, _, controller) = makeHost { $0.insertChild(tools, atEndOfMenu: .view) }
        controller.implementActions("measure:")
        UIMenuSystem.main.setNeedsRebuild()
        #expect(host.mainMenuTitles(["View", "Tools"]) == ["Measure", "Sketch", "Grid"])
        #expect(MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Measure"])!))
        #expect(!MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Sketch"])!))

        // The app edits its objects and the responder gains an action; the next pass shows both.
        measure.title = "Measure Distance"
        measure.state = .on
        toggle.state = .on
        toggle.title = "Show Grid"
        controller.implementActions("sketch:")
        UIMenuSystem.main.setNeedsRebuild()
        #expect(host.mainMenuTitles(["View", "Tools"]) == ["Measure Distance", "Sketch", "Show Grid"])
        #expect((host.mainMenuItem(["View", "Tools", "Measure Distance"]) as? UICommand)?.state == .on)
        #expect((host.mainMenuItem(["View", "Tools", "Show Grid"]) as? UIAction)?.state == .on)
        #expect(MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Sketch"])!))
        #expect(host.press("k", modifiers: [.command, .alternate]))
        #expect(controller.performed == ["sketch:"])

        // Revalidation alone (no rebuild) also reflects edits, and a command going back is seen.
        measure.attributes = [.disabled]
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(!MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", "Measure Distance"])!))
        #expect(measure.title == "Measure Distance" && measure.attributes == [.disabled])
    }

    @Test func whatValidateChangedIsUndoneWhenItStops() {
        final class Busy: UIViewController {
            var busy = false
            override func registerActions() {
                super.registerActions()
                implement("measure:") { _, _ in }
            }
            override func validate(_ command: UICommand) {
                if busy {
                    command.title = "Measuring…"
                    command.attributes = [.disabled]
                }
            }
        }
        let tools = UIMenu(title: "Tools", children: [UICommand(title: "Measure", action: "measure:")])
        let delegate = ScriptedAppDelegate()
        delegate.build = { $0.insertChild(tools, atEndOfMenu: .view) }
        let host = TestHost(delegate: delegate)
        let controller = Busy()
        host.keyWindow?.rootViewController = controller
        for busy in [false, false, true, true, false, false, true, false] {
            controller.busy = busy
            UIMenuSystem.main.setNeedsRevalidate()
            #expect(host.mainMenuTitles(["View", "Tools"]) == [busy ? "Measuring…" : "Measure"])
            #expect(MenuQuery.isEnabled(host.mainMenuItem(["View", "Tools", busy ? "Measuring…" : "Measure"])!) == !busy)
        }
    }

    @Test func eachPassHandsPresentersANewMenu() {
        let tools = UIMenu(title: "Tools", children: [UICommand(title: "Measure", action: "measure:")])
        let (host, _, _) = makeHost { $0.insertChild(tools, atEndOfMenu: .view) }
        let first = host.application.validatedMainMenu
        UIMenuSystem.main.setNeedsRevalidate()
        let second = host.application.validatedMainMenu
        #expect(first !== second)
        #expect(MenuQuery.visibleTitles(of: second).contains("View"))
    }

    @Test func keptMenuWithDeferredElementAsksEachTime() {
        var calls = 0
        let recent = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UICommand(title: "Recent \(calls)", action: "openRecent:")])
        }
        let menu = UIMenu(title: "Recent", children: [recent])
        let (host, _, _) = makeHost { $0.insertChild(menu, atEndOfMenu: .file) }
        #expect(host.mainMenuTitles(["File", "Recent"]) == ["Recent 1"])
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(host.mainMenuTitles(["File", "Recent"]) == ["Recent 2"])
    }

    @Test func keptMenuConflictingWithAnotherIsRefusedWithBothNames() {
        let first = UIMenu(title: "First", identifier: UIMenu.Identifier("reuse.first"), children: [
            UIKeyCommand(title: "Zoom", action: "zoom:", input: "z", modifierFlags: [.command, .alternate]),
        ])
        let second = UIMenu(title: "Second", identifier: UIMenu.Identifier("reuse.second"), children: [
            UICommand(title: "Pan", action: "pan:"),
            UIKeyCommand(title: "Magnify", action: "magnify:", input: "z", modifierFlags: [.command, .alternate]),
        ])
        let (host, _, _) = makeHost { builder in
            builder.insertChild(first, atEndOfMenu: .view)
            builder.insertChild(second, atEndOfMenu: .view)
        }
        for _ in 0..<2 {
            UIMenuSystem.main.setNeedsRebuild()
            #expect(host.mainMenuTitles(["View"]).contains("First"))
            #expect(!host.mainMenuTitles(["View"]).contains("Second"))
            let diagnostic = host.menuDiagnostics.first { if case .conflictingKeyCombination = $0 { true } else { false } }
            #expect(diagnostic?.description.contains("'Zoom'") == true)
            #expect(diagnostic?.description.contains("'Magnify'") == true)
        }
        // Nothing of the refused menu stayed behind: its other command can go in elsewhere.
        let (again, _, _) = makeHost { builder in
            builder.insertChild(first, atEndOfMenu: .view)
            builder.insertChild(second, atEndOfMenu: .view)
            builder.insertChild(UIMenu(title: "Third", children: [UICommand(title: "Pan Around", action: "pan:")]), atEndOfMenu: .view)
        }
        #expect(again.mainMenuTitles(["View", "Third"]) == ["Pan Around"])
    }

    @Test func menuWithAConflictInsideNamesThePair() {
        let inner = UIMenu(title: "Twice", children: [
            UICommand(title: "Print", action: "printTwice:"),
            UICommand(title: "Print Again", action: "printTwice:"),
        ])
        let (host, _, _) = makeHost { $0.insertChild(inner, atEndOfMenu: .file) }
        #expect(!host.mainMenuTitles(["File"]).contains("Twice"))
        #expect(host.menuDiagnostics.contains(.duplicateCommand(
            action: "printTwice:", existingTitle: "Print", newTitle: "Print Again",
            operation: "insertChild(_:atEndOfMenu: 'com.apple.menu.file')")))
    }

    @Test func removedKeptMenuFreesItsCommandsForTheSameBuild() {
        let kept = UIMenu(title: "Kept", identifier: UIMenu.Identifier("reuse.kept"),
                          children: (0..<300).map { UICommand(title: "Item \($0)", action: Selector("item\($0):")) })
        let (host, _, _) = makeHost { builder in
            builder.insertChild(kept, atEndOfMenu: .view)
            builder.remove(menu: UIMenu.Identifier("reuse.kept"))
            builder.insertChild(UIMenu(title: "Fresh", children: [UICommand(title: "Item Again", action: "item7:")]), atEndOfMenu: .view)
            #expect(builder.command(for: "item7:", propertyList: nil)?.title == "Item Again")
            #expect(builder.command(for: "item8:", propertyList: nil) == nil)
        }
        #expect(host.mainMenuTitles(["View", "Fresh"]) == ["Item Again"])
        #expect(host.menuDiagnostics.isEmpty)
    }

    @Test func manyKeptMenusEachFindTheirCommands() {
        let menus = (0..<40).map { menu in
            UIMenu(title: "Menu \(menu)", identifier: UIMenu.Identifier("reuse.many.\(menu)"), children: (0..<60).map { item in
                UICommand(title: "Command \(menu).\(item)", action: Selector("many\(menu)_\(item):"), propertyList: item % 3 == 0 ? "\(item)" : nil)
            })
        }
        var found = 0
        let (host, _, _) = makeHost { builder in
            for menu in menus { builder.insertChild(menu, atEndOfMenu: .view) }
            found = (0..<40).reduce(0) { count, menu in
                count + (0..<60).filter { item in
                    builder.command(for: Selector("many\(menu)_\(item):"), propertyList: item % 3 == 0 ? "\(item)" : nil) != nil
                }.count
            }
        }
        #expect(found == 2_400)
        for _ in 0..<3 {
            UIMenuSystem.main.setNeedsRebuild()
            _ = host.application.validatedMainMenu
        }
        #expect(host.mainMenuTitles(["View", "Menu 39"]).count == 60)
        #expect(host.menuDiagnostics.isEmpty)
    }
}
