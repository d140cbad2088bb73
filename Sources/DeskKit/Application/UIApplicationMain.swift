import Foundation

/// Starts the app whose delegate class is named `delegateClassName` and runs it until it quits;
/// returns the exit status.
///
/// The class name is the one `NSStringFromClass(AppDelegate.self)` gives ("Module.AppDelegate").
/// DeskKit has no `UIApplication` subclasses to name, so `principalClassName` must be nil or
/// name `UIApplication`. The window system comes from the presentation layer the executable
/// links (DeskKitGTK); without one, or with a class that is not a `UIResponder` adopting
/// ``UIApplicationDelegate``, this reports why and returns 1.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication", principalClassName != "DeskKit.UIApplication" {
        DeskKitLog.report("UIApplicationMain: the principal class '\(principalClassName)' is not supported; pass nil to use UIApplication.")
        return 1
    }
    guard let delegateClassName else {
        DeskKitLog.report("UIApplicationMain: no app delegate class was named. Pass NSStringFromClass(AppDelegate.self).")
        return 1
    }
    guard let delegateType = _typeByName(delegateClassName) else {
        DeskKitLog.report("UIApplicationMain: no class named '\(delegateClassName)'. Pass NSStringFromClass(AppDelegate.self), which includes the module name.")
        return 1
    }
    return ApplicationLauncher.run(delegateType: delegateType)
}

extension UIApplicationDelegate {
    /// Starts the app when the delegate class is marked `@main`, as UIKit does.
    ///
    /// The delegate is created with `init?(coder:)`, the initializer every `UIResponder` has.
    public static func main() {
        exit(ApplicationLauncher.run(delegateType: Self.self))
    }
}

/// Runs an app with the presentation layer linked into the executable.
///
/// DeskKit cannot depend on GTK, so DeskKitGTK puts its runner here when its code is loaded.
package enum ApplicationLauncher {
    /// Runs the app with this delegate and name until it terminates; returns the exit status.
    package typealias Runner = @MainActor (_ delegate: UIApplicationDelegate, _ name: String) -> Int32

    nonisolated(unsafe) package static var runner: Runner?

    /// Creates the delegate from its class and runs the app named `name` (by default after the
    /// executable).
    @MainActor
    static func run(delegateType: Any.Type, name appName: String? = nil) -> Int32 {
        guard let responderType = delegateType as? UIResponder.Type,
              let delegate = responderType.init(coder: NSCoder()) as? UIApplicationDelegate else {
            DeskKitLog.report("'\(delegateType)' cannot be the app delegate: make it a UIResponder subclass adopting UIApplicationDelegate.")
            return 1
        }
        guard let runner else {
            DeskKitLog.report("No window system is linked: add DeskKitGTK to the executable's dependencies to run the app.")
            return 1
        }
        let name = appName ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "App"
        return runner(delegate, name)
    }
}
