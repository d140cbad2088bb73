import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The seed's text view delegate: Highlight only with a selection, Insert Photo always, both
/// after the system's actions. Unchanged from UIKit but for the import.
@MainActor
final class SeedTextViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView(frame: CGRect(x: 50, y: 50, width: 600, height: 400))
    var highlighted: [NSRange] = []
    var photos = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.delegate = self
        view.addSubview(textView)
    }

    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        var additionalActions: [UIMenuElement] = []
        if range.length > 0 {
            let highlightAction = UIAction(title: "Highlight", image: UIImage(systemName: "highlighter")) { action in
                self.highlighted.append(range)
            }
            additionalActions.append(highlightAction)
        }
        let addPhotoAction = UIAction(title: "Insert Photo", image: UIImage(systemName: "photo")) { action in
            self.photos += 1
        }
        additionalActions.append(addPhotoAction)
        return UIMenu(children: suggestedActions + additionalActions)
    }
}

@MainActor
@Suite(.serialized)
struct TextEditMenuTests {
    private func launch(_ text: String) -> (TestHost, SeedTextViewController) {
        UIPasteboard.general.strings = nil
        let controller = SeedTextViewController()
        let host = makeHost(showing: controller)
        controller.textView.text = text
        return (host, controller)
    }

    @Test func highlightOnlyWithASelectionInsertPhotoAlways() {
        let (host, controller) = launch("Jello there!")
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(controller.textView.isFirstResponder)
        #expect(host.editMenuTitles == ["Select", "Select All", "Insert Photo"])
        controller.textView.dismissEditMenuForTesting()

        controller.textView.selectedRange = NSRange(location: 0, length: 5)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Select All", "Highlight", "Insert Photo"])
        #expect(host.chooseEditMenuItem(["Highlight"]))
        #expect(controller.highlighted == [NSRange(location: 0, length: 5)])
        #expect(host.editMenu == nil)
    }

    @Test func nilFromTheDelegateGivesTheStandardMenu() {
        let (host, controller) = launch("Jello there!")
        controller.textView.delegate = nil
        controller.textView.selectedRange = NSRange(location: 6, length: 5)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Select All"])
    }

    @Test func copyThenPasteGoesThroughThePasteboard() {
        let (host, controller) = launch("Jello there!")
        controller.textView.selectedRange = NSRange(location: 0, length: 5)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(UIPasteboard.general.string == "Jello")
        controller.textView.selectedRange = NSRange(location: 12, length: 0)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles.contains("Paste"))
        #expect(host.chooseEditMenuItem(["Paste"]))
        #expect(controller.textView.text == "Jello there!Jello")
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.chooseEditMenuItem(["Select All"]))
        #expect(controller.textView.selectedRange == NSRange(location: 0, length: 17))
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.chooseEditMenuItem(["Cut"]))
        #expect(controller.textView.text.isEmpty)
    }

    @Test func selectPicksTheWordAtTheCaret() {
        let (host, controller) = launch("Jello there!")
        controller.textView.selectedRange = NSRange(location: 8, length: 0)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.chooseEditMenuItem(["Select"]))
        #expect(controller.textView.selectedRange == NSRange(location: 6, length: 5))
    }

    @Test func tappingAFocusedTextViewShowsTheCompactMenu() {
        let (host, controller) = launch("Jello there!")
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(controller.textView.isFirstResponder)
        #expect(host.editMenu == nil)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenu?.kind == .compact)
        #expect(host.editMenuTitles == ["Select", "Select All", "Insert Photo"])
        #expect(host.chooseEditMenuItem(["Insert Photo"]))
        #expect(controller.photos == 1)
    }

    @Test func readOnlyTextOffersOnlyCopyAndSelection() {
        let (host, controller) = launch("Jello there!")
        controller.textView.isEditable = false
        controller.textView.delegate = nil
        controller.textView.selectedRange = NSRange(location: 0, length: 5)
        UIPasteboard.general.string = "x"
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles == ["Copy", "Select All"])
    }
}

extension UITextView {
    /// Closes the text view's edit menu, as clicking elsewhere would.
    func dismissEditMenuForTesting() {
        editMenuInteraction.dismissMenu()
    }
}
