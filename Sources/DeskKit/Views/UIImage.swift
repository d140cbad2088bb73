/// An image; system images resolve to icons of the desktop's icon theme.
public struct UIImage: Hashable, Sendable {
    /// The name the app asked for (an SF Symbols name for system images).
    public let name: String
    /// The freedesktop icon name a presenter loads from the icon theme.
    public let iconName: String
    /// Whether no matching icon is known and the visible "missing image" icon stands in.
    public let isFallback: Bool
    /// The size and weight a symbol image is drawn at, if one was given.
    public internal(set) var symbolConfiguration: SymbolConfiguration?

    /// Resolves an SF Symbols name to the desktop icon that means the same.
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        name = systemName
        if let icon = UIImage.symbolIcons[systemName] {
            iconName = icon
            isFallback = false
        } else {
            iconName = "image-missing"
            isFallback = true
        }
    }

    /// An image named in the app's icon theme directly.
    public init(iconName: String) {
        name = iconName
        self.iconName = iconName
        isFallback = false
    }
}
