/// Hands out find sessions for a ``UIFindInteraction`` and hears when they begin and end.
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: AnyObject {
    /// The session to search `view` with, or nil when there is nothing to search.
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    /// Called when `session` starts being used.
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    /// Called when the navigator closes and `session` ends.
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    /// Does nothing by default.
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    /// Does nothing by default.
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}
