import DeskKit

/// A note's read-only text; tells the notes view when it takes the keyboard, so searches
/// start in the note the user was last in even after the find bar takes the keyboard.
@MainActor
final class NoteTextView: UITextView {
    var didBecomeFirstResponder: (@MainActor (NoteTextView) -> Void)?

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { didBecomeFirstResponder?(self) }
        return became
    }
}
