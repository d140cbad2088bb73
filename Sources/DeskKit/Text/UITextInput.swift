import Foundation

/// A responder that edits text with a selection, as the edit menu and data detectors need it,
/// with positions that code generic over text inputs can move through.
///
/// A view that adopts it gets the text edit menu on secondary click and on a tap once focused,
/// with the standard actions it can perform. ``editMenu(for:suggestedActions:)`` customizes
/// that menu; ``UITextView`` and ``UITextField`` ask their delegates instead.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, as a range of this object's own kind.
    var selectedTextRange: UITextRange? { get set }
    /// The text of a range made by this object.
    func text(in range: UITextRange) -> String?
    /// Replaces a range made by this object, as one undoable edit.
    func replace(_ range: UITextRange, withText text: String)

    /// Where the text starts.
    var beginningOfDocument: UITextPosition { get }
    /// Where the text ends.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions of this object, in either order.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position` (UTF-16 units, as UIKit counts), or nil
    /// outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The characters (UTF-16 units) from one position to another; negative going backward.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// Whether `position` comes before, at or after `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// Finds words, sentences and paragraphs around this object's positions.
    var tokenizer: UITextInputTokenizer { get }

    /// Told of the changes this object makes itself, not through the input system.
    var inputDelegate: UITextInputDelegate? { get set }
    /// The text an input method is composing and has not committed yet; nil when none.
    var markedTextRange: UITextRange? { get }
    /// Attributes for drawing composed text.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the composition (or the selection when nothing is composed) with `markedText`,
    /// which becomes the composition, and selects `selectedRange` of it (UTF-16 units).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the composition as it stands.
    func unmarkText()

    /// The edit menu for the text in `textRange`: build on `suggestedActions`, or return nil
    /// for the standard menu.
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Called as the edit menu for the selection appears.
    func willPresentEditMenu(with animator: UIEditMenuInteractionAnimating)
    /// Called as that edit menu goes away.
    func willDismissEditMenu(with animator: UIEditMenuInteractionAnimating)
}

extension UITextInput {
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Does nothing by default.
    public func willPresentEditMenu(with animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing by default.
    public func willDismissEditMenu(with animator: UIEditMenuInteractionAnimating) {}
}

extension UITextView: UITextInput {}
