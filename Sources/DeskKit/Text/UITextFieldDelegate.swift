import Foundation

/// Customizes a text field's edit menu. Every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// The menu for the characters in `range` (UTF-16 units, as UIKit counts). Return nil for
    /// the standard menu, or build on `suggestedActions` to add your own actions.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Called as the field's edit menu appears.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// Called as the field's edit menu goes away.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }

    /// Does nothing by default.
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    /// Does nothing by default.
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
}
