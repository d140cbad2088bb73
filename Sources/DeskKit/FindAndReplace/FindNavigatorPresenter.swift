/// Draws find navigators. The core tells it of every change to what a navigator shows: shown or
/// hidden, its state (``FindNavigatorState``), whether it has the keyboard, and its moves between
/// windows, so a presenter never has to look for one in the view tree.
@preconcurrency @MainActor
package protocol FindNavigatorPresenter: AnyObject {
    /// Something `interaction`'s navigator shows in `window` changed, or the navigator just left
    /// `window`. The navigator presents in `window` exactly while
    /// `interaction.isFindNavigatorVisible` and `interaction.navigatorView.window === window`.
    func findNavigatorDidChange(_ interaction: UIFindInteraction, in window: UIWindow)
}

extension UIFindInteraction {
    /// Tells the presenter of `window` (the interaction's view's window by default) that the
    /// navigator changed there.
    func notifyNavigatorPresenter(in window: UIWindow? = nil) {
        guard let window = window ?? navigatorView.window ?? view?.window else { return }
        window.windowScene?.application?.presenter?.findNavigatorDidChange(self, in: window)
    }
}
