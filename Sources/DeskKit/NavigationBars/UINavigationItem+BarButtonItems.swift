// MARK: - Items by side

extension UINavigationItem {
    /// The leading items, all of them in one fixed group when set.
    public var leftBarButtonItems: [UIBarButtonItem]? {
        get {
            let items = leadingItemGroups.flatMap(\.barButtonItems)
            return items.isEmpty ? nil : items
        }
        set { leadingItemGroups = newValue.map { [.fixedGroup(items: $0)] } ?? [] }
    }

    /// The trailing items, the first at the trailing edge, all in one fixed group when set.
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get {
            let items = trailingItemGroups.flatMap(\.barButtonItems).reversed()
            return items.isEmpty ? nil : Array(items)
        }
        set { trailingItemGroups = newValue.map { [.fixedGroup(items: $0.reversed())] } ?? [] }
    }

    /// The first of ``leftBarButtonItems``; setting it replaces the leading groups with it alone.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The item at the trailing edge; setting it replaces the trailing groups with it alone.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItems``; bars change without animation, so `animated` is ignored.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``; bars change without animation, so `animated` is ignored.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
