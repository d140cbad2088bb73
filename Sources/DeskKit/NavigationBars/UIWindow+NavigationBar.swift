import Foundation

// MARK: - The window's one navigation bar

extension UINavigationItem {
    /// Whether a window shows a bar for this item: it has more than a title (items, a back
    /// action or a controller below it on its navigation stack to go back to, a title menu,
    /// rename, customization, or the browser or editor style). A plain title is the window's
    /// title already.
    package var showsBar: Bool {
        style != .navigator || !leadingItemGroups.isEmpty || !centerItemGroups.isEmpty
            || !trailingItemGroups.isEmpty || pinnedTrailingGroup != nil || backAction != nil || stackBackItem != nil
            || hasTitleMenu || customizationIdentifier != nil || additionalOverflowItems != nil
    }
}

extension UIWindow {
    /// The item the window's navigation bar shows: that of the topmost controller covering the
    /// window (a controller presented in the window, else the root), which for containers is the
    /// item of the controller they show.
    package var displayedNavigationItem: UINavigationItem? {
        coveringController?.displayedNavigationItem
    }

    /// The topmost controller whose view fills the window: the last one presented inside the
    /// window (not as a sheet window or a dialog), else the root view controller.
    var coveringController: UIViewController? {
        var covering = rootViewController
        var next = rootViewController?.presentedViewController
        while let presented = next {
            if presented.viewIfLoaded?.superview === self, !presented.modalPresentationStyle.showsAsSheet {
                covering = presented
            }
            next = presented.presentedViewController
        }
        return covering
    }

    /// Controllers presented inside the window follow its size, as the root's view does.
    func layoutPresentedControllers() {
        var next = rootViewController?.presentedViewController
        while let presented = next {
            if let view = presented.viewIfLoaded, view.superview === self, presented.transitioningDelegate == nil {
                view.frame = presented.modalPresentationStyle.frame(in: bounds)
            }
            next = presented.presentedViewController
        }
    }

    /// What covers the window may have changed (a presentation, a dismissal, a new root or
    /// child): the presenter lays the bar out for the item now shown.
    func navigationBarMayHaveChanged() {
        guard let item = displayedNavigationItem else { return }
        windowScene?.application?.presenter?.navigationBarDidChange(item)
    }
}
