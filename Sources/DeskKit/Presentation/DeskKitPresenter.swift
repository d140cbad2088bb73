import Foundation

/// Shows scenes and their windows: created, redrawn, made key, closed.
@preconcurrency @MainActor
package protocol WindowPresenter: AnyObject {
    func sceneDidConnect(_ scene: UIWindowScene)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneTitleDidChange(_ scene: UIScene)
    func windowDidBecomeKey(_ window: UIWindow)
    func minimize(_ window: UIWindow)
    func toggleFullScreen(_ window: UIWindow)
    /// Something in the window changed; draw it again soon.
    func setNeedsDisplay(_ window: UIWindow)
    /// The app ended; close everything and stop the event loop.
    func terminate()
}

/// Shows the main menu.
@preconcurrency @MainActor
package protocol MenuPresenter: AnyObject {
    /// The validated main menu changed: titles, availability, or structure.
    func mainMenuDidChange(_ menu: UIMenu)
}

/// Shows the keyboard-shortcut overlay; the core decides when (``ShortcutOverlayHold``).
@preconcurrency @MainActor
package protocol ShortcutOverlayPresenter: AnyObject {
    /// Shows the overlay; false when it cannot show now (a hold while a menu has the keyboard).
    /// The presenter calls ``UIApplication/shortcutOverlayDidClose()`` when the user closes it.
    func showShortcutOverlay(_ overlay: ShortcutOverlay, openedByHold: Bool) -> Bool
    /// Takes the overlay down (the held modifier was released).
    func dismissShortcutOverlay()
}

/// Shows context menus at a point of a window.
@preconcurrency @MainActor
package protocol ContextMenuPresenter: AnyObject {
    func presentContextMenu(_ menu: UIMenu, at point: CGPoint, in window: UIWindow)
    func dismissContextMenu()
}

/// Everything a presentation layer (headless or GTK) implements.
package typealias DeskKitPresenter = WindowPresenter & MenuPresenter & ShortcutOverlayPresenter & ContextMenuPresenter
    & EditMenuPresenter & URLPresenter & PointerPresenter & NavigationBarPresenter & DialogPresenter
    & FindNavigatorPresenter & FocusRegionPresenter
