import Foundation

/// A storyboard: the view controllers of an app's Interface Builder file, made on request.
///
/// DeskKit reads no storyboard files at run time. `scripts/port-mechanically` turns each
/// storyboard into Swift source that makes the same controllers and views, with outlets
/// assigned directly; that source registers itself as the storyboard of the same name.
@preconcurrency @MainActor
public final class UIStoryboard {
    /// A storyboard as the port compiled it: its scenes by object ID, and the names code uses.
    public struct _Compiled {
        let name: String
        let initialViewController: String?
        let identifiers: [String: String]
        let scenes: [String: @MainActor (UIStoryboard) -> UIViewController]

        /// The storyboard `name`: the initial scene's object ID, storyboard IDs mapped to object
        /// IDs, and each scene's maker.
        public init(name: String, initialViewController: String?, identifiers: [String: String],
                    scenes: [String: @MainActor (UIStoryboard) -> UIViewController]) {
            self.name = name
            self.initialViewController = initialViewController
            self.identifiers = identifiers
            self.scenes = scenes
        }
    }

    /// The storyboards the app's resources registered, by name.
    static var compiled: [String: _Compiled] = [:]

    private let contents: _Compiled

    /// The storyboard named `name` (the file name without `.storyboard`).
    ///
    /// Like UIKit, asking for a storyboard the app does not have is a programming error: it
    /// stops the app with a message naming the storyboards there are.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let contents = Self.compiled[name] else {
            let known = Self.compiled.keys.sorted().joined(separator: ", ")
            preconditionFailure("There is no storyboard named '\(name)' (the app has: \(known.isEmpty ? "none" : known)). Port the app with scripts/port-mechanically, which compiles its storyboards.")
        }
        self.contents = contents
    }

    /// Whether the app has a storyboard named `name`.
    static func exists(named name: String) -> Bool { compiled[name] != nil }

    /// A new instance of the storyboard's initial view controller, or nil when it marks none.
    public func instantiateInitialViewController() -> UIViewController? {
        contents.initialViewController.map(_instantiate)
    }

    /// A new instance of the view controller whose storyboard ID is `identifier`.
    ///
    /// An ID the storyboard does not have stops the app, as it raises in UIKit.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let objectID = contents.identifiers[identifier] else {
            preconditionFailure("Storyboard '\(contents.name)' has no view controller with the identifier '\(identifier)'.")
        }
        return _instantiate(objectID)
    }

    /// A new instance of the scene with the storyboard object ID `objectID` (used by the
    /// compiled storyboards for relationships and segues).
    public func _instantiate(_ objectID: String) -> UIViewController {
        guard let make = contents.scenes[objectID] else {
            preconditionFailure("Storyboard '\(contents.name)' has no scene with the object ID '\(objectID)'.")
        }
        return make(self)
    }
}
