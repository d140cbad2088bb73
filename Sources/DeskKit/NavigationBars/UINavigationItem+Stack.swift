import Foundation

// MARK: - Going back in a navigation controller

extension UINavigationItem {
    /// The navigation controller holding this item's controller, and the controller's place in it.
    private var stackPosition: (UINavigationController, Int)? {
        guard let owner, let navigation = owner.navigationController,
              let index = navigation.viewControllers.firstIndex(where: { $0 === owner }) else { return nil }
        return (navigation, index)
    }

    /// The item of the controller below this one on its navigation stack, if any.
    var stackBackItem: UINavigationItem? {
        guard let (navigation, index) = stackPosition, index > 0 else { return nil }
        return navigation.viewControllers[index - 1].navigationItem
    }

    /// Pops this item's controller off its navigation stack.
    var stackBackAction: UIAction? {
        guard let (navigation, index) = stackPosition, index > 0 else { return nil }
        let below = navigation.viewControllers[index - 1]
        return UIAction(title: String(deskKit: "Back")) { [weak navigation, weak below] _ in
            guard let navigation, let below else { return }
            navigation.popToViewController(below, animated: true)
        }
    }

    /// Every controller below this one, nearest first, each going back to it.
    var stackBackMenu: UIMenu? {
        guard let (navigation, index) = stackPosition, index > 0 else { return nil }
        let actions = navigation.viewControllers[..<index].reversed().map { controller in
            UIAction(title: controller.navigationItem.backButtonTitle ?? controller.navigationItem.title ?? String(deskKit: "Back")) {
                [weak navigation, weak controller] _ in
                guard let navigation, let controller else { return }
                navigation.popToViewController(controller, animated: true)
            }
        }
        return UIMenu(children: actions)
    }
}
