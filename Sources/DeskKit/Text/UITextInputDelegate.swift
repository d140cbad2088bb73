/// Told by a text input of the changes it makes itself rather than through the input system
/// (the app setting the text or the selection, undo, paste), so an input method can drop a
/// composition or suggestion that no longer fits the text.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}
