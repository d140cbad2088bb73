/// Behaviour attached to a view, such as find, edit menus or band selection.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil when it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction has moved to `view`, to set up or tear down its handling.
    func didMove(to view: UIView?)
}
