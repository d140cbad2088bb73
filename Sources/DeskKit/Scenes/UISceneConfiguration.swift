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
    /// The storyboard whose initial view controller becomes the scene window's root.
    public var storyboard: UIStoryboard?
    /// The storyboard file the Info.plist names for this configuration, kept to report it.
    var storyboardName: String?

    /// A configuration filled from the Info.plist entry of the same name, as UIKit does: its
    /// delegate class, scene class and storyboard. Without such an entry it has none of them.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        guard let name, let entry = _UISceneManifest.current?.configuration(named: name),
              let resources = _UIApplicationResources.current else { return }
        delegateClass = entry.delegateClassName.flatMap(resources.resolveClass)
        sceneClass = entry.sceneClassName.flatMap(resources.resolveClass)
        storyboardName = entry.storyboardName
        if let storyboardName = entry.storyboardName, UIStoryboard.exists(named: storyboardName) {
            storyboard = UIStoryboard(name: storyboardName, bundle: nil)
        }
    }
}
