/// What every bar item has: a title, an image, and whether it can be used.
@preconcurrency @MainActor
open class UIBarItem {
    /// Shown when the item has no image, listed in the overflow menu, and read by screen readers.
    open var title: String? { didSet { itemDidChange() } }
    /// Shown in place of the title; the GTK bar draws it from the desktop's icon theme.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// A disabled item is drawn dimmed and ignores clicks (GTK's insensitive state).
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number the app may use to tell items apart; DeskKit never reads it.
    open var tag = 0
    /// What assistive technology reads for the item; defaults to its title.
    open var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? title }
        set { explicitAccessibilityLabel = newValue }
    }
    private var explicitAccessibilityLabel: String?

    /// An item with no title, no image, enabled.
    public init() {}

    /// A visible property changed; bars showing the item lay out again.
    func itemDidChange() {}
}
