@testable import DeskKit
import Foundation

/// Random sequences of ``UIMenuBuilder`` edits on the standard main menu, with identifiers,
/// actions and key combinations drawn from small pools so that duplicates and missing menus
/// are common.
///
/// After every edit: an edit either changes the tree and reports nothing, or reports exactly one
/// diagnostic and leaves the tree as it was; the tree never holds a menu identifier, action
/// identifier, command or key combination twice; at the end every menu in it can be looked up.
/// Menus made earlier in a run are inserted again, as apps insert the same menu objects on
/// every rebuild (the builder admits those from a cached summary). The finished tree is
/// validated as the main menu is, taking over copies from earlier inputs' trees, and each
/// command's copy must show what a fresh copy shows (MenuBuilderFuzzer+Validation.swift).
@MainActor
enum MenuBuilderFuzzer {
    static let menuIdentifiers: [UIMenu.Identifier] = [
        .file, .edit, .view, .window, .help, .find, .close, .quit, .format, .root, .textStyle,
        UIMenu.Identifier("org.deskkit.fuzz.a"), UIMenu.Identifier("org.deskkit.fuzz.b"), UIMenu.Identifier("org.deskkit.fuzz.c"),
    ]
    static let selectors: [Selector] = ["copy:", "paste:", "newTab:", "closeTab:", "shout:", "terminate:", "find:"]
    static let inputs = ["c", "v", "t", "w", "q", "f", "x", "", UIKeyCommand.inputUpArrow]
    static let flags: [UIKeyModifierFlags] = [.command, [.command, .shift], .alternate, []]

    static func run(_ input: FuzzInput) {
        var input = input
        let builder = MenuTreeBuilder(system: .main, root: StandardMainMenu.make(applicationName: "Fuzz"))
        var steps = 0
        var made: [UIMenu] = []
        // The tree after one edit is the tree before the next, so each step walks it once.
        var before = checkInvariants(of: builder, looksUpMenus: false)
        while !input.isAtEnd, steps < 64 {
            steps += 1
            let diagnosticsBefore = builder.diagnostics.count
            apply(operation: input.byte(), to: builder, using: &input, made: &made)
            let after = checkInvariants(of: builder, looksUpMenus: false)
            let reported = builder.diagnostics.count - diagnosticsBefore
            guard reported <= 1 else { fuzzFailure("one edit reported \(reported) problems: \(builder.diagnostics.suffix(reported))") }
            if reported == 1, before != after {
                fuzzFailure("a refused edit changed the tree: \(builder.diagnostics.last!)")
            }
            before = after
        }
        _ = checkInvariants(of: builder, looksUpMenus: true)
        builder.collectWarnings()
        _ = builder.diagnostics.map(\.description)
        checkValidation(of: builder.result)
    }

    private static func apply(operation: UInt8, to builder: MenuTreeBuilder, using input: inout FuzzInput, made: inout [UIMenu]) {
        let target = input.element(of: menuIdentifiers)
        func fresh() -> UIMenu {
            let menu = makeMenu(&input, depth: 0)
            made.append(menu)
            return menu
        }
        switch operation % 9 {
        case 0: builder.insertChild(fresh(), atStartOfMenu: target)
        case 1: builder.insertChild(fresh(), atEndOfMenu: target)
        case 2: builder.insertSibling(fresh(), beforeMenu: target)
        case 3: builder.insertSibling(fresh(), afterMenu: target)
        case 4: builder.replace(menu: target, with: fresh())
        case 5: builder.remove(menu: target)
        case 6:
            let extra = makeElements(&input, depth: 1)
            let keep = input.byte()
            builder.replaceChildren(ofMenu: target) { children in
                children.enumerated().filter { position, _ in keep & (1 << (position % 8)) != 0 }.map(\.element) + extra
            }
        case 7:
            // A menu object made earlier, perhaps still in the tree, perhaps removed since.
            guard !made.isEmpty else { return }
            let menu = made[Int(input.byte()) % made.count]
            if input.bool() {
                builder.insertChild(menu, atEndOfMenu: target)
            } else {
                builder.replace(menu: target, with: menu)
            }
        default:
            _ = builder.menu(for: target)
            _ = builder.command(for: input.element(of: selectors), propertyList: nil)
        }
    }

    private static func makeMenu(_ input: inout FuzzInput, depth: Int) -> UIMenu {
        let identifier = input.element(of: menuIdentifiers)
        let options: UIMenu.Options = input.bool() ? .displayInline : []
        return UIMenu(title: "M\(input.byte() % 4)", identifier: identifier, options: options, children: makeElements(&input, depth: depth + 1))
    }

    private static func makeElements(_ input: inout FuzzInput, depth: Int) -> [UIMenuElement] {
        let count = depth > 2 ? 0 : Int(input.byte() % 4)
        return (0..<count).map { _ in makeElement(&input, depth: depth) }
    }

    private static func makeElement(_ input: inout FuzzInput, depth: Int) -> UIMenuElement {
        let kind = input.byte()
        switch kind % 4 {
        case 0:
            return UIKeyCommand(title: "K\(kind / 4 % 3)", action: input.element(of: selectors),
                                input: input.element(of: inputs), modifierFlags: input.element(of: flags),
                                propertyList: input.bool() ? "p\(input.byte() % 3)" : nil)
        case 1:
            return UICommand(title: "C", action: input.element(of: selectors), propertyList: input.bool() ? "p\(input.byte() % 3)" : nil)
        case 2:
            return UIAction(title: "A", identifier: UIAction.Identifier("org.deskkit.fuzz.action\(input.byte() % 5)")) { _ in }
        default:
            return makeMenu(&input, depth: depth)
        }
    }

    private static var seenMenus = Set<UIMenu.Identifier>()
    private static var seenActions = Set<UIAction.Identifier>()
    private static var seenCommands = Set<CommandKey>()
    private static var seenKeys = Set<KeyCombination>()

    /// Looking every menu up materializes its subtree, so it is done once, after the last edit.
    /// Returns the tree's fingerprint: a hash of every element's kind, identifier, title, action
    /// and key combination in order, to compare the tree before and after an edit without
    /// spelling it out as text (which cost most of each input's time).
    private static func checkInvariants(of builder: MenuTreeBuilder, looksUpMenus: Bool) -> Int {
        // The sets keep their storage from walk to walk: allocating them afresh for each of up
        // to 65 walks per input cost more than filling them.
        var menus = seenMenus, actions = seenActions, commands = seenCommands, keys = seenKeys
        seenMenus = []
        seenActions = []
        seenCommands = []
        seenKeys = []
        menus.removeAll(keepingCapacity: true)
        actions.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        defer {
            seenMenus = menus
            seenActions = actions
            seenCommands = commands
            seenKeys = keys
        }
        var fingerprint = Hasher()
        func visit(_ element: UIMenuElement) {
            switch element {
            case let menu as UIMenu:
                fingerprint.combine(0)
                fingerprint.combine(menu.identifier.rawValue)
                fingerprint.combine(menu.title)
                fingerprint.combine(menu.children.count)
                guard menus.insert(menu.identifier).inserted else { fuzzFailure("menu '\(menu.identifier.rawValue)' is in the tree twice") }
                guard !looksUpMenus || builder.menu(for: menu.identifier) != nil else { fuzzFailure("menu '\(menu.identifier.rawValue)' cannot be looked up") }
                menu.children.forEach(visit)
            case let command as UICommand:
                fingerprint.combine(command is UIKeyCommand ? 1 : 2)
                fingerprint.combine(command.title)
                fingerprint.combine(command.action.description)
                fingerprint.combine((command as? UIKeyCommand)?.keyCombination)
                guard commands.insert(command.commandKey).inserted else { fuzzFailure("command \(command.action) is in the tree twice") }
                guard builder.command(for: command.action, propertyList: command.propertyList) === command else {
                    fuzzFailure("command \(command.action) is not the one the builder finds")
                }
                if let combination = (command as? UIKeyCommand)?.keyCombination {
                    guard keys.insert(combination).inserted else { fuzzFailure("key \(combination) is used twice") }
                }
            case let action as UIAction:
                fingerprint.combine(3)
                fingerprint.combine(action.identifier.rawValue)
                guard actions.insert(action.identifier).inserted else { fuzzFailure("action '\(action.identifier.rawValue)' is in the tree twice") }
            default:
                fingerprint.combine(4)
            }
        }
        visit(builder.result)
        guard commands.count == builder.commandCount, keys.count == builder.keyCommands.count else {
            fuzzFailure("the index holds \(builder.commandCount) commands and \(builder.keyCommands.count) keys, the tree \(commands.count) and \(keys.count)")
        }
        return fingerprint.finalize()
    }
}
