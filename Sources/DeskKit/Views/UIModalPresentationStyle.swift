import Foundation

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet.
    case automatic = -2
    /// No presentation style; shown like full screen, filling the window.
    case none = -1
    /// Covers the whole window.
    case fullScreen = 0
    /// A sheet as wide as a page, centred in the window.
    case pageSheet = 1
    /// A smaller sheet centred in the window.
    case formSheet = 2
    /// Covers the whole window, leaving the views under it in place.
    case overFullScreen = 5

    /// The presented view's frame in a window of `bounds`.
    func frame(in bounds: CGRect) -> CGRect {
        let size: CGSize
        switch self {
        case .fullScreen, .overFullScreen, .none: return bounds
        case .formSheet: size = CGSize(width: 540, height: 620)
        case .pageSheet, .automatic: size = CGSize(width: 704, height: bounds.height - 40)
        }
        let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }
}
