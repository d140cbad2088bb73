import Foundation

/// A sidebar (the primary column) beside the content (the secondary column).
///
/// In a wide window both columns show side by side, the sidebar ``preferredPrimaryColumnWidth`` wide;
/// below ``collapsingWidth`` the split collapses and shows one column at a time, the secondary
/// unless ``show(_:)`` asked for the primary. The window's navigation bar shows the navigation
/// item of the secondary column (or of the one column shown while collapsed).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split has.
    public enum Style: Int, Sendable {
        /// Not column-based, or two or three columns.
        case unspecified, doubleColumn, tripleColumn
    }

    /// A column of the split.
    public enum Column: Int, Sendable {
        /// The sidebar, the middle list (three columns only), the content, and the controller shown when compact.
        case primary, supplementary, secondary, compact
    }

    /// Which columns show beside the secondary one.
    public enum DisplayMode: Int, Sendable {
        /// Let the split choose, or show only the secondary column, or the others beside or over it.
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background, or the sidebar background.
        case none, sidebar
    }

    /// How many columns the split was made with.
    public let style: Style
    /// The display mode asked for; `.automatic` shows the sidebar while the window is wide enough.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            primaryIsShown = preferredDisplayMode != .secondaryOnly
            columnsDidChange()
        }
    }
    /// The primary column's background.
    open var primaryBackgroundStyle = BackgroundStyle.none { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// The sidebar's width, in points.
    open var preferredPrimaryColumnWidth: CGFloat = 320 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Below this width the split shows one column at a time.
    open var collapsingWidth: CGFloat = 700 { didSet { columnsDidChange() } }
    /// Chooses the column shown when the split collapses; held weakly.
    open weak var delegate: UISplitViewControllerDelegate?
    /// Whether the sidebar can be shown and hidden with a gesture. DeskKit has no such gesture;
    /// in a split made with columns, false hides ``displayModeButtonItem`` as UIKit does.
    open var presentsWithGesture = true { didSet { updateDisplayModeButton() } }
    /// The bar button item toggling the sidebar, made on first use.
    var displayModeButton: UIBarButtonItem?

    private var columns: [Column: UIViewController] = [:]
    private var primaryIsShown = true
    /// The column shown while collapsed.
    private var collapsedColumn = Column.secondary
    /// Whether the last layout showed one column, to notice the split collapsing or expanding.
    private var wasCollapsed = false

    /// Creates a split with `style` columns; DeskKit lays out the primary and secondary ones.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view with no columns set; DeskKit reads no nibs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view with no columns set; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }


    /// A container laying out the columns.
    open override func loadView() {
        let container = _SplitContainerView(frame: .zero)
        container.controller = self
        view = container
    }

    // MARK: - Columns

    /// Puts `viewController` in `column`, replacing what was there.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        if let old = columns[column], old !== viewController {
            if old.isAppeared { old.transitionAppearance(false) }
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let before = viewControllers
        columns[column] = viewController
        if let viewController, viewController.parent !== self { addChild(viewController) }
        columnsDidChange()
        if before.count != viewControllers.count || zip(before, viewControllers).contains(where: { $0 !== $1 }) {
            didChangeValue(forKey: "viewControllers", old: before, new: viewControllers)
        }
    }

    /// The controller in `column`, if any.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The controllers in the primary and secondary columns, in that order; setting it puts
    /// the first in the primary column and the second, if any, in the secondary one.
    open var viewControllers: [UIViewController] {
        get { [columns[.primary], columns[.secondary]].compactMap { $0 } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.dropFirst().first, for: .secondary)
        }
    }

    /// Whether the window is too narrow for both columns, so one shows at a time.
    open var isCollapsed: Bool { isViewLoaded && view.bounds.width > 0 && view.bounds.width < collapsingWidth }

    /// The display mode in effect.
    open var displayMode: DisplayMode {
        if isCollapsed { return collapsedColumn == .primary ? .oneOverSecondary : .secondaryOnly }
        return primaryIsShown && columns[.primary] != nil ? .oneBesideSecondary : .secondaryOnly
    }

    /// Shows `column`: the sidebar beside the content, or while collapsed, that column alone.
    open func show(_ column: Column) {
        if column == .primary { primaryIsShown = true }
        collapsedColumn = column == .primary ? .primary : .secondary
        columnsDidChange()
    }

    /// Hides `column`: the sidebar, or while collapsed, shows the other column.
    open func hide(_ column: Column) {
        if column == .primary {
            primaryIsShown = false
            collapsedColumn = .secondary
        } else if column == .secondary {
            collapsedColumn = .primary
        }
        columnsDidChange()
    }

    override package var displayedNavigationItem: UINavigationItem {
        let shown = isCollapsed ? columns[collapsedColumn] ?? columns[.secondary] : columns[.secondary]
        return shown?.displayedNavigationItem ?? navigationItem
    }

    // MARK: - Layout

    /// The columns to show now, with their frames in the split's view.
    func columnFrames(in bounds: CGRect) -> [(Column, CGRect)] {
        let hasPrimary = columns[.primary] != nil, hasSecondary = columns[.secondary] != nil
        if isCollapsed {
            let column = collapsedColumn == .primary && hasPrimary ? Column.primary : .secondary
            return columns[column] != nil ? [(column, bounds)] : []
        }
        guard displayMode == .oneBesideSecondary, hasPrimary else {
            return hasSecondary ? [(.secondary, bounds)] : []
        }
        let width = min(preferredPrimaryColumnWidth, bounds.width)
        var frames = [(Column.primary, CGRect(x: 0, y: 0, width: width, height: bounds.height))]
        if hasSecondary {
            frames.append((.secondary, CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)))
        }
        return frames
    }

    /// Puts the shown columns' views in place and the hidden ones away, with their callbacks.
    func layoutColumns() {
        guard isViewLoaded else { return }
        noteCollapsing()
        let frames = columnFrames(in: view.bounds)
        let inWindow = view.window != nil
        for (column, controller) in columns where !frames.contains(where: { $0.0 == column }) {
            guard controller.viewIfLoaded?.superview === view else { continue }
            if inWindow { controller.beginAppearanceTransition(false, animated: false) }
            controller.viewIfLoaded?.removeFromSuperview()
            if inWindow { controller.endAppearanceTransition() }
        }
        for (column, frame) in frames {
            guard let controller = columns[column] else { continue }
            let columnView: UIView = controller.view
            columnView.frame = frame
            guard columnView.superview !== view else { continue }
            if inWindow { controller.beginAppearanceTransition(true, animated: false) }
            view.addSubview(columnView)
            if inWindow { controller.endAppearanceTransition() }
        }
    }

    /// Asks the delegate which column to show when the split has just collapsed, and tells it
    /// when the split collapses or expands.
    private func noteCollapsing() {
        let collapsed = isCollapsed
        guard collapsed != wasCollapsed else { return }
        wasCollapsed = collapsed
        updateDisplayModeButton()
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        guard let delegate else { return }
        if collapsed {
            var proposed = collapsedColumn
            if proposed == .secondary, let secondary = columns[.secondary], let primary = columns[.primary],
               delegate.splitViewController(self, collapseSecondary: secondary, onto: primary) {
                proposed = .primary
            }
            collapsedColumn = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) == .primary ? .primary : .secondary
            delegate.splitViewControllerDidCollapse(self)
        } else {
            delegate.splitViewControllerDidExpand(self)
        }
    }

    private func columnsDidChange() {
        updateDisplayModeButton()
        guard isViewLoaded else { return }
        layoutColumns()
        guard let window = view.window else { return }
        window.windowScene?.application?.presenter?.navigationBarDidChange(displayedNavigationItem)
        window.scheduleDisplay()
    }
}

/// The split's view: lays the columns out whenever its size changes.
final class _SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        controller?.layoutColumns()
    }
}
