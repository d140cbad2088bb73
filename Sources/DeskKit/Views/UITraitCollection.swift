import Foundation

/// The traits of the environment views are shown in: light or dark, the screen's scale, the
/// size classes, the kind of device, the preferred text size and contrast.
///
/// A desktop window is a regular-width, regular-height space on a `.pad`-like idiom: layouts
/// made for the iPad's full screen fit it best.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Device pixels per point: 2 on a HiDPI monitor.
    public var displayScale: CGFloat
    /// Regular for a desktop window.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Regular for a desktop window.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device the layout is for: `.pad` on the desktop.
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Which way text and leading-to-trailing layouts run.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// How large the user wants text (the desktop's text scaling).
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Whether the user asked for more contrast (a high-contrast theme).
    public var accessibilityContrast: UIAccessibilityContrast

    /// Traits with the given values; the defaults describe a light desktop window.
    public init(userInterfaceStyle: UIUserInterfaceStyle = .light, displayScale: CGFloat = 1,
                horizontalSizeClass: UIUserInterfaceSizeClass = .regular,
                verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                userInterfaceIdiom: UIUserInterfaceIdiom = .pad,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                preferredContentSizeCategory: UIContentSizeCategory = .large,
                accessibilityContrast: UIAccessibilityContrast = .normal) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not yet known, or the light or dark look.
    case unspecified, light, dark
}

/// A coarse description of the space available along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not yet known, or little or plenty of room along the axis.
    case unspecified, compact, regular
}

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not yet known, or the device family; DeskKit on Linux reports pad.
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5
}

/// Which way text and layouts run.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not yet known, left to right, or right to left.
    case unspecified = -1, leftToRight, rightToLeft
}

extension UITraitCollection {
    /// The traits colors resolve against now: the drawing view's during ``UIView/draw(_:)``, else
    /// those of the key window (light appearance when no window is key).
    @MainActor public static var current: UITraitCollection {
        UIGraphicsGetCurrentContext()?.traitCollection
            ?? UIApplication.shared.keyWindow?.windowTraitCollection ?? UITraitCollection()
    }
}
