import Foundation

/// A content pane and the responder that last had the keyboard in it, where F6 returns.
struct RememberedPaneResponder {
    weak var pane: UIView?
    weak var responder: UIResponder?
}

// MARK: - F6: the keyboard between a window's regions

/// F6 and Shift+F6 move the keyboard from region to region of a window, top to bottom and then
/// in reading order, round to the first after the last: the navigation bar, the find bar, the
/// content's panes. The core decides which regions there are and which has the keyboard; the
/// presenter is told (``FocusRegionPresenter``) and focuses the widgets drawing that region.
extension UIWindow {
    /// The window's regions in F6 order: the navigation bar when the window shows one, the find
    /// bar while a navigator presents here, then each pane of the content in reading order.
    package var focusRegions: [FocusRegion] {
        var regions: [FocusRegion] = []
        if displayedNavigationItem?.showsBar == true { regions.append(.navigationBar) }
        if presentingFindNavigator != nil { regions.append(.findBar) }
        return regions + contentPanes.map { .content($0) }
    }

    /// The region that has the keyboard: the bar while the keyboard is in it (F6) or its title
    /// is renamed, the find bar while its navigator is first responder, else the pane holding
    /// the first responder (or the focused view); nil when nothing in the content has it.
    package var focusRegion: FocusRegion? {
        if isKeyboardInNavigationBar || firstResponder is NavigationTitleRenameField { return .navigationBar }
        if let navigator = firstResponder as? FindNavigatorView, navigator.window === self { return .findBar }
        return keyboardPane.map { .content($0) }
    }

    /// Moves the keyboard to the next region (F6) or the previous one (Shift+F6); false when
    /// there is nowhere else to go, or while the title is renamed (its editor keeps the keyboard
    /// until Enter or Esc).
    @discardableResult
    package func moveFocusRegion(forward: Bool) -> Bool {
        guard !(firstResponder is NavigationTitleRenameField) else { return false }
        let regions = focusRegions
        guard !regions.isEmpty else { return false }
        let current = focusRegion
        let next: Int
        if let current, let index = regions.firstIndex(of: current) {
            next = (index + (forward ? 1 : regions.count - 1)) % regions.count
        } else {
            next = forward ? 0 : regions.count - 1
        }
        guard regions[next] != current else { return false }
        return moveKeyboard(to: regions[next])
    }

    /// Puts the keyboard in `region` and tells the presenter: the bar takes it from the window's
    /// views (the first responder stays, so shortcuts still reach it); the find bar's navigator
    /// becomes first responder; a pane gives it back to the responder that last had it there,
    /// else to its first focusable item, else to its first view that takes the keyboard.
    @discardableResult
    package func moveKeyboard(to region: FocusRegion) -> Bool {
        guard focusRegions.contains(region) else { return false }
        rememberPaneResponder()
        let wasInBar = isKeyboardInNavigationBar
        // Out of the bar first, so the new first responder does not count as taking it back.
        isKeyboardInNavigationBar = region == .navigationBar
        let moved = switch region {
        case .navigationBar: true
        case .findBar: presentingFindNavigator?.becomeFirstResponder() ?? false
        case let .content(pane): giveKeyboard(to: pane)
        }
        guard moved else {
            isKeyboardInNavigationBar = wasInBar
            return false
        }
        windowScene?.application?.presenter?.focusRegionDidChange(in: self)
        return true
    }

    /// Esc while the keyboard is in the bar: back to where it was before, the find bar or the
    /// pane of the first responder, else the last pane (the main content beside a sidebar).
    @discardableResult
    package func leaveNavigationBar() -> Bool {
        guard isKeyboardInNavigationBar else { return false }
        if let navigator = firstResponder as? FindNavigatorView, navigator.window === self { return moveKeyboard(to: .findBar) }
        guard let pane = keyboardPane ?? contentPanes.last else {
            isKeyboardInNavigationBar = false
            windowScene?.application?.presenter?.focusRegionDidChange(in: self)
            return true
        }
        return moveKeyboard(to: .content(pane))
    }

    /// The presenter's word that the keyboard left the bar by the platform's own means (a click
    /// elsewhere, a menu item that moved it): the core stops counting it in the bar.
    package func navigationBarDidLoseKeyboard() {
        isKeyboardInNavigationBar = false
    }

    /// The presenter's word that the keyboard is on a bar button (given back to the button a
    /// menu opened from when the menu closed): the core counts it in the bar again.
    package func navigationBarDidTakeKeyboard() {
        isKeyboardInNavigationBar = true
    }

    /// A new first responder takes the keyboard back from the bar (the title's rename editor
    /// counts as the bar); the presenter moves the platform's focus to it.
    private func keyboardLeftNavigationBarForFirstResponder() {
        guard isKeyboardInNavigationBar, !(firstResponder is NavigationTitleRenameField) else { return }
        isKeyboardInNavigationBar = false
        windowScene?.application?.presenter?.focusRegionDidChange(in: self)
    }

    // MARK: - Panes

    /// The content's panes in reading order: the shown columns of split views (looked for through
    /// navigation and tab containers), else the covering controller's view, else the window.
    var contentPanes: [UIView] {
        guard let covering = coveringController else { return [self] }
        let panes = Self.panes(of: covering).filter { $0.window === self && !$0.isHidden && $0.alpha > 0 }
        guard !panes.isEmpty else { return [self] }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        return panes.sorted { a, b in
            let first = a.convert(a.bounds, to: self), second = b.convert(b.bounds, to: self)
            if abs(first.minY - second.minY) > 0.5 { return first.minY < second.minY }
            return leftToRight ? first.minX < second.minX : first.maxX > second.maxX
        }
    }

    private static func panes(of controller: UIViewController) -> [UIView] {
        if let split = controller as? UISplitViewController, split.isViewLoaded {
            return split.columnFrames(in: split.view.bounds).compactMap { split.viewController(for: $0.0) }.flatMap(panes(of:))
        }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            let inner = panes(of: top)
            // A navigation controller's own view holds its toolbar too: it is the pane unless a split is inside.
            return top is UISplitViewController ? inner : navigation.viewIfLoaded.map { [$0] } ?? inner
        }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return panes(of: selected)
        }
        return controller.viewIfLoaded.map { [$0] } ?? []
    }

    /// The pane holding the first responder, else the focused view.
    private var keyboardPane: UIView? {
        contentHolder.flatMap(pane(holding:))
    }

    /// The view of the content that has the keyboard: the first responder's, unless it is the
    /// find bar's navigator or the title's rename editor (regions of their own), else the focused view.
    private var contentHolder: UIView? {
        let responder = firstResponder is FindNavigatorView || firstResponder is NavigationTitleRenameField ? nil : firstResponder
        let holder = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? focusedView
        return holder?.window === self ? holder : nil
    }

    private func pane(holding view: UIView) -> UIView? {
        contentPanes.first { isInside(view, $0) }
    }

    /// The find navigator presenting in this window, if any.
    var presentingFindNavigator: FindNavigatorView? {
        func search(_ view: UIView) -> FindNavigatorView? {
            if let navigator = view as? FindNavigatorView, navigator.interaction?.isFindNavigatorVisible == true { return navigator }
            for subview in view.subviews {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(self)
    }

    /// Notes which view has the keyboard in its pane, so F6 comes back to it.
    private func rememberPaneResponder() {
        guard !isKeyboardInNavigationBar, let holder = contentHolder else { return }
        remember(holder)
    }

    private func remember(_ view: UIView) {
        guard let pane = pane(holding: view) else { return }
        rememberedPaneResponders.removeAll { $0.pane == nil || $0.pane === pane }
        rememberedPaneResponders.append(RememberedPaneResponder(pane: pane, responder: view))
    }

    /// The first responder changed from `previous`: a view of the content that let the keyboard
    /// go to the find bar or the rename editor is where F6 comes back to in its pane.
    func firstResponderDidChange(from previous: UIResponder?) {
        keyboardLeftNavigationBarForFirstResponder()
        guard firstResponder is FindNavigatorView || firstResponder is NavigationTitleRenameField,
              let view = previous as? UIView, !(view is FindNavigatorView), !(view is NavigationTitleRenameField),
              view.window === self else { return }
        remember(view)
    }

    /// Gives the keyboard to `pane`: the first responder stays if it is in there; else the
    /// responder remembered for it, its first focusable item or its first view that takes the
    /// keyboard gets it; a pane with none of these takes it from whoever had it.
    private func giveKeyboard(to pane: UIView) -> Bool {
        if let holder = contentHolder, isInside(holder, pane), !(firstResponder is FindNavigatorView) { return true }
        if let view = rememberedPaneResponders.first(where: { $0.pane === pane })?.responder as? UIView,
           view.window === self, isInside(view, pane) {
            if view.canBecomeFocused, focusableItems().contains(where: { $0 === view }) { return focus(view, in: pane) }
            if view.canBecomeFirstResponder, view.becomeFirstResponder() { return true }
        }
        if let first = orderedGroups(focusableItems().filter { isInside($0, pane) }).first?.items.first {
            return focus(first, in: pane)
        }
        if let taker = Self.firstKeyboardTaker(in: pane) { return taker.becomeFirstResponder() }
        return firstResponder?.resignFirstResponder() ?? true
    }

    /// Focuses `item`; a first responder outside the pane lets go, so keys start at the item.
    private func focus(_ item: UIView, in pane: UIView) -> Bool {
        setFocus(to: item)
        guard let responder = firstResponder, !isInside(responder, pane) else { return true }
        return responder.resignFirstResponder()
    }

    private func isInside(_ responder: UIResponder, _ pane: UIView) -> Bool {
        guard let view = responder as? UIView else { return false }
        return view === pane || view.isDescendant(of: pane)
    }

    /// The first shown view in `view` (depth first) that takes the keyboard, such as a text view.
    private static func firstKeyboardTaker(in view: UIView) -> UIView? {
        guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return nil }
        if view.canBecomeFirstResponder, !(view is FindNavigatorView) { return view }
        for subview in view.subviews {
            if let found = firstKeyboardTaker(in: subview) { return found }
        }
        return nil
    }
}
