/// Hands out find sessions for a ``UIFindInteraction`` and hears when they begin and end.
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: AnyObject {
    /// The session to search `view` with, or nil when there is nothing to search.
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}
