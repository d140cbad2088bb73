import BlueprintsApp
import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// Pointer styles through the real GTK presenter: the cursor drawn for the canvas's resize
/// handles (lift with left and right arrows), its hotspot and cache, and the cursor set while
/// the pointer hovers a handle.
final class PointerCursorGtkTests: XCTestCase {
    @MainActor
    private static func openCanvas(_ fixture: BlueprintsGtkFixture) throws -> (GtkWindowHost, CanvasViewController) {
        let presenter = fixture.presenter!
        let before = presenter.hosts.count
        XCTAssertTrue(fixture.application.sendAction("showCanvas:", to: nil, from: nil, for: nil))
        XCTAssertTrue(GtkApplicationLoop.iterate(until: { presenter.hosts.count == before + 1 }), "no canvas window")
        let host = try XCTUnwrap(presenter.hosts.last)
        let canvas = try XCTUnwrap(host.window?.rootViewController as? CanvasViewController)
        XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.renderer.drawCount > 0 }), "the canvas never drew")
        return (host, canvas)
    }

    @MainActor
    private static func close(_ host: GtkWindowHost, _ fixture: BlueprintsGtkFixture) {
        let count = fixture.presenter.hosts.count
        gtk_window_close(cgtk_window(host.gtkWindow))
        GtkApplicationLoop.iterate(until: { fixture.presenter.hosts.count == count - 1 })
    }

    func testHandleCursorHasArrowsAroundTheHotspotAndIsDrawnOnce() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (host, canvas) = try Self.openCanvas(fixture)
            defer { Self.close(host, fixture) }
            let window = try XCTUnwrap(host.window)
            let handle = try XCTUnwrap(canvas.handles.first { $0.edge == .right })
            let point = CGPoint(x: handle.frame.midX, y: handle.frame.midY)
            fixture.application.handlePointerHover(at: point, in: window)
            let pointer = fixture.presenter.pointerState(for: window).pointer
            XCTAssertEqual(pointer.name, "lift")

            let cursors = GtkPresenter.pointerCursors
            XCTAssertNil(cursors.drawnCursor(for: .system), "the plain arrow is the desktop's named cursor")
            let drawn = try XCTUnwrap(cursors.drawnCursor(for: pointer))
            // Arrows 15 points left and right of the hotspot, 6 deep and 10 across, plus a 2-point margin.
            XCTAssertEqual(drawn.width, 40)
            XCTAssertEqual(drawn.height, 14)
            XCTAssertEqual(drawn.hotspot, CGPoint(x: 20, y: 7))
            XCTAssertEqual(Int(gdk_cursor_get_hotspot_x(drawn.cursor)), 20)
            XCTAssertEqual(Int(gdk_cursor_get_hotspot_y(drawn.cursor)), 7)

            let pixels = Self.download(drawn.texture, width: drawn.width, height: drawn.height)
            func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * drawn.width + x) * 4 + 3] }
            XCTAssertGreaterThan(alpha(20, 7), 128, "a dot marks the hotspot")
            XCTAssertGreaterThan(alpha(4, 7), 128, "the left arrow")
            XCTAssertGreaterThan(alpha(35, 7), 128, "the right arrow")
            XCTAssertEqual(alpha(0, 0), 0)
            XCTAssertEqual(alpha(11, 7), 0, "nothing between the dot and the arrows")

            // Moving to another handle with the same style, and back, draws nothing new.
            let draws = cursors.drawCount
            let left = try XCTUnwrap(canvas.handles.first { $0.edge == .left })
            fixture.application.handlePointerHover(at: CGPoint(x: left.frame.midX, y: left.frame.midY), in: window)
            fixture.application.handlePointerHover(at: point, in: window)
            XCTAssertEqual(cursors.drawCount, draws)
            XCTAssertTrue(gtk_widget_get_cursor(host.renderer.widget) == drawn.cursor)

            // The top handle's arrows point up and down: another cursor, taller than wide.
            let top = try XCTUnwrap(canvas.handles.first { $0.edge == .top })
            fixture.application.handlePointerHover(at: CGPoint(x: top.frame.midX, y: top.frame.midY), in: window)
            let vertical = try XCTUnwrap(cursors.drawnCursor(for: fixture.presenter.pointerState(for: window).pointer))
            XCTAssertEqual(vertical.width, 14)
            XCTAssertEqual(vertical.height, 40)
            fixture.application.handlePointerExit(from: window)
        }
    }

    func testHoveringAHandleSetsTheDrawnCursorAndLeavingRestoresTheArrow() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (host, canvas) = try Self.openCanvas(fixture)
            defer { Self.close(host, fixture) }
            let window = try XCTUnwrap(host.window)
            let handle = try XCTUnwrap(canvas.handles.first { $0.edge == .right })
            let point = CGPoint(x: handle.frame.midX, y: handle.frame.midY)
            Self.move(to: point, in: host, fixture: fixture)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                gtk_widget_get_cursor(host.renderer.widget).map { gdk_cursor_get_texture($0) != nil } ?? false
            }), "hovering the handle set no drawn cursor")
            let cursor = try XCTUnwrap(gtk_widget_get_cursor(host.renderer.widget))
            XCTAssertEqual(Int(gdk_cursor_get_hotspot_x(cursor)), 20)

            // Empty canvas: the desktop's arrow again.
            Self.move(to: CGPoint(x: 900, y: 500), in: host, fixture: fixture)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                gtk_widget_get_cursor(host.renderer.widget).flatMap { gdk_cursor_get_name($0) }.map { String(cString: $0) } == "default"
            }), "the arrow did not come back over empty canvas")
            XCTAssertEqual(fixture.presenter.pointerState(for: window).pointer.name, "system")
        }
    }

    func testDraggingAShapeOverTheTrayShowsAPlusAndTheReleaseDrops() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (host, canvas) = try Self.openCanvas(fixture)
            defer { Self.close(host, fixture) }
            let window = try XCTUnwrap(host.window)
            let kitchen = try XCTUnwrap(canvas.shapes.first { $0.title == "Kitchen" })
            let start = CGPoint(x: kitchen.frame.midX, y: kitchen.frame.midY)
            let over = CGPoint(x: canvas.tray.frame.midX, y: canvas.tray.frame.midY)
            Self.move(to: start, in: host, fixture: fixture)
            Self.button(down: true, at: start, in: host, fixture: fixture)
            Self.move(to: CGPoint(x: start.x + 40, y: start.y + 200), in: host, fixture: fixture)
            Self.move(to: over, in: host, fixture: fixture)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { fixture.presenter.pointerState(for: window).pointer.name == "highlight" }),
                          "no drop target under the dragged shape")
            let cursor = try XCTUnwrap(gtk_widget_get_cursor(host.renderer.widget))
            XCTAssertNotNil(gdk_cursor_get_texture(cursor), "the plus is a drawn cursor")
            Self.button(down: false, at: over, in: host, fixture: fixture)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { canvas.tray.keptTitles == ["Kitchen"] }),
                          "the release over the tray did not drop the shape")
            XCTAssertEqual(CGPoint(x: kitchen.frame.midX, y: kitchen.frame.midY), start, "the shape went back")
        }
    }

    func testAFingerTapOnJelloThereShowsItsEditMenuWithDuplicate() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (host, canvas) = try Self.openCanvas(fixture)
            defer { Self.close(host, fixture) }
            let jello = try XCTUnwrap(canvas.shapes.first { $0.title == "Jello there!" })
            let point = CGPoint(x: jello.frame.midX, y: jello.frame.midY)
            // Xvfb has no touch screen: the event GTK would report for a finger's release.
            host.renderer.onPointer?(GtkPointerEvent(phase: .up, button: .primary, location: point, clickCount: 1,
                                                     modifiers: [], isTouch: true))
            // A finger gets the compact menu, beside the shape rather than over it.
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.compactEditMenu?.isVisible == true }), "no edit menu for the tap")
            let menu = try XCTUnwrap(host.compactEditMenu)
            XCTAssertFalse(host.isContextMenuVisible)
            let target = try XCTUnwrap(menu.content?.target)
            XCTAssertTrue(target.intersects(jello.frame), "target \(target), shape \(jello.frame)")
            let titles = menu.titlesOfEveryPage()
            XCTAssertTrue(titles.contains("Duplicate"), "titles: \(titles)")
            XCTAssertTrue(titles.contains("Copy"))
            let interaction = try XCTUnwrap(canvas.view.interactions.lazy.compactMap { $0 as? UIEditMenuInteraction }.first)
            interaction.dismissMenu()
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !menu.isVisible }))
        }
    }

    func testLiftIsDrawnOnTheHoveredHandleAndGoesWhenThePointerLeaves() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let (host, canvas) = try Self.openCanvas(fixture)
            defer { Self.close(host, fixture) }
            let window = try XCTUnwrap(host.window)
            let handle = try XCTUnwrap(canvas.handles.first { $0.edge == .right })
            let around = handle.frame.insetBy(dx: -12, dy: -12)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-gtk-effects-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            @MainActor func pixels(_ name: String) throws -> [UInt8] {
                try Self.pixels(in: around, of: fixture.screenshot(name, of: host, in: folder), host: host)
            }
            let before = try pixels("before")
            var draws = host.renderer.drawCount
            fixture.application.handlePointerHover(at: CGPoint(x: handle.frame.midX, y: handle.frame.midY), in: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.renderer.drawCount > draws }), "no redraw for the lift")
            let lifted = try pixels("lifted")
            XCTAssertNotEqual(lifted, before, "the lifted handle looks the same")
            draws = host.renderer.drawCount
            fixture.application.handlePointerExit(from: window)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.renderer.drawCount > draws }), "no redraw after leaving")
            XCTAssertEqual(try pixels("after"), before, "the lift stayed after the pointer left")
        }
    }

    /// The pixels of `rect` (content coordinates of `host`) in the PNG at `path`.
    @MainActor
    private static func pixels(in rect: CGRect, of path: String, host: GtkWindowHost) throws -> [UInt8] {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(host.renderer.widget, host.gtkWindow, 0, 0, &x, &y)
        var error: UnsafeMutablePointer<GError>?
        let texture = try XCTUnwrap(gdk_texture_new_from_filename(path, &error), "cannot read \(path)")
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        let all = download(texture, width: width, height: height)
        var result: [UInt8] = []
        for row in Int(rect.minY + y)..<Int(rect.maxY + y) where row >= 0 && row < height {
            let start = (row * width + max(0, Int(rect.minX + x))) * 4
            let end = (row * width + min(width, Int(rect.maxX + x))) * 4
            result += all[start..<end]
        }
        return result
    }

    /// Presses or releases the primary button: through X with xdotool, else through the renderer's handler.
    @MainActor
    private static func button(down: Bool, at point: CGPoint, in host: GtkWindowHost, fixture: BlueprintsGtkFixture) {
        if BlueprintsGtkFixture.hasXdotool {
            fixture.xdotool([down ? "mousedown" : "mouseup", "1"])
            GtkApplicationLoop.iterate(for: .milliseconds(100))
        } else {
            host.renderer.onPointer?(GtkPointerEvent(phase: down ? .down : .up, button: .primary, location: point,
                                                     clickCount: 1, modifiers: []))
        }
    }

    /// Moves the pointer over `point` of the host's content: through X with xdotool (the window
    /// sits at the screen's top-left without a window manager), else through the same handler GTK calls.
    @MainActor
    private static func move(to point: CGPoint, in host: GtkWindowHost, fixture: BlueprintsGtkFixture) {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(host.renderer.widget, host.gtkWindow, 0, 0, &x, &y)
        if BlueprintsGtkFixture.hasXdotool {
            fixture.xdotool(["mousemove", "\(Int(x + point.x))", "\(Int(y + point.y))"])
            GtkApplicationLoop.iterate(for: .milliseconds(100))
        } else {
            host.renderer.onPointer?(GtkPointerEvent(phase: .moved, button: .none, location: point, clickCount: 0, modifiers: []))
        }
    }

    @MainActor
    private static func download(_ texture: OpaquePointer, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return pixels
    }
}
