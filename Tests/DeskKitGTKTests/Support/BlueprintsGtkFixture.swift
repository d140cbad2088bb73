import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Blueprints running in-process through the GTK presenter, created once per test process
/// (GApplication registers once); throws XCTSkip when no X display can be opened. A GLib warning
/// or critical logged from then on fails the test it happens in (see ``GLibLogWatch``).
@MainActor
final class BlueprintsGtkFixture {
    private static var shared: BlueprintsGtkFixture?
    let loop = GtkApplicationLoop(applicationID: "org.deskkit.BlueprintsGtkTests")
    let application = UIApplication()
    private(set) var presenter: GtkPresenter!

    static func get() throws -> BlueprintsGtkFixture {
        if let shared { return shared }
        let environment = ProcessInfo.processInfo.environment
        guard let display = [environment["WAYLAND_DISPLAY"], environment["DISPLAY"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            throw XCTSkip("GTK tests need a display: run them under xvfb-run -a -s '-screen 0 1280x800x24' swift test --filter DeskKitGTKTests, or under a Wayland compositor (scripts/with-weston).")
        }
        // GtkApplication exits the process when the display cannot be opened; check first.
        guard gtk_init_check() != cgtk_false else {
            throw XCTSkip("Cannot open the display '\(display)'. Start Xvfb or Weston, or run the tests under xvfb-run or scripts/with-weston.")
        }
        GLibLogWatch.install()
        // GTK took its default direction from the machine's locale (right to left under ar_EG or
        // he_IL); the tests' language is English, so GTK is told so, as an app's launch does.
        GtkLayoutDirection.apply(LocalizationLanguage.isRightToLeft ? .rightToLeft : .leftToRight)
        let fixture = BlueprintsGtkFixture()
        // Document files and toolbar customizations go to a folder of the test run's own.
        let files = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-gtk-files-\(getpid())")
        DocumentFolder.directory = files.appendingPathComponent("documents")
        NavigationBarCustomizationStore.directory = files.appendingPathComponent("navigation-bars")
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

    /// Whether xdotool can send keys: on X11 to the app's window, and under a Weston nested in
    /// Xvfb (scripts/with-weston) to Weston's window, whose seat hands them to the focused Wayland
    /// window. DESKKIT_GTK_TESTS_SYNTHESIZE_KEYS=1 forces the presenter's handler path instead.
    static let canSendKeys = FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
        && ProcessInfo.processInfo.environment["DESKKIT_GTK_TESTS_SYNTHESIZE_KEYS"] != "1"
        && !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

    /// Whether xdotool can also find the app's windows and move the pointer over them, which
    /// needs the app to be an X client.
    static let hasXdotool = canSendKeys && isX11

    /// Whether GTK draws on an X server (Xvfb, a desktop's X11 session) rather than a Wayland compositor.
    static var isX11: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty && environment["GDK_BACKEND"] != "wayland"
            && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

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

    /// Under an X server with no window manager (Xvfb) nobody gives the keyboard focus back to
    /// the main window when one of the app's dialogs (the file chooser) closes, so keys sent then
    /// would reach no window: the window is given it first, as a window manager would.
    private func focusWindowIfInactive() {
        guard Self.isX11 else {
            // Under Wayland the compositor alone gives the focus: keys wait until it has.
            GtkApplicationLoop.iterate(until: { self.host.isActive }, timeout: .seconds(2))
            return
        }
        guard !host.isActive, let title = gtk_window_get_title(cgtk_window(host.gtkWindow)).map({ String(cString: $0) }) else { return }
        let name = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        xdotool(["search", "--onlyvisible", "--pid", "\(getpid())", "--name", name, "windowfocus", "--sync", "%1"])
        GtkApplicationLoop.iterate(until: { self.host.isActive }, timeout: .seconds(2))
    }

    /// The titles of the app's GTK windows on screen besides the fixture's own.
    var otherMappedWindows: [String] {
        guard let list = gtk_window_list_toplevels() else { return [] }
        defer { g_list_free(list) }
        var titles: [String] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let item = node, let window = item.pointee.data {
            if window != UnsafeMutableRawPointer(host.gtkWindow), gtk_widget_get_mapped(cgtk_widget(window)) != cgtk_false {
                titles.append(gtk_window_get_title(cgtk_window(window)).map { String(cString: $0) } ?? "untitled")
            }
            node = item.pointee.next
        }
        return titles
    }

    /// Presses a shortcut: with xdotool through the X server, else through the same handler GTK calls.
    func press(_ xdotoolKeys: String, input: String, modifiers: GtkKeyModifiers) {
        if Self.canSendKeys {
            focusWindowIfInactive()
            xdotool(["key", xdotoolKeys])
        } else {
            presenter.handleKey(.keyDown(GtkKeyPress(input: input, modifiers: modifiers)), in: host)
        }
    }

    /// Presses a dead key (`dead_acute`) on X11. xdotool types a key missing from the keymap by
    /// mapping it onto a spare key for a moment, and under load GTK can read the keymap once it is
    /// put back and see no key at all; so the dead key first gets a key of its own, with xmodmap.
    func pressDeadKey(_ keysym: String) {
        if Self.isX11, Self.giveKeyOfItsOwn(to: keysym) {
            // GTK reads the new keymap when it hears of the change.
            GtkApplicationLoop.iterate(for: .milliseconds(300))
        }
        press(keysym, input: "", modifiers: [])
    }

    /// Maps `keysym` onto an unused key of the X server's keymap; false when it already had one
    /// or xmodmap is missing (xdotool then maps it for the moment of the press).
    private static func giveKeyOfItsOwn(to keysym: String) -> Bool {
        guard let table = runXmodmap(["-pke"]) else { return false }
        let lines = table.split(separator: "\n")
        guard !lines.contains(where: { $0.split(separator: " ").contains(Substring(keysym)) }),
              let free = lines.first(where: { $0.hasSuffix("=") && !$0.hasPrefix("keycode   8 ") }),
              let keycode = free.split(separator: " ").dropFirst().first else { return false }
        return runXmodmap(["-e", "keycode \(keycode) = \(keysym) \(keysym)"]) != nil
    }

    private static func runXmodmap(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmodmap")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Presses a shortcut through the handler GTK calls, at once: xdotool's key arrives while the
    /// loop runs until xdotool exits, which under load can be long enough for idle work that a
    /// test means to watch (a prefetch a piece per turn) to be over already.
    func pressInProcess(input: String, modifiers: GtkKeyModifiers) {
        presenter.handleKey(.keyDown(GtkKeyPress(input: input, modifiers: modifiers)), in: host)
    }

    /// Presses or releases Ctrl alone, through the X server or the presenter's handler.
    func setControlHeld(_ held: Bool) {
        if Self.canSendKeys {
            focusWindowIfInactive()
            xdotool([held ? "keydown" : "keyup", "ctrl"])
        } else {
            presenter.handleKey(.modifierChanged(pressed: held, key: .control, modifiers: held ? .control : []), in: host)
        }
    }

    /// Types text into whatever has GTK's keyboard focus: with xdotool, else into the focused find-bar entry.
    func type(_ text: String) {
        if Self.canSendKeys {
            focusWindowIfInactive()
            xdotool(["type", "--delay", "40", text])
        } else {
            typeInProcess(text)
        }
    }

    /// Types `text` into the widget with the window's keyboard focus as an input method commits
    /// it: a text view's buffer at its cursor, or an entry at its position.
    private func typeInProcess(_ text: String) {
        guard let root = gtk_widget_get_root(host.gtkWindow), let focus = gtk_root_get_focus(root) else { return }
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(focus))
        if g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != cgtk_false {
            _ = gtk_text_buffer_insert_interactive_at_cursor(gtk_text_view_get_buffer(cgtk_text_view(focus)), text, -1, cgtk_true)
        } else if g_type_check_instance_is_a(instance, gtk_editable_get_type()) != cgtk_false {
            let editable = cgtk_editable(focus)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, text, -1, &position)
            gtk_editable_set_position(editable, position)
        }
    }

    /// The share of pixels in `rect` (window coordinates) of the PNG at `path` that have `color`.
    func share(of color: GtkRGBA, in rect: CGRect, ofPNGAt path: String) throws -> Double {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            defer { g_clear_error(&error) }
            throw XCTSkip("Cannot read \(path): \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        // Cairo's ARGB32 in memory on a little-endian machine: blue, green, red, alpha.
        let expected = [color.blue, color.green, color.red].map { Int(($0 * 255).rounded()) }
        var matching = 0, total = 0
        for y in max(0, Int(rect.minY))..<min(height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(width, Int(rect.maxX)) {
                let base = (y * width + x) * 4
                total += 1
                if (0..<3).allSatisfy({ abs(Int(pixels[base + $0]) - expected[$0]) <= 6 }) { matching += 1 }
            }
        }
        return total == 0 ? 0 : Double(matching) / Double(total)
    }

    /// Where the drawn content's top-left sits in the GTK window (below the menu bar and find bar).
    var contentOrigin: CGPoint {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(host.renderer.widget, host.gtkWindow, 0, 0, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Saves the first window (or `window`) as a PNG in `folder` and returns its path.
    func screenshot(_ name: String, of window: GtkWindowHost? = nil, in folder: URL) throws -> String {
        GtkApplicationLoop.iterate(for: .milliseconds(50))
        let path = folder.appendingPathComponent("\(name).png").path
        let widget = (window ?? host).gtkWindow
        // A widget added since the last frame (an accessibility element, say) leaves the window
        // unallocated until the next one, which a loaded machine may take a while to run.
        for _ in 0..<40 {
            switch Self.save(widget, to: path) {
            case nil: return path
            case .notRendered?: GtkApplicationLoop.iterate(for: .milliseconds(50))
            case let error?: throw error
            }
        }
        try GtkWidgetSnapshot.savePNG(of: widget, to: path)
        return path
    }

    /// Saves `widget` to `path`; the error, if any.
    private static func save(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) -> GtkSnapshotError? {
        do {
            try GtkWidgetSnapshot.savePNG(of: widget, to: path)
            return nil
        } catch {
            return error
        }
    }
}

/// A window as the presenter draws it into an image, for tests to read its pixels.
struct DrawnPixels {
    private let bytes: [UInt8]
    private let stride: Int

    /// Draws `host`'s window on white with `presenter`, as a frame would.
    @MainActor init(_ host: GtkWindowHost, presenter: GtkPresenter, size: CGSize) throws {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        presenter.draw(host, in: CairoDrawingContext(cairo: cr, size: size))
        cairo_surface_flush(surface)
        stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        bytes = Array(UnsafeBufferPointer(start: data, count: stride * Int(size.height)))
    }

    /// The pixel at a window point as (red, green, blue); Cairo keeps BGRA on little-endian machines.
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = y * stride + x * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }
}
