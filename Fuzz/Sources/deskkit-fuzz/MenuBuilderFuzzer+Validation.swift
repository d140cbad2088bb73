@testable import DeskKit
import Foundation

/// The fuzzed tree validated as the main menu is, with copies taken over from the trees of
/// earlier inputs (freed by then, as an app's previous build is), compared command by command
/// with a copy made afresh and validated the same way: what recycling shows must not differ.
@MainActor
extension MenuBuilderFuzzer {
    /// Implements some of the fuzzer's actions, refuses "paste:" for one property list, and
    /// changes what `validate(_:)` gets by title and property list.
    final class ValidatingResponder: UIResponder {
        override func registerActions() {
            super.registerActions()
            for action in ["copy:", "newTab:", "shout:", "find:"] as [Selector] { implement(action) { _, _ in } }
            implement("paste:") { _, _ in }
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == "paste:", (sender as? UICommand)?.propertyList as? String == "p1" { return false }
            return super.canPerformAction(action, withSender: sender)
        }

        override func validate(_ command: UICommand) {
            switch command.propertyList as? String {
            case "p0": command.state = .on
            case "p2": command.attributes.insert(.disabled)
            default: break
            }
            if command.title.hasPrefix("K") { command.title += " (validated)" }
            if command.title == "C" { command.discoverabilityTitle = "Checked" }
        }
    }

    static let validatingResponder = ValidatingResponder()
    /// Kept from input to input, as the main menu system keeps it from pass to pass.
    static let copyRecycler = ValidationCopyRecycler()

    /// Validates `menu` with the recycler and checks each command's copy against a fresh one.
    static func checkValidation(of menu: UIMenu) {
        copyRecycler.beginPass()
        let validator = MenuValidator(start: validatingResponder, presentation: 0, recycler: copyRecycler, onDeferredLoad: {})
        compare(menu.children, validator.validated(menu).children)
    }

    private static func compare(_ originals: [UIMenuElement], _ shown: [UIMenuElement]) {
        guard originals.count == shown.count else { fuzzFailure("validation shows \(shown.count) elements for \(originals.count)") }
        for (original, copy) in zip(originals, shown) {
            if let menu = original as? UIMenu, let shownMenu = copy as? UIMenu {
                compare(menu.children, shownMenu.children)
            } else if let command = original as? UICommand {
                guard let copy = copy as? UICommand, copy !== command else { fuzzFailure("command \(command.action) is shown without a copy") }
                check(copy, against: expectedCopy(of: command))
            }
        }
    }

    /// What validation should show for `command`: a new copy, asked about as the validator does.
    private static func expectedCopy(of command: UICommand) -> UICommand {
        let copy = command.copyElement() as! UICommand
        copy.isPerformable = validatingResponder.canPerformAction(command.action, withSender: copy)
        if copy.isPerformable { validatingResponder.validate(copy) }
        return copy
    }

    private static func check(_ copy: UICommand, against expected: UICommand) {
        let same = type(of: copy) == type(of: expected) && copy.title == expected.title
            && copy.subtitle == expected.subtitle && copy.image == expected.image
            && copy.discoverabilityTitle == expected.discoverabilityTitle && copy.attributes == expected.attributes
            && copy.state == expected.state && copy.isPerformable == expected.isPerformable
            && copy.action == expected.action && copy.alternates.count == expected.alternates.count
            && String(describing: copy.propertyList) == String(describing: expected.propertyList)
            && (copy as? UIKeyCommand)?.keyCombination == (expected as? UIKeyCommand)?.keyCombination
        guard same else {
            fuzzFailure("""
                the validated copy of \(expected.action) shows '\(copy.title)' state \(copy.state) \
                attributes \(copy.attributes.rawValue) performable \(copy.isPerformable); a fresh copy \
                '\(expected.title)' \(expected.state) \(expected.attributes.rawValue) \(expected.isPerformable)
                """)
        }
    }
}
