@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A text field delegate limiting the field's length and recording what it is told.
@MainActor
final class LimitingTextFieldDelegate: UITextFieldDelegate {
    var events: [String] = []
    var limit = Int.max
    var returns = true
    var refusesEnd = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { events.append("should begin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("did begin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { events.append("should end"); return !refusesEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("did end") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        events.append("change \(range.location),\(range.length) '\(string)'")
        let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return (updated as NSString).length <= limit
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { events.append("selection") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { events.append("return"); return returns }
}

/// Responds to a field's editing actions, declared as DeskKit's targets declare them.
@MainActor
final class FieldActionTarget: UIResponder {
    var received: [String] = []
    override func registerActions() {
        super.registerActions()
        for name in ["changed:", "ended:"] {
            implement(Selector(name)) { responder, _ in (responder as? FieldActionTarget)?.received.append(name) }
        }
    }
}

/// The text field delegate's editing, change, selection and Return methods and the field's
/// control events, driven with keys through the headless host.
@MainActor
@Suite(.serialized)
struct TextFieldDelegateTests {
    /// A field holding `text` in a launched app's window, with a recording delegate.
    private func makeFieldHost(_ text: String, delegate: LimitingTextFieldDelegate = LimitingTextFieldDelegate())
        -> (TestHost, UITextField, LimitingTextFieldDelegate) {
        let (host, _, controller) = makeHost()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        (field.text, field.delegate) = (text, delegate)
        controller.view.addSubview(field)
        return (host, field, delegate)
    }

    @Test func typingIsAskedWithUTF16RangesAndTheDelegateLimitsTheLength() {
        let (host, field, delegate) = makeFieldHost("😀")
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
        field.select(4..<4)
        delegate.limit = 4
        delegate.events = []
        host.type("abc")
        #expect(field.text == "😀ab")
        #expect(delegate.events.filter { $0.hasPrefix("change") } == ["change 2,0 'a'", "change 3,0 'b'", "change 4,0 'c'"])
        #expect(host.press("\u{8}"))
        #expect(field.text == "😀a")
        #expect(delegate.events.last(where: { $0.hasPrefix("change") }) == "change 3,1 ''")
        // The app's own text is not asked about.
        delegate.events = []
        field.text = "longer than the limit"
        #expect(!delegate.events.contains { $0.hasPrefix("change") })
    }

    @Test func returnAsksTheDelegateSendsTheActionsAndEndsEditingWithATarget() {
        let (host, field, delegate) = makeFieldHost("name")
        let target = FieldActionTarget()
        field.addTarget(target, action: Selector("changed:"), for: .editingChanged)
        #expect(field.becomeFirstResponder())
        field.select(4..<4)
        host.type("s")
        #expect(target.received == ["changed:"])
        #expect(field.text == "names", "Return is not typed into a single line")

        delegate.returns = false
        #expect(host.press("\r"))
        #expect(field.isFirstResponder)
        #expect(field.text == "names")
        delegate.returns = true
        field.addTarget(target, action: Selector("ended:"), for: .editingDidEndOnExit)
        delegate.events = []
        #expect(host.press("\r"))
        #expect(target.received == ["changed:", "ended:"])
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(delegate.events == ["return", "should end", "did end"])
    }

    @Test func beginAndEndEditingFollowFocusAndClearsOnBeginEditingEmptiesTheField() {
        let (_, field, delegate) = makeFieldHost("draft")
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 30))
        field.superview?.addSubview(other)
        field.clearsOnBeginEditing = true
        #expect(field.becomeFirstResponder())
        #expect(field.text == "")
        #expect(delegate.events.prefix(2) == ["should begin", "did begin"])
        delegate.refusesEnd = true
        delegate.events = []
        #expect(!other.becomeFirstResponder())
        #expect(field.isEditing)
        delegate.refusesEnd = false
        #expect(other.becomeFirstResponder())
        #expect(delegate.events == ["should end", "should end", "did end"])
        #expect(!field.isEditing)
        #expect(other.isEditing)
    }

    @Test func secureFieldsAreNeverCopiedAndPositionsCountUTF16() {
        let (_, field, _) = makeFieldHost("a😀b")
        field.isSecureTextEntry = true
        field.select(0..<6)
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.cut, withSender: nil))
        UIPasteboard.general.string = "unchanged"
        field.copy(nil)
        #expect(UIPasteboard.general.string == "unchanged")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        #expect((field.position(from: field.beginningOfDocument, offset: 3) as? TextPosition)?.offset == 5)
        #expect(field.position(from: field.beginningOfDocument, offset: 2) == nil, "inside the surrogate pair")
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .done)
    }

    @Test func sideViewsShowByModeAndNarrowTheTextRect() {
        let (_, field, _) = makeFieldHost("")
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .whileEditing
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 30)
        #expect(field.textRect(forBounds: bounds) == bounds)
        #expect(field.becomeFirstResponder())
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 280, height: 30))
    }
}
