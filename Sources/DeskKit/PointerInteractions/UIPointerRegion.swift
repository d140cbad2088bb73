import Foundation

/// A rectangle of an interaction's view in which one pointer style applies.
///
/// Moving between regions with different identifiers asks the delegate for a new style.
@preconcurrency @MainActor
public final class UIPointerRegion {
    /// The region in the coordinates of the interaction's view.
    public let rect: CGRect
    /// Tells regions apart; two regions with equal identifiers are the same region.
    public let identifier: AnyHashable?
    /// Axes along which the region keeps the pointer while the primary button is held, so a
    /// drag that leaves the rect that way keeps the region's style.
    public var latchingAxes: UIAxis = []

    /// A region covering `rect` of the view; regions with equal identifiers count as the same.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is when an interaction asks its delegate for a region.
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
