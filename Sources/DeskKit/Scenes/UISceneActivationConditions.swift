import Foundation

/// Which requests a scene accepts, judged by the request's target content identifier.
///
/// A request goes to a scene whose ``prefersToActivateForTargetContentIdentifierPredicate``
/// matches; otherwise a new scene is made. Foundation on Linux supports predicates made with
/// `NSPredicate(value:)` and `NSPredicate(block:)`, not format strings.
@preconcurrency @MainActor
public final class UISceneActivationConditions {
    /// A request whose target content identifier this rejects never goes to the scene;
    /// accepts everything by default.
    public var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// A request whose target content identifier this accepts goes to this scene rather than a new
    /// one; accepts nothing by default.
    public var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    /// Conditions that never route a request to this scene: a new scene opens for each.
    public init() {}

    func prefers(_ identifier: String) -> Bool {
        prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
            && canActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
    }
}
