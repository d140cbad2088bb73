import Foundation

/// Which requests a scene accepts, judged by the request's target content identifier.
///
/// A request goes to a scene whose ``prefersToActivateForTargetContentIdentifierPredicate``
/// matches; otherwise a new scene is made. Foundation on Linux supports predicates made with
/// `NSPredicate(value:)` and `NSPredicate(block:)`, not format strings.
@preconcurrency @MainActor
public final class UISceneActivationConditions {
    public var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    public var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

    public init() {}

    func prefers(_ identifier: String) -> Bool {
        prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
            && canActivateForTargetContentIdentifierPredicate.evaluate(with: identifier)
    }
}
