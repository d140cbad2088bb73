import Foundation

/// A scrolling list of rows in sections, with single or multiple selection.
///
/// It is built on the collection view: a collection view filling the table view lays the rows
/// out one above the other at their heights, dequeues and reuses the cells, and handles clicks,
/// taps and arrow keys; the table view translates between rows and items.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How the table view groups its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections set apart.
        case grouped
        /// Sections set apart with rounded, inset edges.
        case insetGrouped
    }

    /// Where a row scrolled to lands in the visible area.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// How inserted, deleted or reloaded rows change; DeskKit shows every change at once.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade, right, left, top, bottom
        /// No animation.
        case none
        /// Middle out.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// A row height meaning "the default height", 44 points in DeskKit.
    public static let automaticDimension: CGFloat = -1

    /// The style the table view was made with.
    public let style: Style
    /// Supplies the sections, rows and cells; setting it reloads.
    public weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The height of every row the delegate does not size.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { rows.collectionViewLayout.invalidateLayout() } }
    /// The height used for rows of automatic height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { rows.collectionViewLayout.invalidateLayout() } }
    /// Whether the user can select rows.
    open var allowsSelection = true { didSet { updateSelectionMode() } }
    /// Whether clicks with modifiers select several rows.
    open var allowsMultipleSelection = false { didSet { updateSelectionMode() } }
    /// Whether the user can select rows while the table view is editing.
    open var allowsSelectionDuringEditing = false { didSet { updateSelectionMode() } }
    /// Whether clicks with modifiers select several rows while the table view is editing.
    open var allowsMultipleSelectionDuringEditing = false { didSet { updateSelectionMode() } }
    /// Whether the table view is in editing mode, which has its own selection rules.
    open var isEditing = false { didSet { updateSelectionMode() } }

    /// The collection view that lays out, shows and selects the rows.
    let rows: _TableRowsView
    private let adapter = _TableViewAdapter()

    /// A table view of `style` filling `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        rows = _TableRowsView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: _TableLayout())
        super.init(frame: frame)
        adapter.tableView = self
        rows.allowsFocus = true
        rows.selectionFollowsFocus = true
        rows.dataSource = adapter
        rows.delegate = adapter
        addSubview(rows)
        updateSelectionMode()
    }

    /// A plain table view filling `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table view; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, style: .plain)
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    private func updateSelectionMode() {
        rows.allowsSelection = isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        rows.allowsMultipleSelection = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// A table view takes the keyboard so the arrow keys move through its rows.
    open override var canBecomeFirstResponder: Bool { true }

    /// Gives the keyboard to the rows, which answer the arrow keys.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { rows.becomeFirstResponder() }

    /// Whether the rows have the keyboard.
    open override var isFirstResponder: Bool { rows.isFirstResponder }

    /// How far the rows are scrolled; the collection view inside holds it.
    open override var contentOffset: CGPoint {
        get { rows.contentOffset }
        set { rows.contentOffset = newValue }
    }

    /// The height of all rows, as laid out.
    open override var contentSize: CGSize {
        get { rows.contentSize }
        set { rows.contentSize = newValue }
    }

    /// Keeps the rows filling the table view.
    open override func layoutSubviews() {
        rows.frame = bounds
    }

    /// The delegate, when it is a table view delegate.
    var tableViewDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of the row at `indexPath`, from the delegate or ``rowHeight``.
    func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let height = tableViewDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 { return height }
        return estimatedRowHeight >= 0 ? estimatedRowHeight : 44
    }

    // MARK: - Data

    /// Forgets every row and cell and asks the data source again; the selection is cleared.
    open func reloadData() {
        rows.reloadData()
        rows.collectionViewLayout.invalidateLayout()
    }

    /// How many sections the data source has.
    public var numberOfSections: Int { rows.numberOfSections }

    /// How many rows `section` has (0 for a section not there).
    public func numberOfRows(inSection section: Int) -> Int { rows.numberOfItems(inSection: section) }

    /// Shows new rows at `indexPaths`, already added to the data source; selected rows stay selected.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let inserted = indexPaths.sorted()
        reloadKeepingSelection { path in
            var row = path.row
            for new in inserted where new.section == path.section && new.row <= row { row += 1 }
            return IndexPath(row: row, section: path.section)
        }
    }

    /// Removes the rows at `indexPaths`, already removed from the data source; other selected rows stay selected.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let deleted = Set(indexPaths)
        reloadKeepingSelection { path in
            guard !deleted.contains(path) else { return nil }
            let before = deleted.filter { $0.section == path.section && $0.row < path.row }.count
            return IndexPath(row: path.row - before, section: path.section)
        }
    }

    /// Asks the data source again for the cells of `indexPaths`; the selection stays.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadKeepingSelection { $0 }
    }

    /// Reloads, then selects again where `move` says each selected row went (nil: it is gone).
    private func reloadKeepingSelection(_ move: (IndexPath) -> IndexPath?) {
        let selected = (indexPathsForSelectedRows ?? []).compactMap(move)
        let offset = rows.contentOffset
        reloadData()
        for path in selected { rows.selectItem(at: path, animated: false, scrollPosition: []) }
        rows.contentOffset = CGPoint(x: 0, y: min(offset.y, rows.maximumContentOffset.y))
    }

    // MARK: - Cells

    /// Makes cells for `identifier` as instances of `cellClass`.
    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        rows.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Makes cells for `identifier` from `nib`, a xib whose first top-level cell is the cell; nil
    /// forgets the identifier's registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            rows.register(nil as UINib?, forCellWithReuseIdentifier: identifier)
            return
        }
        _registerPrototype(forCellReuseIdentifier: identifier) { nib.instantiateCell(UITableViewCell.self) }
    }

    /// Makes cells for `identifier` with `make`: a storyboard's prototype cell, as the compiled
    /// storyboard builds it (its style, or its class and the views of its content).
    public func _registerPrototype(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () -> UITableViewCell) {
        rows._registerPrototype(forCellWithReuseIdentifier: identifier, make: make)
    }

    /// A cell to configure for `indexPath`: a reused one when available, else a new one; an
    /// identifier nobody registered is reported and answered with a default cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = rows.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? UITableViewCell { return cell }
        DeskKitLog.report("The class registered for '\(identifier)' is not a UITableViewCell; a default cell stands in.")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell showing the row, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows.cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { rows.visibleCells.compactMap { $0 as? UITableViewCell } }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? { rows.indexPathsForVisibleItems }

    /// The row at `point` in the table view's coordinates, or nil below the last row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { rows.indexPathForItem(at: point) }

    /// The row's frame in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> CGRect { rows.layoutAttributesForItem(at: indexPath)?.frame ?? .zero }

    /// Scrolls so the row is visible at `scrollPosition`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        rows.scrollToItem(at: indexPath, at: scrollPosition.collectionPosition, animated: animated)
    }

    // MARK: - Selection

    /// The selected row, the first when several are; nil when none is.
    public var indexPathForSelectedRow: IndexPath? { rows.indexPathsForSelectedItems?.first }

    /// The selected rows in order; nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { rows.indexPathsForSelectedItems }

    /// Selects a row in code, replacing the selection unless multiple selection is allowed; nil
    /// clears the selection. The delegate is not told.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        rows.selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row in code; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        rows.deselectItem(at: indexPath, animated: animated)
    }
}

extension UITableView.ScrollPosition {
    /// The collection view position that lands the row in the same place.
    var collectionPosition: UICollectionView.ScrollPosition {
        switch self {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
    }
}
