import CDeskKitGTKLaunch
import DeskKit

/// Called when the executable loads (by a C constructor): makes `@main` app delegates and
/// `UIApplicationMain(_:_:_:_:)` run with GTK.
@_cdecl("deskkit_gtk_register_application_runner")
func registerApplicationRunner() {
    ApplicationLauncher.runner = { delegate, name in
        UIApplicationMain(delegate: delegate, applicationName: name)
    }
}
