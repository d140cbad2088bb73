import Foundation

/// A button in a navigation bar or toolbar: an action, a menu, or both.
///
/// An item with an image shows its image; one without shows its title. When space runs out the
/// bar moves the item's group into the overflow menu, where ``menuRepresentation`` (or a menu
/// element made from the title, image, action and menu) stands in for it.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn.
    public enum Style: Int, Sendable {
        /// A regular button; under GTK, a flat header bar button.
        case plain
        /// The prominent style of a confirming button such as Done.
        case done
        /// A button drawn prominently, as `.done` is, for the action a screen is about.
        case prominent
    }

    /// The buttons the system defines, shown with the desktop's matching icon or word.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// Text buttons (Done, Cancel, Edit, Save) and freedesktop icons (Add: `list-add`, Compose,
        /// Reply, Share: `send-to`); the two spaces draw nothing.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        /// Buttons drawn with the freedesktop icon of the same meaning (Trash: `user-trash`,
        /// Play: `media-playback-start`); their titles name them for screen readers and menus.
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        /// Freedesktop icons `media-seek-forward`, `edit-undo`, `edit-redo` and `window-close`.
        case fastForward, undo, redo, close
    }

    /// `.done` and `.prominent` give the item GTK's `suggested-action` look; `.plain` by default.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The colour of the item's title or icon; nil takes the bar's. Kept for the app: GTK's
    /// header bar buttons take the theme's colours.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Whether the item stands apart from its neighbours' shared background; GTK's header bar
    /// draws no shared backgrounds, so the bar looks the same either way.
    open var hidesSharedBackground = false
    /// A fixed width in points; 0 lets the bar measure the item.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show, so the bar can reserve room for the widest.
    open var possibleTitles: Set<String>?
    /// A view shown in place of a button.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The message sent when the item is clicked and it has no ``primaryAction``.
    open var action: Selector?
    /// Receives ``action``; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// Runs when the item is clicked; takes precedence over ``target`` and ``action``.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// Shown when the item is clicked without a primary action, or pressed and held with one.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item shows in its selected (on) look.
    open var isSelected = false { didSet { itemDidChange() } }
    /// A hidden item takes no room in the bar and is left out of the overflow menu.
    open var isHidden = false { didSet { itemDidChange() } }
    /// Stands in for the item in the overflow menu; nil makes one from the item.
    open var menuRepresentation: UIMenuElement?
    /// The system item this was made from, if any.
    public let systemItem: SystemItem?
    /// The group this item belongs to, set when a group is made from it.
    public internal(set) weak var buttonGroup: UIBarButtonItemGroup?

    // MARK: - Creating items

    /// An item that runs `primaryAction` or shows `menu`; with neither it shows its title only.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        super.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that sends `action` to `target` (or up the responder chain when `target` is nil).
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        systemItem = nil
        super.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An image item that sends `action` to `target`.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        systemItem = nil
        super.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// One of the system's items, with an action or a menu.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.title = systemItem.title
        self.image = systemItem.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of the system's items, sending `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target
        self.action = action
    }

    /// An item that shows `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    // MARK: - Spacers

    /// Space that grows to push the items after it to the far end of a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A gap of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    override func itemDidChange() {
        buttonGroup?.groupDidChange()
        toolbar?.setNeedsItemViews()
    }

    /// The toolbar showing the item, if any, which shows its changes.
    weak var toolbar: UIToolbar?

    /// Whether the item is a spacer rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
