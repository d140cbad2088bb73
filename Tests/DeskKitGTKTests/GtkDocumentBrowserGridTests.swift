import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// The document browser's grid in GTK: its folder's file names are drawn, and a real double click
/// (GTK's click count) on one reports it picked.
final class GtkDocumentBrowserGridTests: XCTestCase {
    @MainActor
    private final class Delegate: UIDocumentBrowserViewControllerDelegate {
        var picked: [[String]] = []
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            picked.append(documentURLs.map(\.lastPathComponent))
        }
    }

    func testTheGridDrawsTheFilesAndADoubleClickOpensOne() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let editor = try XCTUnwrap(fixture.editor)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-grid-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["Budget.md", "Cover.png", "Minutes.txt"] { try Data(name.utf8).write(to: folder.appendingPathComponent(name)) }
            let browser = UIDocumentBrowserViewController()
            browser.browsingDirectoryURL = folder
            browser.title = "Browser Grid Test"
            browser.preferredContentSize = CGSize(width: 480, height: 300)
            let delegate = Delegate()
            browser.delegate = delegate
            defer { if editor.presentedViewController === browser { editor.dismiss(animated: false) } }
            editor.present(browser, animated: false)
            let sheet = try XCTUnwrap(presenter.sheetHost(for: browser))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                sheet.isActive && ["Budget.md", "Cover.png", "Minutes.txt"].allSatisfy(sheet.lastDrawnTexts.contains)
            }), "the grid drew \(sheet.lastDrawnTexts)")

            let grid = browser.documentGridView
            let frame = try XCTUnwrap(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
            let point = grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
            if BlueprintsGtkFixture.hasXdotool {
                var x = Double(point.x), y = Double(point.y)
                _ = gtk_widget_translate_coordinates(sheet.renderer.widget, sheet.gtkWindow, x, y, &x, &y)
                var surfaceX = 0.0, surfaceY = 0.0
                gtk_native_get_surface_transform(OpaquePointer(sheet.gtkWindow), &surfaceX, &surfaceY)
                fixture.xdotool(["search", "--sync", "--name", "^Browser Grid Test$", "mousemove", "--window", "%1",
                                 "\(Int(x + surfaceX))", "\(Int(y + surfaceY))"])
                GtkApplicationLoop.iterate(for: .milliseconds(50))
                fixture.xdotool(["click", "--repeat", "2", "--delay", "60", "1"])
            } else {
                for count in 1...2 {
                    sheet.renderer.onPointer?(GtkPointerEvent(phase: .down, button: .primary, location: point, clickCount: count, modifiers: []))
                    sheet.renderer.onPointer?(GtkPointerEvent(phase: .up, button: .primary, location: point, clickCount: count, modifiers: []))
                }
            }
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !delegate.picked.isEmpty }), "the double click opened nothing")
            XCTAssertEqual(delegate.picked, [["Minutes.txt"]])
        }
    }
}
