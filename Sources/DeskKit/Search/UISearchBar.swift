import Foundation

/// A search field with its placeholder, as a search controller puts in a navigation bar or
/// toolbar; what is typed reaches its ``delegate``.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The field the text is typed in.
    public let searchTextField: UITextField

    /// Told as the text changes.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search text; setting it tells no one, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Shown in the field while it is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Called with the new text after every edit in the field.
    var onTextChange: (@MainActor (String) -> Void)?

    /// A search bar with an empty field; "Search" as its placeholder.
    public override init(frame: CGRect) {
        searchTextField = UITextField(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        searchTextField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(searchTextField)
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
    }

    /// A search bar with an empty field; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
    }

    private func textDidChange() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        onTextChange?(text)
    }
}

/// Hears what is typed in a ``UISearchBar``; every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed by an edit in the field.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}

/// The delegate of UIKit's long-deprecated action sheet; apps still declare it, so it exists
/// with nothing to implement.
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: AnyObject {}
