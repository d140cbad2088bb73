import Foundation

/// Supplies a view's context menu configuration when the user asks for one.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu asked for at `location` in the view, or nil for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// Shows a menu for a view on secondary click (or long press on touch).
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// Supplies the configuration; held weakly, as the view controller usually owns both.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called before the interaction joins or leaves a view; nothing to do here.
    public func willMove(to view: UIView?) {}

    /// Remembers the view the interaction now belongs to.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// The location of the current menu request in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return lastLocation }
        return source.convert(lastLocation, to: view ?? source.window)
    }

    private var lastLocation = CGPoint.zero

    /// The menu for a request at `location` (in the interaction's view), or nil for none.
    func menu(at location: CGPoint) -> UIMenu? {
        lastLocation = location
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            return nil
        }
        let suggested: [UIMenuElement] = []
        let menu = configuration.actionProvider?(suggested) ?? UIMenu(children: suggested)
        return UIMenuSystem.context.buildContextMenu(children: menu.children, from: view)
    }

    /// Dismisses the menu if it is showing.
    public func dismissMenu() {
        view?.window?.windowScene?.application?.presenter?.dismissContextMenu()
    }
}

/// Animates committing a context menu's preview (opening what it previews).
///
/// DeskKit's context menus show no previews, so no animator is ever handed to a delegate; the
/// protocol lets delegates written for UIKit, which implement the preview callback, compile.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
    /// The controller the preview showed, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's dismissal when the preview is committed.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the commit's dismissal has finished, e.g. to show the previewed controller.
    func addCompletion(_ completion: @escaping () -> Void)
}
