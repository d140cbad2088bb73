import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// On a Russian keyboard (ru,us) Ctrl and the key where F is type "а", which names no command:
/// the shortcut falls back to the US layout's "f" of the same key and Find opens, as in GTK apps.
final class GtkOtherLayoutShortcutTests: XCTestCase {
    private static func setKeyboard(_ layouts: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setxkbmap")
        process.arguments = ["-layout", layouts]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    func testControlOnARussianKeyOpensFind() throws {
        guard MainActor.assumeIsolated({ BlueprintsGtkFixture.hasXdotool }),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/setxkbmap") else {
            throw XCTSkip("needs xdotool and setxkbmap to type on another layout")
        }
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let host = fixture.host
            let editor = try XCTUnwrap(fixture.editor)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !editor.openTabs.isEmpty }))
            editor.selectTab(at: 0)
            host.window?.makeKey()
            XCTAssertTrue(editor.documentTextView.becomeFirstResponder())
            XCTAssertTrue(Self.setKeyboard("ru,us"), "setxkbmap could not set ru,us")
            defer {
                _ = Self.setKeyboard("us")
                GtkApplicationLoop.iterate(for: .milliseconds(300))
            }
            GtkApplicationLoop.iterate(for: .milliseconds(300))
            fixture.press("ctrl+Cyrillic_a", input: "а", modifiers: .control)
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { host.findBar.isMapped }), "Ctrl+а did not open Find")
            fixture.press("Escape", input: UIKeyCommand.inputEscape, modifiers: [])
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !host.findBar.isMapped }))
        }
    }
}
