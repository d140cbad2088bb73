import Foundation

/// A scrolling grid of items in sections, with single or multiple selection.
///
/// Only the cells of visible items exist; they are dequeued from the data source and reused as
/// the content scrolls. With ``allowsMultipleSelection`` a pointer drag over empty space selects
/// with a band, as on iPadOS. DeskKit's views have no bounds origin, so the collection view's own
/// coordinates are those of its visible area: cells sit at their layout frame minus
/// ``UIScrollView/contentOffset``, and points from `convert` or a touch's location work unchanged.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where the collection view scrolls into a newly selected item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The position's bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Where the items go; a new layout places them again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }
    /// Supplies the sections, items and cells; setting it reloads.
    public weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    /// Whether the user can select items at all.
    open var allowsSelection = true { didSet { updateBandInteraction() } }
    /// Whether clicks with modifiers and bands select several items.
    open var allowsMultipleSelection = false { didSet { updateBandInteraction() } }
    /// Whether the Up and Down arrow keys move a keyboard focus through the items while the
    /// collection view is first responder.
    open var allowsFocus = false
    /// A collection view that allows focus is a stop for Tab; its arrow keys then move through
    /// its items.
    open override var canBecomeFocused: Bool { allowsFocus }
    /// Whether moving the keyboard focus selects the focused item alone, as in a sidebar.
    open var selectionFollowsFocus = false
    /// The item the keyboard focus is on, by flat number.
    var focusedItem: Int? {
        didSet {
            guard focusedItem != oldValue else { return }
            // The cells losing and gaining the focus update their look.
            for item in [oldValue, focusedItem].compactMap({ $0 }) { visibleCellsByItem[item]?.setNeedsUpdateConfiguration() }
            window?.windowScene?.application?.responderChainDidChange()  // key commands start at the focused cell
        }
    }

    // MARK: Data and layout, prepared on demand
    var sectionCounts: [Int] = []
    /// The flat number of each section's first item.
    var sectionStarts: [Int] = []
    var grid = _SpatialGrid(frames: [])
    var contentSizeStorage: CGSize = .zero
    var needsReload = true
    var preparedWidth: CGFloat = -1

    // MARK: Cells
    var registrations: [String: UICollectionViewCell.Type] = [:]
    /// Cells made by a compiled storyboard's prototype (the class with its content), by reuse identifier.
    var prototypeMakers: [String: PrototypeCellMaker] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    /// Cells on screen, by flat item number.
    var visibleCellsByItem: [Int: UICollectionViewCell] = [:]

    // MARK: Selection
    /// Selected items by flat number; kept across layout changes, cleared by ``reloadData()``.
    var selectedItems = _ItemSet()
    /// Where a Shift-click range starts: the item clicked last without Shift.
    var selectionAnchor: Int?
    var bandTracker: _BandSelectionTracker?
    /// The band selection every collection view has; enabled with multiple selection.
    private(set) var bandSelectionInteraction: UIBandSelectionInteraction?

    /// A collection view laying its items out with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        let band = UIBandSelectionInteraction { [weak self] interaction in
            self?.bandSelectionDidChange(interaction)
        }
        bandSelectionInteraction = band
        addInteraction(band)
        updateBandInteraction()
    }

    /// A collection view with a flow layout; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A collection view with a flow layout and an empty frame.
    public required convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    private func updateBandInteraction() {
        bandSelectionInteraction?.isEnabled = allowsSelection && allowsMultipleSelection
    }

    // MARK: - Keyboard

    /// Takes the keyboard on click, so Ctrl+Enter can open the selected item.
    open override var canBecomeFirstResponder: Bool { true }

    /// Ctrl+Return to open the selection in a new window, the arrows when focus is allowed, and
    /// Right and Left to expand and collapse outline items.
    open override var keyCommands: [UIKeyCommand]? {
        [UICollectionView.openInNewWindowCommand] + (allowsFocus ? UICollectionView.focusCommands : [])
            + (hasOutline ? UICollectionView.outlineCommands : [])
    }

    /// Declares opening in a new window, moving the keyboard focus and expanding outline items.
    open override func registerActions() {
        super.registerActions()
        implement("openSelectedItemInNewWindow:", by: UICollectionView.openSelectedItemInNewWindow)
        implement("moveFocusToPreviousItem:", by: UICollectionView.moveFocusToPreviousItem)
        implement("moveFocusToNextItem:", by: UICollectionView.moveFocusToNextItem)
        implement("expandOutlineItem:", by: UICollectionView.expandOutlineItem)
        implement("collapseOutlineItem:", by: UICollectionView.collapseOutlineItem)
    }

    /// Opening in a new window needs a selection and a delegate.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "openSelectedItemInNewWindow:" { return canOpenSelectedItemInNewWindow }
        if action == "expandOutlineItem:" || action == "collapseOutlineItem:" { return canChangeOutline(action) }
        return super.canPerformAction(action, withSender: sender)
    }

    /// A Shift- or Ctrl-click on an item while only single selection is allowed: a subclass may
    /// allow multiple selection and answer true, so the click extends the selection.
    func modifierClickBeginsMultipleSelection(at indexPath: IndexPath) -> Bool { false }

    /// The click that began multiple selection has been handled.
    func multipleSelectionClickEnded() {}

    /// Called on the second press of a plain double click on an item, after the first selected
    /// it; DeskKit's own grids (the document browser's) open the item.
    func itemWasDoubleClicked(at indexPath: IndexPath) {}

    /// Makes, reuses and places the cells of the visible items.
    open override func layoutSubviews() {
        layoutVisibleCells()
    }

    // MARK: - Data

    /// Forgets every item and cell and asks the data source again; the selection is cleared.
    open func reloadData() {
        needsReload = true
        selectedItems = _ItemSet()
        selectionAnchor = nil
        focusedItem = nil
        bandSelectionInteraction?.cancel()
        bandTracker = nil
        for (_, cell) in visibleCellsByItem { enqueue(cell) }
        visibleCellsByItem = [:]
        setNeedsLayout()
    }

    /// How many sections the data source has.
    public var numberOfSections: Int {
        prepareIfNeeded()
        return sectionCounts.count
    }

    /// How many items `section` has (0 for a section not there).
    public func numberOfItems(inSection section: Int) -> Int {
        prepareIfNeeded()
        return section >= 0 && section < sectionCounts.count ? sectionCounts[section] : 0
    }

    /// The size of all content, from the layout; a size set here lasts until the next layout.
    open override var contentSize: CGSize {
        get {
            prepareIfNeeded()
            return contentSizeStorage
        }
        set { contentSizeStorage = newValue }
    }

    /// The delegate, when it is a collection view delegate.
    var collectionViewDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func layoutDidInvalidate() {
        preparedWidth = -1
        setNeedsLayout()
    }

    /// Counts the items, lays them out and indexes their frames when the data or width changed.
    func prepareIfNeeded() {
        guard needsReload || preparedWidth != bounds.width else { return }
        if needsReload {
            needsReload = false
            let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
            sectionCounts = (0..<max(sections, 0)).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
            sectionStarts = []
            var start = 0
            for count in sectionCounts {
                sectionStarts.append(start)
                start += count
            }
        }
        preparedWidth = bounds.width
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        contentSizeStorage = collectionViewLayout.collectionViewContentSize
        grid = _SpatialGrid(frames: collectionViewLayout.itemFrames(sectionCounts: sectionCounts))
    }

    // MARK: - Item numbers

    var itemCount: Int { (sectionStarts.last ?? 0) + (sectionCounts.last ?? 0) }

    /// The flat number of `indexPath`, or nil when it names no item.
    func flatItem(for indexPath: IndexPath) -> Int? {
        prepareIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionCounts.count,
              indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section] else { return nil }
        return sectionStarts[indexPath.section] + indexPath.item
    }

    func indexPath(forFlatItem item: Int) -> IndexPath {
        // The last section starting at or before `item`; empty sections share a start.
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        while low + 1 < sectionStarts.count, sectionStarts[low + 1] <= item { low += 1 }
        return IndexPath(item: item - sectionStarts[low], section: low)
    }
}
