/// Which delegate class a new scene gets; returned by the app delegate when a scene connects.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The app's name for the configuration; DeskKit does not read it.
    public let name: String?
    /// Always ``UISceneSession/Role/windowApplication`` on the desktop.
    public let role: UISceneSession.Role
    /// A ``UIResponder`` subclass conforming to ``UISceneDelegate``, created for each scene.
    public var delegateClass: AnyClass?
    /// The scene class; ``UIWindowScene`` unless a subclass is named.
    public var sceneClass: AnyClass?

    /// A configuration with no delegate class; set ``delegateClass`` for scenes to get a delegate.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
