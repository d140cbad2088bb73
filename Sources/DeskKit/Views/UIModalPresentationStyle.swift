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
    /// Covers the presenter's window (DeskKit has no definesPresentationContext).
    case currentContext = 3
    /// Shown by the transitioning delegate's animator, in the presenter's window.
    case custom = 4
    /// Covers the whole window, leaving the views under it in place.
    case overFullScreen = 5
    /// Covers the presenter's window, leaving the views under it in place.
    case overCurrentContext = 6
    /// A popover; DeskKit has no anchors for popovers, so it shows as a form sheet.
    case popover = 7

    /// Whether the style gets a window of its own, shown as a modal dialog.
    var showsAsSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        case .none, .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext: return false
        }
    }

    /// The presented view's frame in a window of `bounds`; a sheet window takes its size.
    func frame(in bounds: CGRect) -> CGRect {
        let size: CGSize
        switch self {
        case .fullScreen, .overFullScreen, .none, .currentContext, .overCurrentContext, .custom: return bounds
        case .formSheet, .popover: size = CGSize(width: 540, height: 620)
        case .pageSheet, .automatic: size = CGSize(width: 704, height: bounds.height - 40)
        }
        let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }
}
