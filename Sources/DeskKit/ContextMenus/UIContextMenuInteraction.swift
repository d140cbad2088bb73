import Foundation

/// Supplies a view's context menu configuration when the user asks for one, and hears when the
/// menu shows and closes.
///
/// Only the configuration is required; the other methods have defaults that do nothing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu asked for at `location` in the view, or nil for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// Called as the menu of `configuration` is about to show; `animator` is nil, as DeskKit
    /// shows menus without an animation to join.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// Called as the menu of `configuration` closes, whether an item was chosen, the user
    /// dismissed it, another menu replaced it or the app called
    /// ``UIContextMenuInteraction/dismissMenu()``; `animator` is nil.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// The view to lift while the menu shows; DeskKit's menus open at the pointer without a
    /// lifted preview, so it does not ask.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The view the preview returns to as the menu closes; not asked, as for the highlighting preview.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// Called when the user opens the menu's preview; DeskKit's menus show none, so it is not called.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
    /// No preview: the view itself.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// No preview: the view itself.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {}
}

/// Shows a menu for a view on secondary click (or long press on touch).
@preconcurrency @MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// How a menu is shown: with a preview above it (rich) or as a plain list (compact).
    public enum Appearance: Int, Sendable {
        /// Not known, as no menu is being asked for or shown.
        case unknown
        /// A large preview with the menu beside it, as iPad shows for a touch-and-hold.
        case rich
        /// The menu alone, as for a secondary click; DeskKit's only appearance.
        case compact
    }

    /// Supplies the configuration; held weakly, as the view controller usually owns both.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// How the menu being asked for or shown appears: ``Appearance/compact`` from the request
    /// until the menu closes (DeskKit's menus show no preview), ``Appearance/unknown`` otherwise.
    public var menuAppearance: Appearance { isRequesting || visible != nil ? .compact : .unknown }

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called before the interaction joins or leaves a view; a menu it shows closes when it leaves.
    public func willMove(to view: UIView?) {
        if view == nil, visible != nil { dismissMenu() }
    }

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
    private var isRequesting = false
    /// The menu showing, with the configuration it came from and where it shows (window coordinates).
    private var visible: (configuration: UIContextMenuConfiguration, menu: UIMenu, point: CGPoint, window: UIWindow)?

    /// The configuration and menu for a request at `location` (in the interaction's view), or
    /// nil when the delegate offers none.
    private func resolve(at location: CGPoint) -> (UIContextMenuConfiguration, UIMenu)? {
        lastLocation = location
        isRequesting = true
        defer { isRequesting = false }
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            return nil
        }
        let suggested: [UIMenuElement] = []
        let menu = configuration.actionProvider?(suggested) ?? UIMenu(children: suggested)
        return (configuration, UIMenuSystem.context.buildContextMenu(children: menu.children, from: view))
    }

    /// Asks the delegate for a menu at `location` (in the interaction's view) and shows it there;
    /// false when the delegate offers none or the view is in no window of a running app.
    @discardableResult
    func presentMenu(at location: CGPoint) -> Bool {
        guard let view, let window = view.window, let application = window.windowScene?.application,
              let presenter = application.presenter, let (configuration, menu) = resolve(at: location) else { return false }
        if let previous = application.visibleContextMenuInteraction { previous.menuDidClose() }
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let point = view.convert(location, to: nil)
        presenter.presentContextMenu(menu, at: point, in: window)
        visible = (configuration, menu, point, window)
        application.visibleContextMenuInteraction = self
        return true
    }

    /// Dismisses the menu if it is showing.
    public func dismissMenu() {
        guard let visible else {
            view?.window?.windowScene?.application?.presenter?.dismissContextMenu()
            return
        }
        menuDidClose()
        visible.window.windowScene?.application?.presenter?.dismissContextMenu()
    }

    /// Replaces the menu showing with what `update` makes of it (for example the same menu with
    /// changed check marks); does nothing when this interaction's menu is not showing.
    ///
    /// The elements `update` receives are the app's own, so changing their properties and
    /// returning the same menu works as in UIKit.
    public func updateVisibleMenu(_ update: (UIMenu) -> UIMenu) {
        guard let current = visible, let application = current.window.windowScene?.application,
              let presenter = application.presenter else { return }
        let updated = update(current.menu)
        let menu = UIMenuSystem.context.buildContextMenu(children: updated.children, from: view)
        // The presenter reports the old menu closed as the new one replaces it: not an end here.
        application.visibleContextMenuInteraction = nil
        presenter.presentContextMenu(menu, at: current.point, in: current.window)
        visible = (current.configuration, updated, current.point, current.window)
        application.visibleContextMenuInteraction = self
    }

    /// Forgets the menu showing and tells the delegate it ended.
    func menuDidClose() {
        guard let closing = visible else { return }
        visible = nil
        if let application = closing.window.windowScene?.application, application.visibleContextMenuInteraction === self {
            application.visibleContextMenuInteraction = nil
        }
        delegate?.contextMenuInteraction(self, willEndFor: closing.configuration, animator: nil)
    }
}

extension UIApplication {
    /// Tells the app that the context menu showing closed (chosen, dismissed or replaced), so
    /// the interaction that showed it tells its delegate. Presenters call it.
    package func contextMenuDidClose() {
        visibleContextMenuInteraction?.menuDidClose()
    }
}

/// Animations that run alongside a context menu's appearing or closing.
///
/// DeskKit shows and closes menus without animation, so it hands delegates no animator (the
/// parameter is nil); the protocol is here for code that adds animations when one is given.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the preview showed, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the transition has finished.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How committing a context menu's preview looks: the menu dismissing, or the preview popping
/// into the view it opens.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview fade away.
    case dismiss
    /// The preview grows into what it opens.
    case pop
}

/// Animates committing a context menu's preview (opening what it previews).
///
/// DeskKit's context menus show no previews, so no animator is ever handed to a delegate; the
/// protocol lets delegates written for UIKit, which implement the preview callback, compile.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit looks.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
