import Foundation

extension UISplitViewController {
    /// A bar button item that hides the sidebar when it shows and shows it when it is hidden;
    /// put it in the secondary column's navigation item. The split keeps it up to date: it is
    /// hidden while the split shows one column at a time, when there is no sidebar, and in a
    /// split made with columns whose ``presentsWithGesture`` is false.
    public var displayModeButtonItem: UIBarButtonItem {
        if let displayModeButton { return displayModeButton }
        let title = String(deskKit: "Toggle Sidebar")
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction(title: title) { [weak self] _ in
            self?.toggleSidebar()
        })
        item.title = nil
        item.accessibilityLabel = title
        displayModeButton = item
        updateDisplayModeButton()
        return item
    }

    /// Shows the sidebar beside the content when it is hidden, hides it when it shows.
    func toggleSidebar() {
        if displayMode == .oneBesideSecondary { hide(.primary) } else { show(.primary) }
    }

    /// Hides or shows the display mode button for the split's state now.
    func updateDisplayModeButton() {
        guard let displayModeButton else { return }
        let hidden = isCollapsed || viewController(for: .primary) == nil || (style != .unspecified && !presentsWithGesture)
        if displayModeButton.isHidden != hidden { displayModeButton.isHidden = hidden }
    }
}
