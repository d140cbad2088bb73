import Foundation

/// A responder that edits text with a selection, as the edit menu and data detectors need it.
///
/// A view that adopts it gets the text edit menu on secondary click and on a tap once focused,
/// with the standard actions it can perform. ``editMenu(for:suggestedActions:)`` customizes
/// that menu; ``UITextView`` and ``UITextField`` ask their delegates instead.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    /// The edit menu for the text in `textRange`: build on `suggestedActions`, or return nil
    /// for the standard menu.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    func willPresentEditMenu(with animator: UIEditMenuInteractionAnimating)
    func willDismissEditMenu(with animator: UIEditMenuInteractionAnimating)
}

extension UITextInput {
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func willPresentEditMenu(with animator: UIEditMenuInteractionAnimating) {}
    public func willDismissEditMenu(with animator: UIEditMenuInteractionAnimating) {}
}

extension UITextView: UITextInput {}
