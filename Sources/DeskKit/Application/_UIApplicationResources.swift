import Foundation

/// An app's resources as `scripts/port-mechanically` hands them to DeskKit: where SwiftPM put
/// the copied resources, the classes its Info.plist names, and its compiled storyboards.
///
/// Class names are resolved when the app is built (the generated entry point lists them), so
/// nothing is looked up by name at run time.
@preconcurrency @MainActor
public struct _UIApplicationResources {
    /// The Swift module the app's code is in; Info.plist's `$(PRODUCT_MODULE_NAME)` is this.
    public let moduleName: String
    /// The folder holding Info.plist, storyboards, asset catalogues and strings files.
    public let folder: URL?
    /// The classes the Info.plist names, by the name it gives.
    public let classes: [String: AnyClass]
    /// The resources bundle, with `folder` as its resource folder.
    public let bundle: Bundle?

    /// The resources in the subfolder `folder` of `bundle` (the target's `Bundle.module`).
    public init(moduleName: String, bundle: Bundle, folder: String, classes: [String: AnyClass],
                storyboards: [UIStoryboard._Compiled], nibs: [UINib._Compiled] = []) {
        self.moduleName = moduleName
        // SwiftPM's resource bundles are flat on Linux: resources sit at the bundle's top.
        let candidates = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.appendingPathComponent(folder, isDirectory: true) }
        self.folder = candidates.first { FileManager.default.fileExists(atPath: $0.path) }
        self.bundle = self.folder.flatMap { Bundle(url: $0) }
        self.classes = classes
        for storyboard in storyboards { UIStoryboard.compiled[storyboard.name] = storyboard }
        for nib in nibs { UINib.compiled[nib.name] = nib }
    }

    /// The resources the running app registered, if it started from them.
    static var current: _UIApplicationResources? {
        didSet { folderOfRunningApp = current?.folder }
    }
    /// The running app's resources folder, for lookups off the main actor (colours, images).
    /// Written once, at launch, before any scene exists.
    nonisolated(unsafe) static var folderOfRunningApp: URL?

    /// The Info.plist, with Xcode's build-setting references to the module filled in.
    func infoDictionary() throws -> [String: Any] {
        guard let folder else { throw ManifestError.missingResources }
        let url = folder.appendingPathComponent("Info.plist")
        guard let data = try? Data(contentsOf: url) else { throw ManifestError.missingInfoPlist(url.path) }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ManifestError.unreadable(url.path, String(describing: error))
        }
        guard let dictionary = substitute(plist) as? [String: Any] else { throw ManifestError.unreadable(url.path, "its root is not a dictionary") }
        return dictionary
    }

    private func substitute(_ value: Any) -> Any {
        switch value {
        case let text as String:
            // Xcode accepts both $(NAME) and ${NAME}.
            return ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "EXECUTABLE_NAME"].reduce(text) { text, name in
                text.replacingOccurrences(of: "$(\(name))", with: moduleName).replacingOccurrences(of: "${\(name)}", with: moduleName)
            }
        case let array as [Any]: return array.map(substitute)
        case let dictionary as [String: Any]: return dictionary.mapValues(substitute)
        default: return value
        }
    }

    /// The class the Info.plist names `name` (with or without its module prefix).
    func resolveClass(_ name: String) -> AnyClass? {
        if let found = classes[name] { return found }
        let plain = name.split(separator: ".").last.map(String.init) ?? name
        return classes.first { key, _ in key.split(separator: ".").last.map(String.init) == plain }?.value
    }

    /// Why the app's resources could not be read.
    enum ManifestError: Error, CustomStringConvertible {
        case missingResources
        case missingInfoPlist(String)
        case unreadable(String, String)

        var description: String {
            switch self {
            case .missingResources: "The app's resources folder is missing beside the executable; rebuild the app with swift build."
            case .missingInfoPlist(let path): "The app's Info.plist is missing (looked for \(path))."
            case .unreadable(let path, let reason): "The app's Info.plist at \(path) cannot be read: \(reason)."
            }
        }
    }
}

extension UIApplication {
    /// Starts an app from its resources and runs it until it quits: the entry point
    /// `scripts/port-mechanically` generates in place of `@main`/`@UIApplicationMain`.
    ///
    /// The Info.plist's scene manifest decides each scene's delegate and storyboard; its
    /// `CFBundleDisplayName` names the app. Resources that cannot be read end the app with a
    /// message and status 1.
    public static func _main(delegateClass: AnyClass, resources: _UIApplicationResources) -> Never {
        let name: String
        do {
            name = try resources.install()
        } catch {
            DeskKitLog.report("The app cannot start: \(error)")
            exit(1)
        }
        exit(ApplicationLauncher.run(delegateType: delegateClass, name: name))
    }
}

extension _UIApplicationResources {
    /// Makes these the running app's resources: scene configurations come from its Info.plist
    /// from now on. Returns the app's display name.
    package func install() throws -> String {
        let info = try infoDictionary()
        _UIApplicationResources.current = self
        _UISceneManifest.current = _UISceneManifest(info: info)
        let displayName = info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String
        return displayName.flatMap { $0.contains("$(") || $0.contains("${") ? nil : $0 } ?? moduleName
    }

    /// Forgets the installed resources and storyboards (for tests that install their own).
    package static func uninstall() {
        current = nil
        _UISceneManifest.current = nil
        UIStoryboard.compiled = [:]
    }
}

extension Bundle {
    /// A ported app's own bundle: its copied resources (Info.plist, strings files, settings
    /// bundles), which are where `Bundle.main` finds them on Apple's platforms. Ports read it in
    /// place of `Bundle.main`, which on Linux is the folder of the executable; before the app
    /// starts from its resources, and in apps not ported, it is `Bundle.main`.
    public static var _portedMain: Bundle {
        _UIApplicationResources.folderOfRunningApp.flatMap { Bundle(url: $0) } ?? .main
    }
}
