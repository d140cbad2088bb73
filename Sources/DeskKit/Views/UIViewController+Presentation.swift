import Foundation

extension UIViewController {
    /// ``present(_:animated:completion:)``'s work.
    func presentController(_ presented: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            DeskKitLog.report("'\(type(of: self))' is already presenting '\(type(of: presentedViewController!))'; dismiss it before presenting another.")
            return
        }
        guard let window = viewIfLoaded?.window else {
            DeskKitLog.report("'\(type(of: self))' is not in a window, so it cannot present '\(type(of: presented))'. Present from a controller whose view is shown.")
            return
        }
        presentedViewController = presented
        presented.presentingViewController = self
        if let dialog = presented as? PlatformDialogController {
            // Alerts and file choosers are the platform's own dialogs, not views in the window.
            dialog.showAsPlatformDialog(in: window)
            completion?()
            return
        }
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self)
        if animator == nil, presented.modalPresentationStyle.showsAsSheet, let scene = window.windowScene {
            // A sheet is its own window, which the platform shows as a modal dialog.
            presented.makePresentationController().showSheet(over: window, in: scene)
            completion?()
            return
        }
        let frame = presented.modalPresentationStyle.frame(in: window.bounds)
        guard let animator else {
            let view: UIView = presented.view
            view.frame = frame
            presented.beginAppearanceTransition(true, animated: flag)
            window.addSubview(view)
            presented.endAppearanceTransition()
            window.navigationBarMayHaveChanged()
            completion?()
            return
        }
        presented.beginAppearanceTransition(true, animated: flag)
        let context = ViewControllerTransitionContext(
            container: window, from: self, to: presented, presentedFrame: frame,
            isPresenting: true, animated: flag
        ) { [weak self] completed in
            if completed {
                presented.endAppearanceTransition()
                window.navigationBarMayHaveChanged()
                completion?()
            } else {
                // Cancelled: as if it had never been presented.
                presented.beginAppearanceTransition(false, animated: false)
                presented.viewIfLoaded?.removeFromSuperview()
                presented.endAppearanceTransition()
                if self?.presentedViewController === presented { self?.presentedViewController = nil }
                presented.presentingViewController = nil
            }
            animator.animationEnded(completed)
        }
        animator.animateTransition(using: context)
    }

    /// ``dismiss(animated:completion:)``'s work.
    func dismissController(animated flag: Bool, completion: (() -> Void)?) {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        guard let presented, let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        if let deeper = presented.presentedViewController { deeper.dismiss(animated: flag) }
        if let dialog = presented as? PlatformDialogController {
            dialog.closePlatformDialog()
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
            return
        }
        if presented.presentedSheetWindow != nil {
            presented.makePresentationController().closeSheet()
            if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
            presented.presentingViewController = nil
            completion?()
            return
        }
        func finish() {
            let window = presented.viewIfLoaded?.window
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearanceTransition()
            if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
            presented.presentingViewController = nil
            window?.navigationBarMayHaveChanged()
            completion?()
        }
        presented.beginAppearanceTransition(false, animated: flag)
        guard let animator = presented.transitioningDelegate?.animationController(forDismissed: presented),
              let container = presented.viewIfLoaded?.superview else {
            finish()
            return
        }
        let context = ViewControllerTransitionContext(
            container: container, from: presented, to: presenter, presentedFrame: presented.view.frame,
            isPresenting: false, animated: flag
        ) { completed in
            if completed {
                finish()
            } else {
                // Cancelled: the presented controller stays.
                presented.beginAppearanceTransition(true, animated: false)
                presented.endAppearanceTransition()
            }
            animator.animationEnded(completed)
        }
        animator.animateTransition(using: context)
    }
}
