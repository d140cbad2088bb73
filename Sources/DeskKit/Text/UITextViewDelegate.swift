import Foundation

/// Customizes a text view's edit menu and hears its scrolling. Every method is optional.
///
/// Set it as the text view's ``UIScrollView/delegate``, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// The menu for the text in `range` (UTF-16 units, as UIKit counts). Return nil for the
    /// standard menu, or build on `suggestedActions` to add your own actions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Called as the view's edit menu appears.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// Called as the view's edit menu goes away.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// The user changed the text (typing, pasting, replacing, undoing); not sent when the app
    /// sets ``UITextView/text``.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }

    /// Does nothing by default.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing by default.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

extension UITextView {
    /// The scroll view delegate, when it is a text view delegate.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
}
