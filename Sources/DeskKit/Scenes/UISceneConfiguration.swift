/// Which delegate class a new scene gets; returned by the app delegate when a scene connects.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// A ``UIResponder`` subclass conforming to ``UISceneDelegate``, created for each scene.
    public var delegateClass: AnyClass?
    /// The scene class; ``UIWindowScene`` unless a subclass is named.
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
