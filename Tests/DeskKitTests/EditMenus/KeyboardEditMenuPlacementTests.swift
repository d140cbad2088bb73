@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Shift+F10 (and the Menu key, which presenters report as it) opens a text view's edit menu at
/// the selection, as a secondary click there would, not in the middle of the view.
@MainActor
@Suite(.serialized)
struct KeyboardEditMenuPlacementTests {
    @Test func theMenuKeyOpensTheEditMenuAtTheSelection() throws {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 400, height: 300))
        textView.text = "Joists at 400 mm centres.\nRafters at 600 mm.\nPurlins on Monday."
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        host.keyWindow?.layoutIfNeeded()
        // "Rafters", on the second line.
        textView.selectedRange = NSRange(location: 26, length: 7)

        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        let menu = try #require(host.editMenu)
        #expect(menu.kind == .contextMenu)
        let selection = textView.firstRect(for: try #require(textView.selectedTextRange))
        let point = menu.configuration.sourcePoint
        #expect(abs(point.x - selection.minX) < 1, "the menu opens at the selection's start, not mid-view: \(point) for \(selection)")
        #expect(abs(point.y - selection.maxY) < 1, "just under the selected line: \(point) for \(selection)")
        #expect(point != CGPoint(x: textView.bounds.midX, y: textView.bounds.midY))
    }

    @Test func aSelectionScrolledOutOfSightOpensTheMenuMidView() throws {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        textView.text = String(repeating: "A line of the plan.\n", count: 200)
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        host.keyWindow?.layoutIfNeeded()
        textView.selectedRange = NSRange(location: 19 * 150, length: 4)
        textView.contentOffset = .zero
        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        let menu = try #require(host.editMenu)
        let point = menu.configuration.sourcePoint
        #expect(textView.bounds.contains(point), "the menu stays on the view: \(point)")
    }
}
