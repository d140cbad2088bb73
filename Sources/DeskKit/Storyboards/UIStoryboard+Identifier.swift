import Foundation

extension UIStoryboard {
    /// A new instance of the view controller whose storyboard ID is `identifier`; the spelling
    /// UIKit added alongside `instantiateViewController(withIdentifier:)`.
    public func instantiateViewController(identifier: String) -> UIViewController {
        instantiateViewController(withIdentifier: identifier)
    }
}
