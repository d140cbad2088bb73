import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints running in-process through the GTK presenter, created once per test process
/// (GApplication registers once); throws XCTSkip when no X display can be opened.
@MainActor
final class BlueprintsGtkFixture {
    private static var shared: BlueprintsGtkFixture?
    let loop = GtkApplicationLoop(applicationID: "org.deskkit.BlueprintsGtkTests")
    let application = UIApplication()
    private(set) var presenter: GtkPresenter!

    static func get() throws -> BlueprintsGtkFixture {
        if let shared { return shared }
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            throw XCTSkip("GTK tests need an X display. Run them under: xvfb-run -a -s '-screen 0 1280x800x24' swift test --filter DeskKitGTKTests")
        }
        // GtkApplication exits the process when the display cannot be opened; check first.
        guard gtk_init_check() != cgtk_false else {
            throw XCTSkip("Cannot open the X display '\(display)'. Start Xvfb or run the tests under xvfb-run.")
        }
        let fixture = BlueprintsGtkFixture()
        fixture.application.delegate = BlueprintsAppDelegate()
        fixture.loop.startWithoutRunning { [unowned fixture] in
            fixture.presenter = GtkPresenter.launch(fixture.application, name: "Blueprints", loop: fixture.loop)
        }
        shared = fixture
        let shown = GtkApplicationLoop.iterate(until: {
            guard let host = fixture.presenter?.hosts.first else { return false }
            return gtk_widget_get_mapped(host.gtkWindow) != cgtk_false && host.renderer.drawCount > 0
        })
        XCTAssertTrue(shown, "the Blueprints window never showed")
        return fixture
    }

    var host: GtkWindowHost { presenter.hosts[0] }
    var editor: EditorViewController? { host.window?.rootViewController as? EditorViewController }

    /// Whether xdotool can drive the display (else tests press keys through the presenter's handler).
    /// DESKKIT_GTK_TESTS_SYNTHESIZE_KEYS=1 forces the handler path even when xdotool is installed.
    static let hasXdotool = FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
        && ProcessInfo.processInfo.environment["DESKKIT_GTK_TESTS_SYNTHESIZE_KEYS"] != "1"

    /// Runs xdotool, pumping GTK meanwhile so the X round-trips never block on the app.
    func xdotool(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        do { try process.run() } catch {
            XCTFail("xdotool \(arguments) failed to start: \(error)")
            return
        }
        GtkApplicationLoop.iterate(until: { !process.isRunning }, timeout: .seconds(5))
    }

    /// Presses a shortcut: with xdotool through the X server, else through the same handler GTK calls.
    func press(_ xdotoolKeys: String, input: String, modifiers: GtkKeyModifiers) {
        if Self.hasXdotool {
            xdotool(["key", xdotoolKeys])
        } else {
            presenter.handleKey(.keyDown(GtkKeyPress(input: input, modifiers: modifiers)), in: host)
        }
    }

    /// Presses or releases Ctrl alone, through the X server or the presenter's handler.
    func setControlHeld(_ held: Bool) {
        if Self.hasXdotool {
            xdotool([held ? "keydown" : "keyup", "ctrl"])
        } else {
            presenter.handleKey(.modifierChanged(pressed: held, key: .control, modifiers: held ? .control : []), in: host)
        }
    }

    /// Saves the window as a PNG in `folder` and returns its path.
    func screenshot(_ name: String, in folder: URL) throws -> String {
        GtkApplicationLoop.iterate(for: .milliseconds(50))
        let path = folder.appendingPathComponent("\(name).png").path
        try GtkWidgetSnapshot.savePNG(of: host.gtkWindow, to: path)
        return path
    }
}
