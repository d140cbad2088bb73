import Foundation

/// Hears when a split view collapses to one column and chooses which column it shows then.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column shown when the split collapses; the proposed one unless implemented.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// Asked as the split collapses: true means the delegate handled the secondary controller, so
    /// the primary column shows alone; false (the default) keeps the secondary content on top.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Told that the split collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Told that the split shows its columns side by side again.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// The proposed column unless implemented.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    /// False unless implemented: the secondary content stays on top.
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        false
    }
    /// Does nothing unless implemented.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing unless implemented.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
