import Foundation

/// The pointer's look over a region: an effect on the view, a shape, or both, plus accessories.
///
/// Made by a pointer interaction's delegate for the region the pointer entered.
@preconcurrency @MainActor
public final class UIPointerStyle {
    /// The most accessories a pointer shows at once.
    public static let maximumAccessoryCount = 4

    enum Content {
        case effect(UIPointerEffect, shape: UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }

    let content: Content

    /// Shapes shown beside the pointer; at most four, later ones are dropped with a diagnostic.
    public var accessories: [UIPointerAccessory] = [] {
        didSet {
            guard accessories.count > Self.maximumAccessoryCount else { return }
            DeskKitLog.report("A pointer style shows at most \(Self.maximumAccessoryCount) accessories; '\(accessories.count)' were given, so the last \(accessories.count - Self.maximumAccessoryCount) are ignored. Remove the extra accessories.")
            accessories = Array(accessories.prefix(Self.maximumAccessoryCount))
        }
    }

    init(content: Content) {
        self.content = content
    }

    /// A style that applies `effect` to the view, the pointer taking `shape` when given.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(content: .effect(effect, shape: shape))
    }

    /// A style that only changes the pointer's shape, optionally moving along `axes` alone.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(content: .shape(shape, constrainedAxes: axes))
    }

    /// A style that hides the pointer, e.g. over a video playing full window.
    public static func hidden() -> UIPointerStyle {
        UIPointerStyle(content: .hidden)
    }

    /// The desktop's ordinary arrow, with no effect.
    public static func system() -> UIPointerStyle {
        UIPointerStyle(content: .system)
    }
}
