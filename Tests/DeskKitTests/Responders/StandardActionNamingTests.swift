import DeskKit
import Testing

/// The standard actions' Swift names leave Swift's own functions usable inside responders, as
/// UIKit's do: the `print:` action is `printContent(_:)`, so `print(…)` in a view controller prints.
@MainActor
struct StandardActionNamingTests {
    final class Panel: UIViewController {
        var printed = 0

        /// Writes with Swift's `print`, unqualified, as ported code does.
        func log(_ message: String) -> String {
            var output = ""
            print(message, terminator: "", to: &output)
            return output
        }

        override func printContent(_ sender: Any?) {
            printed += 1
        }

        override func registerActions() {
            super.registerActions()
            implement(.print, by: Panel.printContent)
        }
    }

    @Test func printInsideAResponderIsSwiftsPrint() {
        let panel = Panel()
        #expect(panel.log("Thank you for your purchase.") == "Thank you for your purchase.")
        #expect(panel.printed == 0)
    }

    @Test func thePrintActionReachesPrintContent() {
        let (host, _, _) = makeHost()
        let panel = Panel()
        host.keyWindow?.rootViewController = panel
        _ = panel.view
        #expect(host.application.sendAction(.print, to: nil, from: nil, for: nil))
        #expect(panel.printed == 1)
    }
}
