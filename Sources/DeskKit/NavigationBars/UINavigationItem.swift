import Foundation

/// What a navigation bar shows while a view controller is on top: its title, a back button,
/// and groups of bar button items at the leading edge, the center and the trailing edge.
///
/// The ``style`` decides where the title goes and whether center items stay in the bar. When the
/// bar is too narrow, groups collapse to their representative item and then move into the
/// overflow menu (see ``NavigationBarLayout`` for the order). With a ``customizationIdentifier``
/// the user may rearrange the center groups, and the choice is kept between launches.
@preconcurrency @MainActor
open class UINavigationItem {
    /// How the bar arranges the title and items.
    public enum ItemStyle: Int, Sendable, CaseIterable {
        /// A centered title, a back button when there is somewhere to go back to, and leading and
        /// trailing items; center items wait in the overflow menu.
        case navigator
        /// A leading title, for places where history matters as much as location.
        case browser
        /// A leading title, center items, and a back button to the document browser.
        case editor
    }

    /// Shown in the bar (centered or leading, by ``style``), and on the back button of the item
    /// above when ``backButtonTitle`` is nil.
    open var title: String? { didSet { contentDidChange() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { contentDidChange() } }
    /// A line of text above the title.
    open var prompt: String? { didSet { contentDidChange() } }
    /// A second, smaller line under the title.
    open var subtitle: String? { didSet { contentDidChange() } }
    /// A view shown under a large title; the desktop bar has no large titles, so it is kept for
    /// the app but not drawn.
    open var largeSubtitleView: UIView?
    /// Whether this item's title shows large when the bar prefers large titles; the desktop
    /// bar draws every title at one size, so this is kept for the app.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose search bar the bar shows; nil for none.
    open var searchController: UISearchController? { didSet { contentDidChange() } }
    /// `.navigator` by default; a document window usually wants `.editor`.
    open var style: ItemStyle = .navigator { didSet { contentDidChange() } }

    /// Whether a title shows large, as the bar's ``UINavigationBar/prefersLargeTitles`` allows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack does.
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
        /// Inline with the bar's items.
        case inline
    }

    // MARK: - Going back

    /// What the back button reads when this item is below the top one; nil uses the title.
    open var backButtonTitle: String? { didSet { contentDidChange() } }
    /// The button shown when this item is below the top one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { contentDidChange() } }
    /// Hides the back button even when there is somewhere to go back to.
    open var hidesBackButton = false { didSet { contentDidChange() } }
    /// Runs when the back button is clicked; in the editor style it also makes the back button
    /// appear, leading to the document browser.
    open var backAction: UIAction? { didSet { contentDidChange() } }
    /// Whether leading items show beside the back button rather than in place of it.
    open var leftItemsSupplementBackButton = false { didSet { contentDidChange() } }

    // MARK: - Item groups

    /// Groups at the leading edge, after the back button.
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { adopt(leadingItemGroups, replacing: oldValue) }
    }

    /// Groups between the title and the trailing groups; shown by the browser and editor styles
    /// and the only groups the user may customize.
    open var centerItemGroups: [UIBarButtonItemGroup] = [] {
        didSet {
            adopt(centerItemGroups, replacing: oldValue)
            centerGroupsDidChange()
        }
    }

    /// Groups at the trailing edge, in reading order.
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { adopt(trailingItemGroups, replacing: oldValue) }
    }

    /// A group kept at the trailing edge at every width, after the overflow button.
    open var pinnedTrailingGroup: UIBarButtonItemGroup? {
        didSet { adopt(pinnedTrailingGroup.map { [$0] } ?? [], replacing: oldValue.map { [$0] } ?? []) }
    }

    /// Elements added at the end of the overflow menu, whatever else it holds.
    open var additionalOverflowItems: UIDeferredMenuElement? { didSet { contentDidChange() } }

    /// Names this bar's customization; set it to let the user rearrange the center groups and to
    /// keep their choice between launches. Use a reverse-DNS name unique in the app.
    open var customizationIdentifier: String? {
        didSet {
            guard customizationIdentifier != oldValue else { return }
            resetCustomizationState()
            contentDidChange()
        }
    }

    // MARK: - Title menu, document and rename

    /// Makes the menu shown when the title is clicked, from the suggested document actions
    /// (Duplicate, Move, Rename, Export, Print) that the responder chain can perform.
    open var titleMenuProvider: (@MainActor ([UIMenuElement]) -> UIMenu?)? { didSet { contentDidChange() } }

    /// The document the title stands for: a header in the title menu, dragging and sharing.
    open var documentProperties: UIDocumentProperties? { didSet { contentDidChange() } }

    /// Set to let the user rename the title in place.
    open weak var renameDelegate: UINavigationItemRenameDelegate? {
        didSet {
            contentDidChange()
            // File ▸ Rename… is enabled only with a delegate.
            UIMenuSystem.main.setNeedsRevalidate()
        }
    }

    /// The bar's look while this item shows, over the navigation controller's bar appearance.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance?.onChange = { [weak self] in self?.contentDidChange() }
            contentDidChange()
        }
    }
    /// The look for a compact-height bar; DeskKit's bar has one height and uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look while content is scrolled to the top; DeskKit's bar uses ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    // MARK: - State

    /// The view controller this item belongs to; the title menu's actions start from it.
    weak var owner: UIViewController?
    /// Problems with the item groups, such as repeated customization identifiers.
    public internal(set) var diagnostics: [NavigationBarDiagnostic] = []
    /// The user's arrangement of the center groups, loaded on first use.
    var customizationState: NavigationBarCustomization?
    /// The inline title editor while a rename is under way.
    var renameSession: TitleRenameSession?
    /// Whether the presenter shows the customization panel.
    public internal(set) var isCustomizing = false
    /// The share sheet opened from the title menu, until an activity is chosen or it closes.
    public internal(set) var presentedActivityViewController: UIActivityViewController?

    /// An item showing `title`, in the navigator style, with no items.
    public init(title: String) {
        self.title = title
    }

    private func adopt(_ groups: [UIBarButtonItemGroup], replacing old: [UIBarButtonItemGroup]) {
        for group in old where group.owner === self { group.owner = nil }
        for group in groups { group.owner = self }
        contentDidChange()
    }

    /// Something shown in the bar changed: the presenter lays the bar out again.
    func contentDidChange() {
        guard let window = owner?.viewIfLoaded?.window else { return }
        window.windowScene?.application?.presenter?.navigationBarDidChange(self)
        window.scheduleDisplay()
    }
}
