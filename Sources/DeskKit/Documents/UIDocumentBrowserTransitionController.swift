import Foundation

/// Animates a document opening out of its browser and closing back into it: the presented view
/// grows from where the document was to its place, fading in, and the reverse on dismissal.
///
/// DeskKit applies animations at once (see ``UIView/animate(withDuration:animations:)``), so
/// the views land in their final places and the transition completes straight away.
@preconcurrency @MainActor
open class UIDocumentBrowserTransitionController: UIViewControllerAnimatedTransitioning {
    /// The view in the presented controller the document grows into in UIKit; kept for source
    /// compatibility (DeskKit grows the whole presented view).
    open weak var targetView: UIView?
    /// The document's loading, shown while it opens; kept for source compatibility (DeskKit
    /// shows no loading state during the transition).
    open var loadingProgress: Progress?
    /// The document the transition opens.
    public let documentURL: URL
    /// Where the document was in the browser, in the window's coordinates.
    let sourceFrame: CGRect

    init(documentURL: URL, sourceFrame: CGRect) {
        self.documentURL = documentURL
        self.sourceFrame = sourceFrame
    }

    /// A quarter of a second.
    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    /// Grows the incoming view from the document's place, or shrinks the outgoing one into it.
    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        if let incoming = transitionContext.viewController(forKey: .to), incoming.presentingViewController != nil,
           let view = transitionContext.view(forKey: .to), view.superview == nil {
            let final = transitionContext.finalFrame(for: incoming)
            view.frame = sourceFrame
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
            UIView.animate(withDuration: duration, animations: {
                view.frame = final
                view.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let view = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: duration, animations: {
                view.frame = self.sourceFrame
                view.alpha = 0
            }, completion: { _ in
                view.removeFromSuperview()
                view.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            transitionContext.completeTransition(true)
        }
    }
}
