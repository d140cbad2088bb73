import Foundation

/// Hears a text field's editing, typing and Return, can refuse edits and focus changes, and
/// customizes its edit menu. Every method is optional.
///
/// Ranges are `NSRange`s in UTF-16 units of the field's text, as UIKit counts.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    // MARK: - Managing editing

    /// Asked before the field becomes first responder; false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and edits now.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the editing field gives up first responder; false keeps it editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing, for `reason`; calls ``textFieldDidEndEditing(_:)`` by default.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

    // MARK: - Editing the text

    /// Asked before every edit the user makes (typing, Backspace, paste, cut, delete): `range`
    /// is the text replaced and `string` what replaces it. False refuses the edit. Not asked
    /// when the app sets ``UITextField/text``.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved, by the user or by the app.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The user pressed Return; false keeps the field from its Return behaviour.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool

    // MARK: - Customizing the edit menu

    /// The menu for the characters in `range`. Return nil for the standard menu, or build on
    /// `suggestedActions` to add your own actions.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Called as the field's edit menu appears.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// Called as the field's edit menu goes away.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    /// True by default.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True by default.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)`` by default, as UIKit does.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True by default.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True by default.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }

    /// Nil (the standard menu) by default.
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }

    /// Does nothing by default.
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing by default.
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
}
