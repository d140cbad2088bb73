import Foundation

/// Hears the user choosing a tab of a tab bar controller, and may refuse it.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected; true unless implemented.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Every tab may be selected unless implemented.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing unless implemented.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Child controllers shown one at a time, chosen from a bar of tabs along the bottom named
/// after their titles.
///
/// DeskKit draws the bar as a segmented control, one segment per child; choosing a segment
/// asks the ``delegate`` and shows that child's view above the bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Hears the user choosing tabs; held weakly.
    open weak var delegate: UITabBarControllerDelegate?
    private var tabs: [UIViewController]?
    private var selected = 0
    /// The bar of tabs, made with the view.
    let tabBarControl = UISegmentedControl(items: nil)
    /// The bar's height, in points.
    static let barHeight: CGFloat = 44

    /// The children, one per tab; setting it replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the tab shown; setting it shows that tab's child.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The child shown; setting it to one of the children shows its tab.
    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Replaces the children; the first shows unless the one shown before is still there.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let before = tabs
        let shown = selectedViewController
        for child in before ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        tabs = viewControllers
        for child in viewControllers ?? [] where child.parent !== self { addChild(child) }
        selected = viewControllers?.firstIndex { $0 === shown } ?? 0
        updateBar()
        showSelected(replacing: shown)
        didChangeValue(forKey: "viewControllers", old: before, new: viewControllers)
    }

    /// A container with the bar along the bottom.
    open override func loadView() {
        let container = _TabBarContainerView(frame: .zero)
        container.tabBarController = self
        tabBarControl.addAction(UIAction { [weak self] _ in self?.userChoseTab() }, for: .valueChanged)
        container.addSubview(tabBarControl)
        view = container
        updateBar()
        showSelected(replacing: nil)
    }

    private func userChoseTab() {
        let index = tabBarControl.selectedSegmentIndex
        guard let tabs, tabs.indices.contains(index), index != selected else { return }
        guard delegate?.tabBarController(self, shouldSelect: tabs[index]) ?? true else {
            tabBarControl.selectedSegmentIndex = selected
            return
        }
        select(index)
        delegate?.tabBarController(self, didSelect: tabs[index])
    }

    private func select(_ index: Int) {
        guard index != selected else { return }
        let shown = selectedViewController
        selected = index
        tabBarControl.selectedSegmentIndex = index
        showSelected(replacing: shown)
    }

    private func updateBar() {
        guard isViewLoaded else { return }
        tabBarControl.removeAllSegments()
        for (index, child) in (tabs ?? []).enumerated() {
            tabBarControl.insertSegment(withTitle: child.title ?? child.navigationItem.title ?? "Tab \(index + 1)",
                                        at: index, animated: false)
        }
        tabBarControl.selectedSegmentIndex = selected
        view.setNeedsLayout()
    }

    private func showSelected(replacing old: UIViewController?) {
        guard isViewLoaded else { return }
        let new = selectedViewController
        let inWindow = view.window != nil
        if let old, old !== new, old.viewIfLoaded?.superview === view {
            if inWindow { old.beginAppearanceTransition(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if inWindow { old.endAppearanceTransition() }
        }
        if let new, new.viewIfLoaded?.superview !== view {
            let childView: UIView = new.view
            childView.frame = contentFrame
            if inWindow { new.beginAppearanceTransition(true, animated: false) }
            view.insertSubview(childView, belowSubview: tabBarControl)
            if inWindow { new.endAppearanceTransition() }
        }
        guard let window = view.window else { return }
        window.windowScene?.application?.presenter?.navigationBarDidChange(displayedNavigationItem)
        window.scheduleDisplay()
    }

    /// Where the selected child's view goes: above the bar.
    var contentFrame: CGRect {
        guard isViewLoaded else { return .zero }
        var frame = view.bounds
        frame.size.height = max(frame.height - UITabBarController.barHeight, 0)
        return frame
    }

    override package var displayedNavigationItem: UINavigationItem {
        selectedViewController?.displayedNavigationItem ?? navigationItem
    }
}

extension UIViewController {
    /// The nearest tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}

/// The tab bar controller's view: the selected child's view above the bar along the bottom.
final class _TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        guard let tabBarController else { return }
        let content = tabBarController.contentFrame
        tabBarController.tabBarControl.frame = CGRect(x: 0, y: content.maxY, width: bounds.width, height: UITabBarController.barHeight)
        for subview in subviews where subview !== tabBarController.tabBarControl { subview.frame = content }
    }
}
