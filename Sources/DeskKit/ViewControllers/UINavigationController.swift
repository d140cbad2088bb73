import Foundation

/// A stack of view controllers, the top one shown, with a bar for its navigation item.
///
/// As the window's root (or a split view column's), the window's navigation bar shows the top
/// controller's ``UINavigationItem``; when there is more than one controller on the stack the
/// bar has a back button, named after the controller below, that pops the top one, and its menu
/// lists every controller below to go back to at once.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first; the last is shown. Setting it replaces the stack without
    /// animation, as ``setViewControllers(_:animated:)`` does.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// Hears about controllers being shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar's look for every controller on the stack, unless a controller's navigation item
    /// sets its own.
    public let navigationBar = UINavigationBar()
    /// The bar along the bottom that shows the top controller's ``UIViewController/toolbarItems``,
    /// while ``isToolbarHidden`` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Whether the toolbar is hidden (the default); the top controller's view takes its room.
    open var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { viewIfLoaded?.setNeedsLayout(); viewIfLoaded?.layoutIfNeeded() } }
    }

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack; DeskKit reads no nibs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// An empty stack; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }


    /// A container view the top controller's view fills, above the toolbar when it shows.
    open override func loadView() {
        let container = _NavigationContainerView(frame: .zero)
        container.navigationController = self
        toolbar.items = topViewController?.toolbarItems
        container.addSubview(toolbar)
        view = container
    }

    /// Shows or hides the toolbar; DeskKit does so at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Shows `controller`'s new toolbar items if it is on top.
    func toolbarItemsDidChange(for controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.items = controller.toolbarItems
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The controller shown: the top one, or what it presented.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    override package var displayedNavigationItem: UINavigationItem {
        topViewController?.displayedNavigationItem ?? navigationItem
    }

    // MARK: - Pushing and popping

    /// Puts `viewController` on top of the stack and shows it. A controller already on the
    /// stack is moved to the top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        var stack = viewControllers.filter { $0 !== viewController }
        stack.append(viewController)
        setViewControllers(stack, animated: animated)
    }

    /// Removes the top controller and shows the one below; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, or nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them, or nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; the new top controller is shown.
    open func setViewControllers(_ newControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in viewControllers where !newControllers.contains(where: { $0 === controller }) {
            if controller !== oldTop { controller.removeFromParent() }
        }
        for controller in newControllers where controller.parent !== self {
            addChild(controller)
        }
        let before = stack
        stack = newControllers
        if before.count != stack.count || zip(before, stack).contains(where: { $0 !== $1 }) {
            didChangeValue(forKey: "viewControllers", old: before, new: stack)
        }
        let newTop = topViewController
        guard newTop !== oldTop else { return }
        showTop(newTop, replacing: oldTop, animated: animated)
        if let oldTop, !newControllers.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
    }

    private func showTop(_ newTop: UIViewController?, replacing oldTop: UIViewController?, animated: Bool) {
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        let visible = isViewLoaded && view.window != nil
        if visible { oldTop?.beginAppearanceTransition(false, animated: animated) }
        oldTop?.viewIfLoaded?.removeFromSuperview()
        if visible { oldTop?.endAppearanceTransition() }
        toolbar.items = newTop?.toolbarItems
        if let newTop, isViewLoaded {
            let topView: UIView = newTop.view
            topView.frame = contentFrame
            if visible { newTop.beginAppearanceTransition(true, animated: animated) }
            view.insertSubview(topView, belowSubview: toolbar)
            if visible { newTop.endAppearanceTransition() }
        }
        if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        barDidChange()
    }

    /// Shows the top controller's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            let topView: UIView = top.view
            topView.frame = contentFrame
            view.insertSubview(topView, belowSubview: toolbar)
        }
    }

    /// Lays the window's navigation bar out again for the new top controller.
    private func barDidChange() {
        guard let window = viewIfLoaded?.window else { return }
        window.windowScene?.application?.presenter?.navigationBarDidChange(displayedNavigationItem)
        window.scheduleDisplay()
    }
}

extension UINavigationController {
    /// Where the top controller's view goes: the whole view, less the toolbar's strip when it shows.
    var contentFrame: CGRect {
        guard isViewLoaded else { return .zero }
        var frame = view.bounds
        if !isToolbarHidden { frame.size.height = max(frame.height - UIToolbar.height, 0) }
        return frame
    }
}

/// The navigation controller's view: the top controller's view fills it, above the toolbar
/// along the bottom when that shows.
final class _NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        guard let navigationController else { return }
        let toolbar: UIToolbar = navigationController.toolbar
        let content = navigationController.contentFrame
        toolbar.isHidden = navigationController.isToolbarHidden
        toolbar.frame = CGRect(x: 0, y: content.maxY, width: bounds.width, height: navigationController.isToolbarHidden ? 0 : UIToolbar.height)
        for subview in subviews where subview !== toolbar { subview.frame = content }
    }
}
