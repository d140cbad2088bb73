import Foundation

/// The bar a navigation controller shows its top controller's navigation item in; it holds the
/// appearance every item on the stack starts from.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's look; a navigation item's own ``UINavigationItem/standardAppearance`` wins.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            standardAppearance.onChange = { [weak self] in self?.appearanceDidChange() }
            appearanceDidChange()
        }
    }
    /// The look for a compact-height bar; DeskKit's bar has one height and uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look while content is scrolled to the top; DeskKit's bar uses ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether titles show large; the desktop bar keeps one size, so this is kept for ports only.
    open var prefersLargeTitles = false

    /// The controller whose bar this is, to redraw its item when the look changes.
    weak var navigationController: UINavigationController? {
        didSet { standardAppearance.onChange = { [weak self] in self?.appearanceDidChange() } }
    }

    private func appearanceDidChange() {
        navigationController?.topViewController?.navigationItem.standardAppearanceDidChange()
    }
}

/// The look of a navigation bar: its background color and the title's text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    /// The bar's background; nil keeps the desktop theme's.
    open var backgroundColor: UIColor? { didSet { onChange?() } }
    /// The color of the line under the bar; nil keeps the theme's.
    open var shadowColor: UIColor? { didSet { onChange?() } }
    /// Attributes for the title text (its color under `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// Tells the item showing this appearance to redraw.
    var onChange: (() -> Void)?

    /// The theme's default look.
    public init() {}

    /// The theme's default look.
    open func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = nil }
    /// An opaque background in the theme's color.
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = nil }
    /// No background and no line under the bar.
    open func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}

extension UINavigationItem {
    /// The appearance the bar shows for this item: its own, else its navigation controller's bar's.
    package var resolvedBarAppearance: UINavigationBarAppearance? {
        standardAppearance ?? owner?.navigationController?.navigationBar.standardAppearance
    }

    func standardAppearanceDidChange() { contentDidChange() }
}
