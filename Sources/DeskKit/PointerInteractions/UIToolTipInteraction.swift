import Foundation

/// Supplies the tool tip for a point of a view, when the pointer rests there.
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: AnyObject {
    /// The tool tip for `point` (in the interaction's view), or nil for none there; the default
    /// shows the interaction's ``UIToolTipInteraction/defaultToolTip`` over the whole view.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// The interaction's default tool tip over the whole view, if it has one.
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        interaction.defaultConfiguration
    }
}

/// Shows a short text (a tool tip, or help tag) when the pointer rests over a view.
///
/// The text is the ``defaultToolTip``, or what the ``delegate`` gives for the point, which may
/// also limit it to a part of the view. Presenters ask when the pointer has rested (GTK's own
/// tool tip delay and look on Linux); a view covered by another view shows the covering view's.
@preconcurrency @MainActor
public final class UIToolTipInteraction: UIInteraction {
    /// Whether the interaction shows tool tips.
    public var isEnabled = true
    /// The text shown anywhere over the view when the delegate gives no configuration.
    public var defaultToolTip: String?
    /// Decides the tool tip per point; held weakly.
    public weak var delegate: UIToolTipInteractionDelegate?
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// An interaction with no default tool tip, for a delegate to fill in.
    public init() {}

    /// An interaction showing `defaultToolTip` over the whole view.
    public init(defaultToolTip: String) {
        self.defaultToolTip = defaultToolTip
    }

    /// Called before the interaction joins or leaves a view; nothing to prepare.
    public func willMove(to view: UIView?) {}

    /// Remembers the view the interaction now belongs to.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// The default tool tip over the whole view, if there is one.
    var defaultConfiguration: UIToolTipConfiguration? {
        guard let defaultToolTip, !defaultToolTip.isEmpty else { return nil }
        return UIToolTipConfiguration(toolTip: defaultToolTip)
    }

    /// The tool tip at `point` (in the view): the delegate's, else the default; nil when the
    /// interaction is disabled or has none there.
    func configuration(at point: CGPoint) -> UIToolTipConfiguration? {
        guard isEnabled else { return nil }
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultConfiguration
    }
}

/// A tool tip's text and the part of the view it belongs to.
@preconcurrency @MainActor
public final class UIToolTipConfiguration {
    /// The text shown.
    public let toolTip: String
    /// The part of the interaction's view the tip belongs to, in the view's coordinates; the
    /// tip stays while the pointer is inside it. Null means the whole view.
    public let sourceRect: CGRect

    /// A tool tip for the whole view.
    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, in: .null)
    }

    /// A tool tip for `sourceRect` of the view.
    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }
}

// MARK: - Finding the tool tip under the pointer

/// A tool tip as a presenter shows it: the text and the rectangle it belongs to, in window coordinates.
package struct ToolTipPresentation: Equatable {
    package let text: String
    package let rect: CGRect
}

extension UIApplication {
    /// The tool tip for the pointer resting at `point` (window coordinates): that of the nearest
    /// view under it, or above that view, with an enabled tool tip interaction that gives one;
    /// the top-most visible view counts, whether or not it takes clicks.
    package func toolTip(at point: CGPoint, in window: UIWindow) -> ToolTipPresentation? {
        window.layoutIfNeeded()
        var view = window.topVisibleView(at: point)
        while let current = view {
            for case let interaction as UIToolTipInteraction in current.interactions {
                let local = window.convert(point, to: current)
                guard let configuration = interaction.configuration(at: local), !configuration.toolTip.isEmpty else { continue }
                let area = configuration.sourceRect.isNull ? current.bounds : configuration.sourceRect
                guard area.contains(local) else { continue }
                return ToolTipPresentation(text: configuration.toolTip, rect: current.convert(area, to: nil))
            }
            view = current.superview
        }
        return nil
    }
}

extension UIView {
    /// The deepest visible view containing `point` (in this view's coordinates), ignoring
    /// whether views take clicks: tool tips show over labels and images too.
    func topVisibleView(at point: CGPoint) -> UIView? {
        guard !isHidden, alpha > 0.01, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let found = subview.topVisibleView(at: local) { return found }
        }
        return self
    }
}
