// MARK: - The name a group goes by

extension UIBarButtonItemGroup {
    /// The name a group goes by where the user arranges it: its representative's title, else its
    /// items' titles (or accessibility labels), else its customization identifier.
    package var customizationName: String {
        if let title = representativeItem?.title, !title.isEmpty { return title }
        let titles = barButtonItems.compactMap { $0.title ?? $0.accessibilityLabel }.filter { !$0.isEmpty }
        return titles.isEmpty ? (customizationIdentifier ?? "") : titles.joined(separator: ", ")
    }
}
