import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Blueprints' features reached with key presses only, as someone without a pointer uses them.
@MainActor
@Suite(.serialized)
struct KeyboardOnlyTests {
    @Test func canvasShapesAreFocusedSelectedExtendedMovedAndGiveTheEditMenu() throws {
        let host = launchBlueprints()
        #expect(host.press("k", modifiers: [.command, .shift]))
        let canvas = try #require(host.keyWindow?.rootViewController as? CanvasViewController)
        host.keyWindow?.layoutIfNeeded()
        let titles = canvas.shapes.map(\.title)
        #expect(titles == ["Living room", "Kitchen", "Porch", "Jello there!"])

        #expect(host.press("\t"))
        #expect(canvas.focusedShape?.title == "Living room")
        #expect(canvas.focusedShape?.isKeyboardFocused == true)
        #expect(canvas.focusedShape?.borderColor == .systemOrange, "a visible focus ring")
        #expect(host.press("\t"))
        #expect(host.press("\t"))
        #expect(canvas.focusedShape?.title == "Porch")
        #expect(canvas.shapes.filter(\.isKeyboardFocused).map(\.title) == ["Porch"], "one ring at a time")
        #expect(host.press(" "))
        #expect(canvas.selectedShapes.map(\.title) == ["Porch"])
        #expect(host.press("\t", modifiers: .shift))
        #expect(canvas.focusedShape?.title == "Kitchen")
        #expect(host.press(" ", modifiers: .shift))
        #expect(canvas.selectedShapes.map(\.title) == ["Kitchen", "Porch"])
        #expect(host.press("\t", modifiers: .shift))
        #expect(host.press("\t", modifiers: .shift))
        #expect(canvas.focusedShape?.title == "Jello there!", "Shift+Tab wraps around")

        let before = canvas.selectedShapes.map(\.frame)
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(canvas.selectedShapes.map(\.frame) == before.map { $0.offsetBy(dx: 10, dy: 10) })

        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        #expect(host.editMenu?.targetRect == canvas.selectedShapes.last?.frame)
    }

    @Test func tabsDocumentsAndWindowsAreReachedFromTheKeyboard() throws {
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        #expect(host.press("t", modifiers: .command))
        #expect(editor.openTabs.count == 2)
        #expect(editor.selectedTabIndex == 1)
        #expect(host.press(UIKeyCommand.inputPageUp, modifiers: .command))
        #expect(editor.selectedTabIndex == 0, "Ctrl+Page Up moves along the tab strip")
        #expect(host.press(UIKeyCommand.inputPageDown, modifiers: .command))
        #expect(editor.selectedTabIndex == 1)
        #expect(host.press("o", modifiers: [.command, .shift]))
        #expect(host.keyWindow?.rootViewController is DocumentBrowserViewController)
    }
}
