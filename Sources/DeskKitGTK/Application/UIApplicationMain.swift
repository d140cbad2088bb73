import CGtk
import DeskKit
import Foundation

/// Runs a DeskKit app with GTK4 until it terminates; returns the exit status for `exit(_:)`.
///
/// Creates the `UIApplication`, gives it `delegate`, and launches it when GTK activates, as
/// UIKit's function of the same name does on iPadOS.
@MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate, applicationName: String) -> Int32 {
    // Menus and DeskKit's own words follow the user's locale from here on, as GTK's do.
    LocalizationLanguage.chooseFromEnvironment()
    let application = UIApplication()
    application.delegate = delegate
    application.stateRestorationDirectory = UIApplication.defaultStateRestorationDirectory(applicationName: applicationName)
    let loop = GtkApplicationLoop(applicationID: GtkApplicationLoop.applicationID(forName: applicationName))
    var launched = false
    return loop.run {
        // GApplication may activate again (e.g. a second launch); the app is already running then.
        guard !launched else { return }
        launched = true
        // After GTK's start-up, which sets the direction from GTK's own (often absent) locale.
        GtkLayoutDirection.apply(application.userInterfaceLayoutDirection)
        GtkPresenter.launch(application, name: applicationName, loop: loop)
    }
}

extension GtkApplicationLoop {
    /// A valid GApplication ID from an app name ("Blueprints" → "org.deskkit.Blueprints"), or nil.
    static func applicationID(forName name: String) -> String? {
        let letters = name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        guard !letters.isEmpty else { return nil }
        let id = "org.deskkit." + String(String.UnicodeScalarView(letters))
        return g_application_id_is_valid(id) != cgtk_false ? id : nil
    }
}
