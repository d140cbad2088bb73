import Foundation

/// Manages one presentation of a view controller: where its view is shown and how the user
/// may dismiss it.
///
/// The sheet styles (``UIModalPresentationStyle/automatic``, ``UIModalPresentationStyle/pageSheet``,
/// ``UIModalPresentationStyle/formSheet`` and an unanchored ``UIModalPresentationStyle/popover``)
/// get a window of their own, which the platform shows as a modal dialog over the presenter's
/// window (in GTK, a window transient for it). The full-screen styles, and presentations with
/// a transition animator, show in the presenter's window.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented. It owns this presentation controller.
    public unowned let presentedViewController: UIViewController
    private weak var initialPresenter: UIViewController?
    /// Hears when the user dismisses the presentation, or tries to.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The window a sheet shows in, while it shows.
    package private(set) var sheetWindow: UIWindow?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        initialPresenter = presentingViewController
    }

    /// The controller presenting; nil before the presentation starts.
    public var presentingViewController: UIViewController! {
        presentedViewController.presentingViewController ?? initialPresenter
    }

    /// The presented controller's ``UIViewController/modalPresentationStyle``.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The presented controller's view, once made.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The view the presented view is in while it shows: the sheet's window, or the presenter's.
    open var containerView: UIView? {
        guard presentedViewController.presentingViewController != nil else { return nil }
        return sheetWindow ?? presentedView?.superview
    }

    // MARK: - Sheets

    /// Shows the presented controller as the root of a new window of `scene`, which the platform
    /// shows as a dialog over `window` and which takes the keyboard. It opens at the controller's
    /// ``UIViewController/preferredContentSize`` when set, else at the style's sheet size.
    func showSheet(over window: UIWindow, in scene: UIWindowScene) {
        let preferred = presentedViewController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0
            ? preferred : presentationStyle.frame(in: window.bounds).size
        let sheet = UIWindow(frame: CGRect(origin: .zero, size: size))
        sheet.windowTraitCollection = window.windowTraitCollection
        sheet.windowScene = scene
        sheetWindow = sheet
        sheet.rootViewController = presentedViewController
        scene.application?.presenter?.presentSheet(presentedViewController, in: sheet, over: window)
        sheet.makeKey()
    }

    /// Takes the presented controller out of its sheet window and closes the window; the
    /// presenter's window takes the keyboard back.
    func closeSheet() {
        guard let sheet = sheetWindow else { return }
        sheetWindow = nil
        let application = sheet.windowScene?.application
        let wasKey = sheet.isKeyWindow
        sheet.rootViewController = nil
        application?.presenter?.dismissDialog(presentedViewController)
        sheet.windowScene = nil
        if wasKey, let window = presentingViewController?.viewIfLoaded?.window, window.windowScene != nil {
            window.makeKey()
        }
    }

    /// The user asked to close the sheet (its window's close button, or Esc), as an iPad user
    /// swipes a sheet down: refused while ``UIViewController/isModalInPresentation`` or the
    /// delegate says no, and the delegate hears of the refusal; otherwise the presenter
    /// dismisses it and the delegate hears before and after.
    /// - Returns: Whether the sheet was dismissed.
    @discardableResult
    package func dismissFromUser() -> Bool {
        guard let presenter = presentedViewController.presentingViewController else { return false }
        if presentedViewController.refusesUserDismissal || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}

extension UIViewController {
    /// Whether this controller, or a child showing in it, is modal in presentation.
    var refusesUserDismissal: Bool {
        isModalInPresentation || children.contains { $0.isAppeared && $0.refusesUserDismissal }
    }
}
