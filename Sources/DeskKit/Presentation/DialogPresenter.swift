import Foundation

/// Shows the controllers a platform draws itself: alerts and file choosers.
@preconcurrency @MainActor
package protocol DialogPresenter: AnyObject {
    /// Shows the alert over `window`; choosing a button calls the alert's `choose(_:)`.
    func presentAlert(_ alert: UIAlertController, in window: UIWindow)
    /// Shows a file chooser over `window`; the picker is told what was picked or that it was cancelled.
    func presentDocumentPicker(_ picker: UIDocumentPickerViewController, in window: UIWindow)
    /// Closes a dialog shown by one of the above (it was dismissed by code).
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
