import Foundation

/// Supplies the objects that animate a controller's presentation and dismissal; set it as the
/// presented controller's ``UIViewController/transitioningDelegate``.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`, or nil for the standard one.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`, or nil for the standard one.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// No custom animator: the standard presentation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// No custom animator: the standard dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// Animates one presentation or dismissal: it puts the views in place in the context's container
/// and calls ``UIViewControllerContextTransitioning/completeTransition(_:)`` when done.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation lasts, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animation; must end with the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed (`true`) or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given: the container view, the controllers and views on each side, and
/// their frames.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in (the window); the animator adds the incoming view.
    var containerView: UIView { get }
    /// Whether the transition was asked to animate.
    var isAnimated: Bool { get }
    /// Whether the animator completed the transition with `false`.
    var transitionWasCancelled: Bool { get }
    /// The controller leaving (`.from`) or coming (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or coming.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view is as the transition starts (`.zero` when it is not shown yet).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view must be when the transition ends (`.zero` when it goes away).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition; `false` undoes it. Only the first call counts.
    func completeTransition(_ didComplete: Bool)
}

/// Names the two controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown after it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The context DeskKit gives an animator; it stays alive until the animator completes it.
@MainActor
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var transitionWasCancelled = false
    private let from: UIViewController
    private let to: UIViewController
    /// The presented controller's frame in the container, and whether it is the one coming.
    private let presentedFrame: CGRect
    private let isPresenting: Bool
    private var finish: ((Bool) -> Void)?
    /// Contexts whose animator has not completed them yet.
    private static var running: [ObjectIdentifier: ViewControllerTransitionContext] = [:]

    init(container: UIView, from: UIViewController, to: UIViewController, presentedFrame: CGRect,
         isPresenting: Bool, animated: Bool, finish: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.presentedFrame = presentedFrame
        self.isPresenting = isPresenting
        isAnimated = animated
        self.finish = finish
        Self.running[ObjectIdentifier(self)] = self
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.viewIfLoaded : key == .to ? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from { return isPresenting ? (from.viewIfLoaded?.frame ?? .zero) : presentedFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to { return isPresenting ? presentedFrame : (to.viewIfLoaded?.frame ?? .zero) }
        return .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        transitionWasCancelled = !didComplete
        Self.running[ObjectIdentifier(self)] = nil
        finish(didComplete)
    }
}
