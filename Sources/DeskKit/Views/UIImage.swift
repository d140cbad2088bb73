import Foundation

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
    /// The image file a presenter draws in place of an icon (an app's own image), if any.
    package internal(set) var file: URL?
    /// The image's size in points: its pixels over ``scale``; an icon's is its nominal size.
    public internal(set) var size = CGSize(width: 16, height: 16)
    /// Pixels per point of the image's file (2 for an `@2x` image), 1 for icons.
    public internal(set) var scale: CGFloat = 1
    /// How the image is drawn: in its own colours or as a template.
    public internal(set) var renderingMode = RenderingMode.automatic
    /// The colour ``withTintColor(_:renderingMode:)`` gave the image, if any.
    package internal(set) var tintColor: UIColor?

    /// Resolves an SF Symbols name to the desktop icon that means the same; nil, as in UIKit, for a
    /// name SF Symbols does not have. A real symbol with no desktop icon of its kind shows the
    /// theme's missing-image icon, and both cases are logged once per name.
    public init?(systemName: String) {
        guard let symbol = _SFSymbolNames.currentName(of: systemName) else {
            UIImage.reportOnce("UIImage(systemName: \"\(systemName)\") is nil: SF Symbols has no symbol of that name.", for: systemName)
            return nil
        }
        name = systemName
        if let icon = UIImage.desktopIcon(forSymbol: symbol) {
            iconName = icon
            isFallback = false
        } else {
            UIImage.reportOnce("SF Symbol \"\(systemName)\" has no desktop icon of its kind; it shows as a missing image. Use UIImage(iconName:) with an icon of the theme.", for: systemName)
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
