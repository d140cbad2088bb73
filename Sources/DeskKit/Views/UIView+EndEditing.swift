// MARK: - Ending editing

extension UIView {
    /// Makes the first responder give up its status when it is this view or inside it, as
    /// a tap outside a text field does.
    ///
    /// - Parameter force: When true the first responder resigns even if its delegate asks to
    ///   keep editing (`textViewShouldEndEditing` or `textFieldShouldEndEditing` returning false).
    /// - Returns: Whether no first responder is left in the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        guard responder === self || window.firstResponderIsInside(self) else { return true }
        if responder.resignFirstResponder(), window.firstResponder !== responder { return true }
        guard force else { return false }
        window.clearFirstResponder()
        return true
    }
}
