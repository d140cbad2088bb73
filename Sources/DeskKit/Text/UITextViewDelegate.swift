import Foundation

/// Hears a text view's editing, selection and edit menu, and can refuse edits and focus
/// changes. Every method is optional.
///
/// Set it as the text view's ``UIScrollView/delegate``, as in UIKit. Ranges are `NSRange`s in
/// UTF-16 units, as UIKit counts, converted from the view's UTF-8 offsets through its UTF-16
/// index, so asking costs no pass over a large text.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    // MARK: - Responding to editing notifications

    /// Asked before the view becomes first responder to edit; false keeps it from editing.
    /// Not asked for a view that is not ``UITextView/isEditable``.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became first responder and edits now.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before the editing view gives up first responder; false keeps it editing.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view stopped editing (it is no longer first responder).
    func textViewDidEndEditing(_ textView: UITextView)

    // MARK: - Responding to text changes

    /// Asked before every edit the user makes (typing, Backspace and Delete, paste, cut, an
    /// input method's commit, a platform text widget's edit): `range` is the text replaced and
    /// `text` what replaces it. False refuses the edit. Not asked when the app changes the text
    /// itself (``UITextView/text``, ``UITextView/replace(_:withText:)``) nor for undo and redo.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (typing, pasting, replacing, undoing); not sent when the app
    /// sets ``UITextView/text``.
    func textViewDidChange(_ textView: UITextView)

    // MARK: - Responding to selection changes

    /// The selection moved, by the user or by the app: sent once per change, after it is complete.
    func textViewDidChangeSelection(_ textView: UITextView)

    // MARK: - Customizing the edit menu

    /// The menu for the text in `range`. Return nil for the standard menu, or build on
    /// `suggestedActions` to add your own actions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Called as the view's edit menu appears.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// Called as the view's edit menu goes away.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    /// True by default.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True by default.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True by default.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing by default.
    public func textViewDidChangeSelection(_ textView: UITextView) {}

    /// Nil (the standard menu) by default.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }

    /// Does nothing by default.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing by default.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
}

extension UITextView {
    /// The scroll view delegate, when it is a text view delegate.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
}
