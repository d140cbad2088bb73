import Foundation

// MARK: - Cells and hit testing

extension UICollectionView {
    /// Makes cells for `identifier` instances of `cellClass`.
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
        prototypeMakers[identifier] = nil
    }

    /// Makes cells for `identifier` from `nib`, a xib whose first top-level cell is the cell; nil
    /// forgets the identifier's registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            registrations[identifier] = nil
            prototypeMakers[identifier] = nil
            return
        }
        prototypeMakers[identifier] = PrototypeCellMaker { nib.instantiateCell(UICollectionViewCell.self) }
    }

    /// Makes cells for `identifier` with `make`: a storyboard's prototype cell, its class and the
    /// views of its content, as the compiled storyboard builds them.
    public func _registerPrototype(forCellWithReuseIdentifier identifier: String, make: @escaping @MainActor () -> UICollectionViewCell) {
        prototypeMakers[identifier] = PrototypeCellMaker(make: make)
    }

    /// A cell to configure for `indexPath`: a reused one when available, else a new one.
    ///
    /// An identifier nobody registered is reported and answered with a plain cell, so the
    /// mistake shows as empty cells instead of a crash.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let maker = prototypeMakers[identifier] {
            let cell = maker.make()
            cell.reuseIdentifier = identifier
            return cell
        }
        let cellClass = registrations[identifier] ?? {
            DeskKitLog.report("No cell is registered for the reuse identifier '\(identifier)'; a plain cell stands in. Register a class with register(_:forCellWithReuseIdentifier:) first.")
            return UICollectionViewCell.self
        }()
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell showing the item, or nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return flatItem(for: indexPath).flatMap { visibleCellsByItem[$0] }
    }

    /// The item a visible cell shows, or nil when the cell is not on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return indexPath(forVisibleCell: cell)
    }

    /// The item a cell on screen shows, from the cells placed so far (no layout pass).
    func indexPath(forVisibleCell cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByItem.first { $0.value === cell }.map { indexPath(forFlatItem: $0.key) }
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByItem.keys.sorted().compactMap { visibleCellsByItem[$0] }
    }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByItem.keys.sorted().map(indexPath(forFlatItem:))
    }

    /// The item at `point`, in the collection view's coordinates, or nil over empty space.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        flatItem(at: point).map(indexPath(forFlatItem:))
    }

    /// The item's frame in content coordinates, as the layout placed it.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let item = flatItem(for: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = grid.frames[item]
        return attributes
    }

    /// Scrolls so the item shows at `scrollPosition` (vertically; top when unspecified).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let item = flatItem(for: indexPath) else { return }
        let frame = grid.frames[item]
        let y: CGFloat
        if scrollPosition.contains(.bottom) {
            y = frame.maxY - bounds.height
        } else if scrollPosition.contains(.centeredVertically) {
            y = frame.midY - bounds.height / 2
        } else {
            y = frame.minY
        }
        contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, 0), maximumContentOffset.y))
    }

    func flatItem(at point: CGPoint) -> Int? {
        prepareIfNeeded()
        let content = CGPoint(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        var found: Int?
        grid.forEachItem(in: CGRect(origin: content, size: .zero)) { found = $0 }
        return found
    }

    /// The largest offset that still shows content.
    var maximumContentOffset: CGPoint {
        let size = contentSize
        return CGPoint(x: max(size.width - bounds.width, 0), y: max(size.height - bounds.height, 0))
    }

    // MARK: - Laying out visible cells

    /// Makes cells for the items in view, recycles those that left, and places them all.
    func layoutVisibleCells() {
        prepareIfNeeded()
        var visible: Set<Int> = []
        grid.forEachItem(in: CGRect(origin: contentOffset, size: bounds.size)) { visible.insert($0) }
        for (item, cell) in visibleCellsByItem where !visible.contains(item) {
            visibleCellsByItem[item] = nil
            enqueue(cell)
        }
        for item in visible.sorted() {
            let cell: UICollectionViewCell
            if let existing = visibleCellsByItem[item] {
                cell = existing
            } else {
                guard let dataSource else { break }
                cell = dataSource.collectionView(self, cellForItemAt: indexPath(forFlatItem: item))
                visibleCellsByItem[item] = cell
                addSubview(cell)
                cell.frame = grid.frames[item].offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
                cell.isSelected = selectedItems.contains(item)
                // A cell new on screen shows its state before it is drawn.
                cell.setNeedsUpdateConfiguration()
                continue
            }
            cell.frame = grid.frames[item].offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
            cell.isSelected = selectedItems.contains(item)
        }
    }

    func enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }
}

/// What makes a storyboard prototype cell with its content.
struct PrototypeCellMaker {
    let make: @MainActor () -> UICollectionViewCell
}
