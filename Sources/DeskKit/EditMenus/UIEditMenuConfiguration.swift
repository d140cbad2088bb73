import Foundation

/// What an edit menu presentation is about: where it comes from and which way it should point.
///
/// The source point, in the interaction's view, decides which responders' actions the menu
/// suggests, and is where the menu appears when the delegate gives no target rectangle.
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
    /// Tells presentations apart; one is made up when none is given.
    ///
    /// UIKit types this `NSCopying`; any hashable value (a string, a number, a UUID) works here.
    public let identifier: AnyHashable
    /// The point, in the interaction's view, the menu is about; hit-testing it picks the responders
    /// whose actions the menu suggests.
    public let sourcePoint: CGPoint
    /// The side to try first; DeskKit takes another when the menu does not fit there.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint`; a nil `identifier` gets a fresh one.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(ElementIdentity.next(prefix: "edit-menu"))
        self.sourcePoint = sourcePoint
    }
}
