import Foundation

/// Shows the pointer's look and the selection band being dragged out.
@preconcurrency @MainActor
package protocol PointerPresenter: AnyObject {
    /// The pointer moved into a region with another look, or back to the system arrow.
    func pointerDidChange(_ pointer: PointerPresentation, in window: UIWindow)
    /// The band of a band selection, in window coordinates, to draw over the content; nil
    /// when no band is being dragged.
    func bandSelectionDidChange(_ rect: CGRect?, in window: UIWindow)
}
