import Foundation

extension UIApplication {
    /// Hands files or links the desktop asked the running app to open to a scene: the key
    /// window's (else the first connected) scene's delegate gets `scene(_:openURLContexts:)`;
    /// with no scene connected, a new one connects with them in its options.
    package func openURLContexts(_ urlContexts: Set<UIOpenURLContext>) {
        guard !urlContexts.isEmpty else { return }
        let scene = keyWindow?.windowScene ?? sceneOrder.first { connectedScenes.contains($0) }
        guard let scene, let delegate = scene.delegate else {
            let options = UIScene.ConnectionOptions()
            options.urlContexts = urlContexts
            connectNewScene(options: options)
            return
        }
        delegate.scene(scene, openURLContexts: urlContexts)
        keyWindow?.makeKey()
    }

    /// The running app's CFBundleIdentifier: from the Info.plist of the resources it started from
    /// (a ported app), else from the one in the executable's own SwiftPM resource bundle.
    package static func bundleIdentifierOfRunningApp(executableName: String) -> String? {
        if let resources = _UIApplicationResources.current,
           let identifier = (try? resources.infoDictionary())?["CFBundleIdentifier"] as? String {
            return identifier
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        guard let bundles = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        for bundle in bundles.sorted() where bundle.hasSuffix("_\(executableName).resources") {
            for plist in ["Resources/Info.plist", "Info.plist"] {
                let url = folder.appendingPathComponent(bundle).appendingPathComponent(plist)
                guard let data = try? Data(contentsOf: url),
                      let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                      let identifier = info["CFBundleIdentifier"] as? String, !identifier.contains("$(") else { continue }
                return identifier
            }
        }
        return nil
    }
}
