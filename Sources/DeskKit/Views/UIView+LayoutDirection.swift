import Foundation

/// How a view's content relates to the reading direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction around it (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback
    /// Directional controls (arrows, joysticks): always left to right.
    case spatial
    /// Always left to right, whatever the language.
    case forceLeftToRight
    /// Always right to left, whatever the language.
    case forceRightToLeft
}

/// Which way an interface runs.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

extension UIView {
    /// The direction the view lays out in: its own ``semanticContentAttribute`` when that is
    /// not `.unspecified`, else its nearest superview's that is, else its window's traits (right
    /// to left when the app's language is written that way).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if current.semanticContentAttribute != .unspecified {
                return current.semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
            }
            view = current.superview
        }
        guard window != nil else { return UIView.userInterfaceLayoutDirection(for: .unspecified) }
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a view with `attribute` lays out in: the app's direction (its language's)
    /// when unspecified; playback and spatial controls and `.forceLeftToRight` run left to right.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .unspecified: LocalizationLanguage.isRightToLeft ? .rightToLeft : .leftToRight
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }
}
