import Foundation

/// Shows the controllers a platform shows as dialogs: alerts, file choosers and sheets.
@preconcurrency @MainActor
package protocol DialogPresenter: AnyObject {
    /// Shows the alert over `window`; choosing a button calls the alert's `choose(_:)`.
    func presentAlert(_ alert: UIAlertController, in window: UIWindow)
    /// Shows a file chooser over `window`; the picker is told what was picked or that it was cancelled.
    func presentDocumentPicker(_ picker: UIDocumentPickerViewController, in window: UIWindow)
    /// Shows `sheet`, a window whose root is the presented `controller`, as a modal dialog window
    /// over `window`, titled from the controller. Closing it asks the controller's
    /// presentation controller to dismiss (``UIPresentationController``'s `dismissFromUser()`).
    func presentSheet(_ controller: UIViewController, in sheet: UIWindow, over window: UIWindow)
    /// Closes a dialog or sheet shown by one of the above (it was dismissed).
    func dismissDialog(_ controller: UIViewController)
}

/// A controller that ``UIViewController/present(_:animated:completion:)`` hands to the platform
/// instead of showing its view in the window.
@MainActor
protocol PlatformDialogController: UIViewController {
    func showAsPlatformDialog(in window: UIWindow)
    func closePlatformDialog()
}

extension UIApplication {
    var dialogPresenter: DialogPresenter? { presenter }
}
