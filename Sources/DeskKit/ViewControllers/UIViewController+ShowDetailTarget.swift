import Foundation

extension UIViewController {
    /// Posted when a split view collapses to one column or expands to two, which changes where
    /// ``showDetailViewController(_:sender:)`` puts a controller; the object is the split.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}
