import Foundation

/// The scene configurations an app's Info.plist declares (`UIApplicationSceneManifest`).
@MainActor
struct _UISceneManifest {
    /// One `UISceneConfigurations` entry.
    struct Configuration {
        let name: String?
        let delegateClassName: String?
        let sceneClassName: String?
        let storyboardName: String?
    }

    /// The window-scene configurations, in the Info.plist's order.
    let configurations: [Configuration]
    /// `UIApplicationSupportsMultipleScenes`.
    let supportsMultipleScenes: Bool

    /// The manifest of `info`; empty when the app declares none.
    init(info: [String: Any]) {
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        let entries = roles["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? []
        configurations = entries.map {
            Configuration(name: $0["UISceneConfigurationName"] as? String,
                          delegateClassName: $0["UISceneDelegateClassName"] as? String,
                          sceneClassName: $0["UISceneClassName"] as? String,
                          storyboardName: $0["UISceneStoryboardFile"] as? String)
        }
    }

    /// The configuration named `name`, or the first one when `name` is nil.
    func configuration(named name: String?) -> Configuration? {
        guard let name else { return configurations.first }
        return configurations.first { $0.name == name }
    }

    /// The manifest of the running app, read once from its Info.plist.
    static var current: _UISceneManifest?
}
