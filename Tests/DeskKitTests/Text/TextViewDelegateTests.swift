@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A text view delegate that records what it is told and refuses what a test asks it to.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var events: [String] = []
    var changes: [(range: NSRange, text: String)] = []
    var refusesChange: (NSRange, String) -> Bool = { _, _ in false }
    var refusesBegin = false
    var refusesEnd = false
    /// The selection as the delegate reads it in `textViewDidChangeSelection`.
    var selections: [NSRange] = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        events.append("should begin")
        return !refusesBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("did begin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        events.append("should end")
        return !refusesEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("did end") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        changes.append((range, text))
        return !refusesChange(range, text)
    }
    func textViewDidChange(_ textView: UITextView) { events.append("did change") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        events.append("selection")
        selections.append(textView.selectedRange)
    }
}

/// The text view delegate's editing, change and selection methods, called where UIKit calls
/// them, driven with keys through the headless host.
@MainActor
@Suite(.serialized)
struct TextViewDelegateTests {
    private func makeTextHost(_ text: String) -> (TestHost, UITextView, RecordingTextViewDelegate) {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.text = text
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        controller.view.addSubview(textView)
        return (host, textView, delegate)
    }

    @Test func typingAsksBeforeEachKeyWithUTF16RangesAndARefusedKeyChangesNothing() {
        let (host, view, delegate) = makeTextHost("😀é")
        view.becomeFirstResponder()
        view.select(6..<6)
        delegate.refusesChange = { _, text in text == "#" }
        host.type("a#b")
        #expect(view.text == "😀éab")
        // The emoji is two UTF-16 units, "é" one: the caret after them is at unit 3.
        #expect(delegate.changes.map(\.range) == [NSRange(location: 3, length: 0), NSRange(location: 4, length: 0), NSRange(location: 4, length: 0)])
        #expect(delegate.changes.map(\.text) == ["a", "#", "b"])
        // Backspace replaces the character before the caret with nothing.
        #expect(host.press("\u{8}"))
        #expect(delegate.changes.last?.range == NSRange(location: 4, length: 1))
        #expect(delegate.changes.last?.text == "")
        #expect(view.text == "😀éa")
        // Refused: the text and caret stay, and neither change nor selection is reported.
        delegate.refusesChange = { _, _ in true }
        delegate.events = []
        #expect(host.press("\u{8}"))
        host.type("z")
        #expect(view.text == "😀éa")
        #expect(delegate.events.isEmpty)
    }

    @Test func pasteCutAndDeleteAskTheDelegateAndARefusalKeepsTextAndPasteboard() {
        let (host, view, delegate) = makeTextHost("one two three")
        view.becomeFirstResponder()
        UIPasteboard.general.string = "PASTED"
        view.select(4..<7)
        #expect(host.press("v", modifiers: .command))
        #expect(view.text == "one PASTED three")
        #expect(delegate.changes.last?.range == NSRange(location: 4, length: 3))
        #expect(delegate.changes.last?.text == "PASTED")

        delegate.refusesChange = { _, _ in true }
        view.select(0..<3)
        #expect(!host.press("x", modifiers: .command) || view.text == "one PASTED three")
        #expect(view.text == "one PASTED three")
        #expect(UIPasteboard.general.string == "PASTED", "a refused cut leaves the pasteboard as it was")
        #expect(delegate.changes.last?.range == NSRange(location: 0, length: 3))
        _ = host.press(UIKeyCommand.inputDelete)
        #expect(view.text == "one PASTED three")

        delegate.refusesChange = { _, _ in false }
        view.select(0..<4)
        #expect(host.press("x", modifiers: .command))
        #expect(view.text == "PASTED three")
        #expect(UIPasteboard.general.string == "one ")
        view.select(6..<6)
        #expect(host.press(UIKeyCommand.inputDelete))
        #expect(view.text == "PASTEDthree")
        #expect(delegate.changes.last?.range == NSRange(location: 6, length: 1))
        // Direct calls, as UIKit code makes them, take the same path.
        view.select(0..<6)
        view.cut(nil)
        #expect(view.text == "three")
        view.selectAll(nil)
        #expect(view.selectedRange == NSRange(location: 0, length: 5))
    }

    @Test func replacingOneResultInTheFindNavigatorAsksLikeATypedEdit() async {
        let (_, view, delegate) = makeTextHost("é cat, cat")
        let session = UITextSearchingFindSession(searchableObject: view)
        let options = UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .regularExpression)
        session.performSearch(query: "c(a)t", options: options)
        await session.waitUntilSearchFinished()
        delegate.refusesChange = { range, _ in range.location == 2 }
        session.performSingleReplacement(query: "c(a)t", replacementString: "d$1g", options: options)
        #expect(view.text == "é cat, cat", "the first result is in the part the delegate keeps")
        #expect(delegate.changes.map(\.range) == [NSRange(location: 2, length: 3)])
        #expect(delegate.changes.map(\.text) == ["dag"], "the delegate sees the text that goes in")
        #expect(session.error == .replacementDeclined(foundText: "c(a)t"))
        session.highlightNextResult(in: .forward)
        session.performSingleReplacement(query: "c(a)t", replacementString: "d$1g", options: options)
        #expect(view.text == "é cat, dag")
        #expect(session.error == nil)
    }

    @Test func theAppsOwnEditsAreNotAskedAbout() {
        let (_, view, delegate) = makeTextHost("start")
        view.text = "replaced"
        view.replace(TextRange(0..<8, version: view.textStorage.version), withText: "again")
        view.replaceAll(queryString: "a", options: UITextSearchOptions(), withText: "o")
        #expect(view.text == "ogoin")
        #expect(delegate.changes.isEmpty)
    }

    @Test func aPlatformEditIsRefusedWhenTheDelegateSaysSo() {
        let (_, view, delegate) = makeTextHost("abc")
        delegate.refusesChange = { range, text in range == NSRange(location: 1, length: 1) && text == "X" }
        #expect(!view.applyPlatformEdit(replacing: 1..<2, with: Array("X".utf8)))
        #expect(view.text == "abc")
        #expect(view.applyPlatformEdit(replacing: 1..<2, with: Array("Y".utf8)))
        #expect(view.text == "aYc")
    }

    @Test func selectionChangesAreReportedOncePerKeyOrMoveAndForTheAppsOwnSelection() {
        let (host, view, delegate) = makeTextHost("")
        view.becomeFirstResponder()
        delegate.events = []
        host.type("abc")
        #expect(delegate.events.filter { $0 == "selection" }.count == 3)
        #expect(delegate.events.filter { $0 == "did change" }.count == 3)
        #expect(delegate.selections.last == NSRange(location: 3, length: 0))
        delegate.events = []
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(host.press(UIKeyCommand.inputLeftArrow, modifiers: .shift))
        #expect(delegate.events == ["selection", "selection"])
        #expect(delegate.selections.last == NSRange(location: 1, length: 1))
        delegate.events = []
        view.selectedRange = NSRange(location: 0, length: 3)
        view.selectedRange = NSRange(location: 0, length: 3)
        #expect(delegate.events == ["selection"], "setting the same selection again is no change")
        delegate.events = []
        view.undoManager?.undo()
        #expect(view.text == "")
        #expect(delegate.events.filter { $0 == "selection" }.count == 1)
    }

    @Test func beginAndEndEditingFollowFirstResponderAndTheDelegateMayRefuse() {
        let (_, view, delegate) = makeTextHost("text")
        let other = UITextView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        view.superview?.addSubview(other)
        delegate.refusesBegin = true
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(delegate.events == ["should begin"])
        delegate.refusesBegin = false
        delegate.events = []
        #expect(view.becomeFirstResponder())
        #expect(delegate.events == ["should begin", "did begin"])
        // Already first responder: nothing asked again.
        #expect(view.becomeFirstResponder())
        #expect(delegate.events.count == 2)

        delegate.refusesEnd = true
        delegate.events = []
        #expect(!other.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(!view.resignFirstResponder())
        #expect(delegate.events == ["should end", "should end"])
        // endEditing(true) ends it anyway, as UIKit forces it.
        #expect(view.superview?.endEditing(true) == true)
        #expect(!view.isFirstResponder)
        #expect(delegate.events.last == "did end")

        delegate.refusesEnd = false
        #expect(view.becomeFirstResponder())
        delegate.events = []
        #expect(other.becomeFirstResponder())
        #expect(delegate.events == ["should end", "did end"])
        #expect(other.isFirstResponder)
    }

    @Test func editingEndsWhenTheViewLeavesTheWindowEvenIfTheDelegateWouldKeepIt() {
        let (_, view, delegate) = makeTextHost("text")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let window = view.window
        view.superview?.addSubview(container)
        container.addSubview(view)
        #expect(view.becomeFirstResponder())
        delegate.refusesEnd = true
        delegate.events = []
        container.removeFromSuperview()
        #expect(delegate.events == ["did end"], "a closed tab's editor is not asked, only told")
        #expect(!view.isFirstResponder && window?.firstResponder == nil)
    }

    @Test func aReadOnlyViewBecomesFirstResponderWithoutEditing() {
        let (_, view, delegate) = makeTextHost("text")
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        #expect(view.resignFirstResponder())
        #expect(delegate.events.isEmpty)
    }

    @Test func editingNotificationsArePosted() {
        let (host, view, _) = makeTextHost("")
        let names = NotificationNames()
        let center = NotificationCenter.default
        let tokens = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: view, queue: nil) { note in
                names.append(note.name)
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        view.becomeFirstResponder()
        host.type("a")
        view.text = "set by the app"
        view.resignFirstResponder()
        #expect(names.all == [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification])
    }

    @Test func clearsOnInsertionTextAlignmentAndAttributedText() {
        let (host, view, _) = makeTextHost("old value")
        view.becomeFirstResponder()
        view.clearsOnInsertion = true
        host.type("n")
        #expect(view.text == "n")
        view.clearsOnInsertion = false
        let font = UIFont.systemFont(ofSize: 21)
        view.attributedText = NSAttributedString(string: "Hello", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(view.text == "Hello")
        #expect(view.font == font)
        #expect(view.textColor == UIColor.red)
        #expect(view.attributedText.string == "Hello")
        #expect(view.typingAttributes[.font] as? UIFont == font)
        view.scrollRangeToVisible(NSRange(location: 1, length: 3))
        #expect(view.rangeToScrollToVisible == 1..<4)
    }
}

/// Notification names as they arrive, from whichever thread posts them.
final class NotificationNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [Notification.Name] = []
    var all: [Notification.Name] { lock.withLock { names } }
    func append(_ name: Notification.Name) { lock.withLock { names.append(name) } }
}
