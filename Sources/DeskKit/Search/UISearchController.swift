import Foundation

/// Owns a search bar and the controller showing results for it; a navigation item shows its
/// bar through ``UINavigationItem/searchController``.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the search is typed in.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
    /// Shows the results; nil shows them in the searched controller itself.
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results whenever the search text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether a search is under way: true once text is typed, false when it is cleared.
    open var isActive = false
    /// Whether the searched content dims while searching; the desktop never dims it.
    open var obscuresBackgroundDuringPresentation = true

    /// A search controller showing its results in `searchResultsController` (nil: in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.onTextChange = { [weak self] text in
            guard let self else { return }
            self.isActive = !text.isEmpty
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// A search controller showing results in place.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// A search controller showing results in place; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(searchResultsController: nil)
    }
}

/// Updates search results as a ``UISearchController``'s text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed; read it from the controller's ``UISearchController/searchBar``.
    func updateSearchResults(for searchController: UISearchController)
}

extension UINavigationItem {
    /// An item showing the search controller's bar, for placing the search in a toolbar; an
    /// empty item when there is no search controller.
    public var searchBarPlacementBarButtonItem: UIBarButtonItem {
        let item = UIBarButtonItem(customView: searchController?.searchBar ?? UIView())
        return item
    }
}
