import Foundation

/// Supplies a view's context menu configuration when the user asks for one.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// Shows a menu for a view on secondary click (or long press on touch).
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}

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
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
