import CGtk
import DeskKit
import Foundation

/// Runs a DeskKit app with GTK4 until it terminates; returns the exit status for `exit(_:)`.
///
/// Creates the `UIApplication`, gives it `delegate`, and launches it when GTK activates, as
/// UIKit's function of the same name does on iPadOS. The app is single-instance under its
/// CFBundleIdentifier: files given on the command line arrive as the first scene's `urlContexts`,
/// and a second launch with files hands them to this one's `scene(_:openURLContexts:)`.
@MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate, applicationName: String) -> Int32 {
    // Menus and DeskKit's own words follow the user's locale from here on, as GTK's do.
    LocalizationLanguage.chooseFromEnvironment()
    let application = UIApplication()
    application.delegate = delegate
    application.stateRestorationDirectory = UIApplication.defaultStateRestorationDirectory(applicationName: applicationName)
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? applicationName).lastPathComponent
    let identifier = UIApplication.bundleIdentifierOfRunningApp(executableName: executable)
        .flatMap { g_application_id_is_valid($0) != cgtk_false ? $0 : nil }
        ?? GtkApplicationLoop.applicationID(forName: applicationName)
    let loop = GtkApplicationLoop(applicationID: identifier, flags: G_APPLICATION_HANDLES_OPEN)
    var launched = false
    func launch(opening urls: [URL]) {
        let contexts = Set(urls.map { UIOpenURLContext(url: $0) })
        guard !launched else {
            // Another launch (or the file manager) asks the running app: to the key window's scene.
            application.openURLContexts(contexts)
            return
        }
        launched = true
        GtkTerminationSignals.install()
        // After GTK's start-up, which sets the direction from GTK's own (often absent) locale.
        GtkLayoutDirection.apply(application.userInterfaceLayoutDirection)
        GtkPresenter.launch(application, name: applicationName, loop: loop, urlContexts: contexts)
    }
    return loop.run(onActivate: { launch(opening: []) }, onOpen: { launch(opening: $0) })
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
