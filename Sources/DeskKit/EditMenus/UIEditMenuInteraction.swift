import Foundation

/// Shows an edit menu for a view: programmatically, from the app's own gesture, and on its own
/// on secondary click.
///
/// The menu lists the system actions that responders at the source point can perform, in
/// UIKit's order, which the delegate may extend or replace. Touch shows the compact horizontal
/// menu; a pointer shows a context menu. Choices go through ``UIMenuSystem/context``, so
/// `buildMenu(with:)` and validation work as for other menus.
@preconcurrency @MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// Asked for the menu, its target and around presentation; held weakly.
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    public private(set) weak var view: UIView?

    /// The menu showing now, if any.
    var visible: VisibleMenu?
    /// The interaction whose menu is showing: one edit menu shows at a time.
    private(set) static weak var presented: UIEditMenuInteraction?
    /// The configuration of the latest presentation, for ``location(in:)`` after it closed.
    var lastConfiguration: UIEditMenuConfiguration?

    /// What is showing, and where the user is in it.
    struct VisibleMenu {
        var configuration: UIEditMenuConfiguration
        var kind: EditMenuPresentation.Kind
        var menu: UIMenu
        /// Where commands start looking for a target: the view hit at the source point.
        var responder: UIResponder
        var submenuPath: [UIMenu] = []
        var pageIndex = 0
    }

    /// An interaction asking `delegate`, if any; add it to a view with `addInteraction(_:)`.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    /// Called by the view; moving to another view closes a menu that is showing.
    public func willMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
    }

    /// Called by the view; records the view the menu is presented from.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    // MARK: - Presenting and dismissing

    /// Shows the edit menu for `configuration`, replacing any menu this interaction shows.
    ///
    /// The input being handled picks the look: the compact menu for touch (and for calls made
    /// outside input handling), a context menu for pointer clicks. Nothing shows when the view
    /// is not in a window or the menu ends up empty.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        let kind: EditMenuPresentation.Kind = switch _TouchInputContext.current {
        case .indirectPointer?: .contextMenu
        default: .compact
        }
        present(configuration, as: kind)
    }

    /// Hides the menu if it is showing; the delegate hears of it first.
    public func dismissMenu() {
        guard let shown = visible else { return }
        visible = nil
        if Self.presented === self { Self.presented = nil }
        let animator = _EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: shown.configuration, animator: animator)
        animator.runAnimations()
        presenter?.dismissEditMenu()
        animator.runCompletions()
    }

    /// Builds the showing menu again (asking the delegate again) and keeps it in place.
    public func reloadVisibleMenu() {
        guard var shown = visible, let responder = shownResponder(for: shown.configuration) else { return }
        let menu = resolvedMenu(for: shown.configuration, from: responder)
        guard !MenuLevels.isEmpty(menu) else {
            dismissMenu()
            return
        }
        shown.menu = menu
        shown.responder = responder
        shown.submenuPath = MenuLevels.reopen(shown.submenuPath, in: menu)
        visible = shown
        sendToPresenter()
    }

    /// Moves the showing menu to where the delegate's target rectangle is now.
    public func updateVisibleMenuPosition(animated: Bool) {
        guard visible != nil else { return }
        sendToPresenter()
    }

    /// The source point of the showing (or last) menu, in `view`'s coordinates (the window's
    /// when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let point = (visible?.configuration ?? lastConfiguration)?.sourcePoint else { return .zero }
        guard let source = self.view else { return point }
        return source.convert(point, to: view)
    }

    /// Whether a menu of this interaction is showing.
    public var isMenuVisible: Bool { visible != nil }

    // MARK: - Internals

    var presenter: (any DeskKitPresenter)? {
        view?.window?.windowScene?.application?.presenter
    }

    /// Resolves and shows the menu; false when there was nothing to show.
    @discardableResult
    func present(_ configuration: UIEditMenuConfiguration, as kind: EditMenuPresentation.Kind) -> Bool {
        if visible != nil { dismissMenu() }
        if let other = Self.presented, other !== self { other.dismissMenu() }
        lastConfiguration = configuration
        guard view?.window != nil, let responder = shownResponder(for: configuration) else {
            DeskKitLog.report("The edit menu was not shown: its interaction's view is not in a window. Add the view to a window first.")
            return false
        }
        let menu = resolvedMenu(for: configuration, from: responder)
        guard !MenuLevels.isEmpty(menu) else { return false }
        visible = VisibleMenu(configuration: configuration, kind: kind, menu: menu, responder: responder)
        Self.presented = self
        let animator = _EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.runAnimations()
        // The delegate may have dismissed or replaced the menu while being told.
        guard visible?.configuration === configuration else { return false }
        sendToPresenter()
        animator.runCompletions()
        return true
    }

    /// The view hit at the source point, where suggested actions and commands start.
    private func shownResponder(for configuration: UIEditMenuConfiguration) -> UIResponder? {
        guard let view else { return nil }
        return view.hitTest(configuration.sourcePoint, with: nil) ?? view
    }

    /// The suggestions, offered to the delegate, then validated and pruned.
    private func resolvedMenu(for configuration: UIEditMenuConfiguration, from responder: UIResponder) -> UIMenu {
        var suggested = EditMenuResolver.suggestedActions(from: responder)
        if let extra = (delegate as? _TextEditMenu)?.detectedActions(), !MenuLevels.isEmpty(extra) {
            suggested.insert(extra, at: 0)
        }
        let menu = menuFromDelegate(configuration, suggested) ?? UIMenu(children: suggested)
        return EditMenuResolver.resolve(menu, from: responder)
    }

    private func menuFromDelegate(_ configuration: UIEditMenuConfiguration, _ suggested: [UIMenuElement]) -> UIMenu? {
        delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
    }
}
