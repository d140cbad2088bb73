import Foundation

/// Hears about a presentation the user dismisses: in DeskKit, a sheet window closed with its
/// close button or Esc (an iPad user swipes the sheet down). Every method is optional; none is
/// called when code dismisses the controller.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation now; false keeps it (the default is true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss the presentation and was refused, by ``UIViewController/isModalInPresentation``
    /// or by ``presentationControllerShouldDismiss(_:)``: a place to say why (unsaved changes).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user is dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The presentation the user dismissed is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
