/// Moves the platform's keyboard focus between a window's regions when the core moves it.
@preconcurrency @MainActor
package protocol FocusRegionPresenter: AnyObject {
    /// The keyboard moved to `window.focusRegion`: the presenter focuses the widgets drawing it
    /// (the bar's title or first button, the find field, the first responder's widget).
    func focusRegionDidChange(in window: UIWindow)
}
