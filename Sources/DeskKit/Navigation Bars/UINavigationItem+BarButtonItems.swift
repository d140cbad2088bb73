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

    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
