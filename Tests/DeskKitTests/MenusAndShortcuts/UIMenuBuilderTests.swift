@testable import DeskKit
import DeskKitTesting
import Testing

@MainActor
@Suite(.serialized)
struct UIMenuBuilderTests {
    private func command(_ title: String, _ action: String, _ input: String? = nil, _ flags: UIKeyModifierFlags = .command) -> UICommand {
        if let input {
            return UIKeyCommand(title: title, action: Selector(action), input: input, modifierFlags: flags)
        }
        return UICommand(title: title, action: Selector(action))
    }

    @Test func standardMenuHasUIKitTopLevelOrder() {
        let (host, _, _) = makeHost()
        #expect(host.mainMenu.children.compactMap { ($0 as? UIMenu)?.identifier } ==
                [.application, .file, .edit, .format, .view, .window, .help])
        #expect(host.menuDiagnostics.isEmpty)
    }

    @Test func queriesFindMenusActionsAndCommands() {
        var found: (UIMenu?, UIAction?, UICommand?, UIMenu?) = (nil, nil, nil, nil)
        let action = UIAction(title: "Zoom", identifier: UIAction.Identifier("zoom")) { _ in }
        _ = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", identifier: UIMenu.Identifier("tools"), children: [action]), atEndOfMenu: .view)
            found = (builder.menu(for: .file), builder.action(for: UIAction.Identifier("zoom")),
                     builder.command(for: .copy), builder.menu(for: UIMenu.Identifier("missing")))
        }
        #expect(found.0?.title == "File")
        #expect(found.1 === action)
        #expect(found.2?.title == "Copy")
        #expect(found.3 == nil)
    }

    @Test func insertChildAtStartAndEnd() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "First", children: [self.command("One", "one:")]), atStartOfMenu: .view)
            builder.insertChild(UIMenu(title: "Last", children: [self.command("Two", "two:")]), atEndOfMenu: .view)
        }
        let view = host.mainMenu.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .view }
        #expect(view?.children.first?.title == "First")
        #expect(view?.children.last?.title == "Last")
    }

    @Test func insertSiblingBeforeAndAfter() {
        let (host, _, _) = makeHost { builder in
            builder.insertSibling(UIMenu(title: "Before View", children: []), beforeMenu: .view)
            builder.insertSibling(UIMenu(title: "After View", children: []), afterMenu: .view)
        }
        let titles = host.mainMenu.children.map(\.title)
        let view = titles.firstIndex(of: "View")!
        #expect(titles[view - 1] == "Before View")
        #expect(titles[view + 1] == "After View")
    }

    @Test func replaceSwapsAMenuInPlace() {
        let (host, _, _) = makeHost { builder in
            builder.replace(menu: .format, with: UIMenu(title: "Style", identifier: UIMenu.Identifier("style"), children: [self.command("Plain", "plain:")]))
        }
        let titles = host.mainMenu.children.map(\.title)
        #expect(titles.contains("Style"))
        #expect(!titles.contains("Format"))
        #expect(titles.firstIndex(of: "Style") == titles.firstIndex(of: "Edit")! + 1)
    }

    @Test func replaceChildrenReceivesCurrentChildren() {
        var received: [String] = []
        let (host, _, _) = makeHost { builder in
            builder.replaceChildren(ofMenu: .help) { children in
                received = children.map(\.title)
                return children + [self.command("Tutorial", "showTutorial:")]
            }
        }
        #expect(received == ["Keyboard Shortcuts"])
        let help = host.mainMenu.children.last as? UIMenu
        #expect(help?.children.map(\.title) == ["Keyboard Shortcuts", "Tutorial"])
    }

    @Test func removeTakesAMenuAndItsCommandsOut() {
        var afterRemove: UICommand?
        let (host, _, _) = makeHost { builder in
            builder.remove(menu: .format)
            afterRemove = builder.command(for: .toggleBoldface)
            // The key Ctrl+B is free again once Format is gone.
            builder.insertChild(UIMenu(title: "Bold Things", children: [self.command("Bolder", "bolder:", "b")]), atEndOfMenu: .view)
        }
        #expect(afterRemove == nil)
        #expect(!host.mainMenu.children.map(\.title).contains("Format"))
        #expect(host.menuDiagnostics.isEmpty)
    }

    @Test func duplicateMenuIdentifierFailsTheInsertion() {
        let logs = LogCollector()
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Again", identifier: .find, children: []), atEndOfMenu: .view)
        }
        #expect(!host.mainMenu.children.contains { ($0 as? UIMenu)?.children.contains { $0.title == "Again" } ?? false })
        guard case let .duplicateIdentifier(identifier, _)? = host.menuDiagnostics.first else {
            Issue.record("expected a duplicate identifier diagnostic, got \(host.menuDiagnostics)")
            return
        }
        #expect(identifier == UIMenu.Identifier.find.rawValue)
        #expect(logs.messages.contains { $0.contains("com.apple.menu.find") })
    }

    @Test func repeatedKeyCombinationFailsWithBothCommandsNamed() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(options: .displayInline, children: [self.command("Shout", "shout:", "c")]), atEndOfMenu: .view)
        }
        #expect(host.mainMenuItem(["View", "Shout"]) == nil)
        #expect(host.menuDiagnostics.count == 1)
        let message = host.menuDiagnostics.first?.description ?? ""
        #expect(message.contains("'Shout' (shout:)"))
        #expect(message.contains("'Copy' (copy:)"))
        #expect(message.contains("Ctrl+C"))
    }

    @Test func conflictInsideOneInsertionRefusesAllOfIt() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Pair", children: [
                self.command("A", "a:", "k"), self.command("B", "b:", "k"),
            ]), atEndOfMenu: .view)
        }
        #expect(host.mainMenuItem(["View", "Pair"]) == nil)
        if case let .conflictingKeyCombination(keys, existing, new, _)? = host.menuDiagnostics.first {
            #expect(keys.displayString == "Ctrl+K")
            #expect(existing.title == "A")
            #expect(new.title == "B")
        } else {
            Issue.record("expected a key conflict, got \(host.menuDiagnostics)")
        }
    }

    @Test func refusedInsertionLeavesNothingBehindInTheIndex() {
        let (host, _, controller) = makeHost { builder in
            // Refused at "B": "a:", its key and the action before it must all come out again.
            builder.insertChild(UIMenu(title: "Pair", children: [
                self.command("A", "a:", "k"),
                UIAction(title: "Mark", identifier: UIAction.Identifier("mark")) { _ in },
                UIMenu(title: "Inner", identifier: UIMenu.Identifier("inner"), children: [self.command("B", "b:", "k")]),
            ]), atEndOfMenu: .view)
            // So the same action, key, action identifier and menu identifier are free afterwards.
            builder.insertChild(UIMenu(title: "Again", children: [
                self.command("A Again", "a:", "k"),
                UIAction(title: "Mark Again", identifier: UIAction.Identifier("mark")) { _ in },
                UIMenu(title: "Inner", identifier: UIMenu.Identifier("inner"), children: []),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("a:")
        #expect(host.menuDiagnostics.count == 1)
        #expect(host.mainMenuItem(["View", "Pair"]) == nil)
        #expect(host.mainMenuItem(["View", "Again", "A Again"]) != nil)
        #expect(host.mainMenuItem(["View", "Again", "Mark Again"]) != nil)
        #expect(host.press("k", modifiers: .command))
        #expect(controller.performed == ["a:"])
    }

    @Test func warningsOnlyNameCommandsStillInTheMenu() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Gone", identifier: UIMenu.Identifier("gone"), children: [
                UICommand(title: "", action: "untitledButRemoved:"),
            ]), atEndOfMenu: .view)
            builder.remove(menu: UIMenu.Identifier("gone"))
            builder.insertChild(UIMenu(title: "Kept", children: [UICommand(title: "", action: "untitledAndKept:")]), atEndOfMenu: .view)
        }
        #expect(host.menuDiagnostics == [.emptyTitle(action: "untitledAndKept:")])
    }

    @Test func shiftedLetterAndUppercaseInputAreTheSameKey() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Keys", children: [self.command("Upper", "upper:", "Z")]), atEndOfMenu: .view)
        }
        // "Z" with Ctrl is Ctrl+Shift+Z, which Redo already uses.
        #expect(host.menuDiagnostics.first?.description.contains("Shift+Ctrl+Z") == true)
    }

    @Test func duplicateCommandActionFails() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Clip", children: [self.command("Copy Again", "copy:")]), atEndOfMenu: .view)
        }
        guard case let .duplicateCommand(action, existing, new, _)? = host.menuDiagnostics.first else {
            Issue.record("expected a duplicate command, got \(host.menuDiagnostics)")
            return
        }
        #expect(action == .copy)
        #expect(existing == "Copy")
        #expect(new == "Copy Again")
    }

    @Test func sameActionWithDifferentPropertyListsIsAllowed() {
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Zoom", children: [
                UICommand(title: "50%", action: "zoom:", propertyList: 50),
                UICommand(title: "100%", action: "zoom:", propertyList: 100),
            ]), atEndOfMenu: .view)
        }
        #expect(host.menuDiagnostics.isEmpty)
        #expect((host.mainMenuItem(["View", "Zoom"]) as? UIMenu)?.children.count == 2)
    }

    @Test func operationsOnMissingMenusAreDiagnosed() {
        let ghost = UIMenu.Identifier("ghost")
        let (host, _, _) = makeHost { builder in
            builder.insertChild(UIMenu(title: "A", children: []), atStartOfMenu: ghost)
            builder.insertSibling(UIMenu(title: "B", children: []), afterMenu: ghost)
            builder.replace(menu: ghost, with: UIMenu(title: "C", children: []))
            builder.replaceChildren(ofMenu: ghost) { $0 }
            builder.remove(menu: ghost)
        }
        #expect(host.menuDiagnostics.count == 5)
        for diagnostic in host.menuDiagnostics {
            guard case let .missingMenu(identifier, _) = diagnostic else {
                Issue.record("unexpected \(diagnostic)")
                continue
            }
            #expect(identifier == ghost)
        }
    }

    @Test func rootCannotBeRemovedOrGivenSiblings() {
        let (host, _, _) = makeHost { builder in
            builder.remove(menu: .root)
            builder.insertSibling(UIMenu(title: "Beside", children: []), afterMenu: .root)
        }
        #expect(host.menuDiagnostics.count == 2)
        #expect(host.mainMenu.children.count == 7)
    }

    @Test func menuContainingItselfIsACycle() {
        let (host, _, _) = makeHost { builder in
            builder.replaceChildren(ofMenu: .help) { children in
                children + [builder.menu(for: .help)!]
            }
        }
        guard case .cycle(.help, _)? = host.menuDiagnostics.first else {
            Issue.record("expected a cycle, got \(host.menuDiagnostics)")
            return
        }
        #expect((host.mainMenu.children.last as? UIMenu)?.children.count == 1)
    }

    /// A chain of `count` menus, one inside the other, with a command at the bottom.
    private static func nestedMenus(_ count: Int, name: String) -> UIMenu {
        var menu = UIMenu(title: "\(name) \(count)", children: [UICommand(title: "Bottom \(name)", action: Selector("bottom\(name):"))])
        for level in stride(from: count - 1, through: 1, by: -1) {
            menu = UIMenu(title: "\(name) \(level)", children: [menu])
        }
        return menu
    }

    /// Ten thousand nested submenus used to overflow the stack in the first build; now menus
    /// deeper than the limit are refused with a diagnostic, on the first build and on rebuilds
    /// that insert the same menu objects again, and the rest of the menu stays.
    @Test func menusNestedPastTheLimitAreRefused() {
        // Kept for the whole process: releasing ten thousand nested objects is itself recursive.
        let deep = Self.kept(Self.nestedMenus(10_000, name: "Deep"))
        let deepest = MenuIndex.maximumDepth
        let fitting = Self.nestedMenus(deepest - 1, name: "Fits")  // under View, which is one deep
        let tooDeepByOne = Self.nestedMenus(deepest, name: "Over")
        let (host, _, _) = makeHost { builder in
            builder.insertChild(deep, atEndOfMenu: .view)
            builder.insertChild(fitting, atEndOfMenu: .view)
            builder.insertChild(tooDeepByOne, atEndOfMenu: .edit)
            builder.insertChild(UIMenu(title: "Tools", children: [self.command("Zoom", "zoom:", "z", [.command, .alternate])]), atEndOfMenu: .view)
        }
        for pass in ["first build", "rebuild"] {
            let refused = host.menuDiagnostics.compactMap { diagnostic -> String? in
                guard case let .tooDeep(identifier, limit, _) = diagnostic, limit == deepest else { return nil }
                return identifier.rawValue
            }
            #expect(refused.count == 2, "\(pass): \(host.menuDiagnostics)")
            #expect(host.menuDiagnostics.contains { $0.description.contains("nested more than \(deepest) menus deep") })
            #expect(host.mainMenuTitles(["View"]).contains("Tools"), "\(pass)")
            #expect(host.mainMenuTitles(["View"]).contains("Fits 1"), "\(pass)")
            #expect(!host.mainMenuTitles(["View"]).contains("Deep 1"), "\(pass)")
            #expect(!host.mainMenuTitles(["Edit"]).contains("Over 1"), "\(pass)")
            let path = ["View"] + (1..<deepest).map { "Fits \($0)" } + ["Bottom Fits"]
            #expect(host.mainMenuItem(path) != nil, "\(pass): the menu at the limit is whole")
            UIMenuSystem.main.setNeedsRebuild()
            host.settle()
        }
    }

    private static var keptMenus: [UIMenu] = []
    private static func kept(_ menu: UIMenu) -> UIMenu {
        keptMenus.append(menu)
        return menu
    }

    @Test func emptyTitlesAndInputsAreWarnedNotDropped() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Odd", children: [
                UIKeyCommand(action: "untitled:", input: "j", modifierFlags: .command),
                UIKeyCommand(title: "No Key", action: "noKey:", input: ""),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("untitled:")
        #expect(host.menuDiagnostics.contains(.emptyTitle(action: "untitled:")))
        #expect(host.menuDiagnostics.contains(.emptyKeyInput(action: "noKey:")))
        #expect(host.press("j", modifiers: .command))
        #expect(controller.performed == ["untitled:"])
    }
}
