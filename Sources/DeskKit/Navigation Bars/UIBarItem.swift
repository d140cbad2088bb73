/// What every bar item has: a title, an image, and whether it can be used.
@preconcurrency @MainActor
open class UIBarItem {
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    /// What assistive technology reads for the item; defaults to its title.
    open var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? title }
        set { explicitAccessibilityLabel = newValue }
    }
    private var explicitAccessibilityLabel: String?

    public init() {}

    /// A visible property changed; bars showing the item lay out again.
    func itemDidChange() {}
}
