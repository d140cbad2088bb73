import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The blueprint canvas: band selection with plain, Shift and Ctrl drags, resize handles with
/// arrow accessories, a drop tray with a plus, and the "Jello there!" edit menu with Duplicate.
@MainActor
@Suite(.serialized)
struct CanvasTests {
    private func openCanvas() throws -> (TestHost, CanvasViewController) {
        let host = launchBlueprints()
        #expect(host.press("k", modifiers: [.command, .shift]))
        let canvas = try #require(host.keyWindow?.rootViewController as? CanvasViewController)
        host.keyWindow?.layoutIfNeeded()
        return (host, canvas)
    }

    private func selectedTitles(_ canvas: CanvasViewController) -> [String] {
        canvas.selectedShapes.map(\.title)
    }

    private func shape(_ canvas: CanvasViewController, _ title: String) throws -> CanvasShapeView {
        try #require(canvas.shapes.first { $0.title == title })
    }

    private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    @Test func opensWithJelloThereSelected() throws {
        let (host, canvas) = try openCanvas()
        #expect(host.windows.count == 2)
        #expect(canvas.shapes.map(\.title) == ["Living room", "Kitchen", "Porch", "Jello there!"])
        #expect(selectedTitles(canvas) == ["Jello there!"])
        #expect(canvas.handles.count == 4)
        #expect(host.press("k", modifiers: [.command, .shift]))
        #expect(host.windows.count == 2, "a second request brings the canvas forward")
    }

    @Test func bandSelectsReplacesAddsAndToggles() throws {
        let (host, canvas) = try openCanvas()
        // Plain: only the living room lies under the band; the selection it began with goes.
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 280, y: 200))
        #expect(selectedTitles(canvas) == ["Living room"])
        #expect(host.bandRect == nil)
        // Shift: the porch joins.
        host.drag(from: CGPoint(x: 20, y: 220), to: CGPoint(x: 190, y: 380), modifiers: .shift)
        #expect(selectedTitles(canvas) == ["Living room", "Porch"])
        // Ctrl: the living room and kitchen flip; the porch stays.
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 460, y: 200), modifiers: .command)
        #expect(selectedTitles(canvas) == ["Kitchen", "Porch"])
        #expect(canvas.handles.count == 8)
    }

    @Test func escapeCancelsTheBandAndRestoresTheSelection() throws {
        let (host, canvas) = try openCanvas()
        host.pointerDown(at: CGPoint(x: 20, y: 20))
        host.pointerMove(to: CGPoint(x: 200, y: 200))
        host.pointerMove(to: CGPoint(x: 600, y: 400))
        #expect(selectedTitles(canvas) == ["Living room", "Kitchen", "Porch", "Jello there!"])
        #expect(host.bandRect == CGRect(x: 20, y: 20, width: 580, height: 380))
        #expect(host.pressEscape())
        host.pointerUp(at: CGPoint(x: 600, y: 400))
        #expect(selectedTitles(canvas) == ["Jello there!"])
    }

    @Test func aFingerNeverStartsABand() throws {
        let (host, canvas) = try openCanvas()
        host.touchDrag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 600, y: 400))
        #expect(selectedTitles(canvas) == ["Jello there!"])
        #expect(host.bandRect == nil)
    }

    @Test func shapesHoverAndTheEmptyCanvasKeepsTheArrow() throws {
        let (host, _) = try openCanvas()
        host.hover(at: CGPoint(x: 115, y: 305))
        #expect(host.pointer.name == "hover")
        #expect(host.pointer.accessories.isEmpty)
        host.hover(at: CGPoint(x: 800, y: 450))
        #expect(host.pointer.name == "system")
    }

    @Test func handlesShowArrowsAndResizeTheShape() throws {
        let (host, canvas) = try openCanvas()
        let jello = try shape(canvas, "Jello there!")
        let right = try #require(canvas.handles.first { $0.edge == .right })
        let rightCenter = center(right.frame)
        host.hover(at: rightCenter)
        #expect(host.pointer.name == "lift")
        #expect(host.pointer.accessories.map(\.position) == [.left, .right])
        #expect(host.pointer.accessories.map(\.orientationMatchesAngle) == [true, true])

        // Dragging the right handle 60 points right widens the shape; the handle follows.
        host.drag(from: rightCenter, to: CGPoint(x: rightCenter.x + 60, y: rightCenter.y + 3))
        #expect(jello.frame == CGRect(x: 320, y: 240, width: 260, height: 80))
        #expect(center(right.frame) == CGPoint(x: 580, y: 280))

        let top = try #require(canvas.handles.first { $0.edge == .top })
        host.hover(at: center(top.frame))
        #expect(host.pointer.accessories.map(\.position) == [.top, .bottom])
        host.drag(from: center(top.frame), to: CGPoint(x: center(top.frame).x, y: center(top.frame).y - 40))
        #expect(jello.frame == CGRect(x: 320, y: 200, width: 260, height: 120))

        // Never smaller than the minimum, whatever the drag.
        let left = try #require(canvas.handles.first { $0.edge == .left })
        host.drag(from: center(left.frame), to: CGPoint(x: 900, y: 260))
        #expect(jello.frame == CGRect(x: 548, y: 200, width: 32, height: 120))
    }

    @Test func whileDraggingAHandleThePointerKeepsItsArrows() throws {
        let (host, canvas) = try openCanvas()
        let right = try #require(canvas.handles.first { $0.edge == .right })
        let start = center(right.frame)
        host.pointerDown(at: start)
        host.pointerMove(to: CGPoint(x: start.x + 30, y: start.y))
        host.pointerMove(to: CGPoint(x: start.x + 80, y: start.y))
        #expect(host.pointer.name == "lift")
        #expect(host.pointer.accessories.map(\.position) == [.left, .right])
        host.pointerUp(at: CGPoint(x: start.x + 80, y: start.y))
        let jello = try shape(canvas, "Jello there!")
        #expect(jello.frame.width == 280)
    }

    @Test func trayShowsAPlusWhileAShapeIsDraggedOverItAndKeepsTheDrop() throws {
        let (host, canvas) = try openCanvas()
        let tray = canvas.tray
        host.hover(at: center(tray.frame))
        #expect(host.pointer.name == "system", "no drop target without a drag")

        let kitchen = try shape(canvas, "Kitchen")
        let original = kitchen.frame
        host.pointerDown(at: center(original))
        host.pointerMove(to: CGPoint(x: 400, y: 300))
        host.pointerMove(to: center(tray.frame))
        #expect(host.pointer.name == "highlight")
        let plus = try #require(host.pointer.accessories.first)
        #expect(host.pointer.accessories.count == 1)
        #expect(plus.position == .topRight)
        #expect(!plus.orientationMatchesAngle)
        host.pointerUp(at: center(tray.frame))
        #expect(tray.keptTitles == ["Kitchen"])
        #expect(kitchen.frame == original, "the shape goes back; the tray keeps a copy")
        #expect(host.pointer.name == "system", "the tray is no drop target once the drag ended")

        // Dropped elsewhere, the shape stays where it was dragged.
        host.drag(from: center(original), to: CGPoint(x: center(original).x + 100, y: center(original).y + 300))
        #expect(kitchen.frame == original.offsetBy(dx: 100, dy: 300))
        #expect(tray.keptTitles == ["Kitchen"])
    }

    @Test func tapShowsTheEditMenuAroundJelloThereAndDuplicateDuplicates() throws {
        let (host, canvas) = try openCanvas()
        let jello = try shape(canvas, "Jello there!")
        host.tap(at: CGPoint(x: 400, y: 290))
        let menu = try #require(host.editMenu)
        #expect(menu.kind == .compact)
        #expect(menu.targetRect == jello.frame)
        #expect(!menu.placement.frame.intersects(jello.frame))
        #expect(Array(host.editMenuTitles.prefix(2)) == ["Cut", "Copy"])
        #expect(host.editMenuTitles.contains("Delete"))
        #expect(host.editMenuTitles.last == "Duplicate")
        #expect(!host.editMenuTitles.contains("Move…"), "dragging a shape is no Move command")
        #expect(host.chooseEditMenuItem(["Duplicate"]))
        #expect(canvas.shapes.map(\.title) == ["Living room", "Kitchen", "Porch", "Jello there!", "Jello there!"])
        let copy = try #require(canvas.shapes.last)
        #expect(copy !== jello)
        #expect(copy.frame == jello.frame.offsetBy(dx: 24, dy: 24))
        #expect(canvas.selectedShapes.map { $0 === copy } == [true])
        #expect(host.editMenu == nil)
    }

    @Test func rightClickShowsTheSameActionsAsAContextMenu() throws {
        let (host, canvas) = try openCanvas()
        let menu = host.rightClick(at: CGPoint(x: 115, y: 305))
        #expect(menu != nil)
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(selectedTitles(canvas) == ["Porch"], "a secondary click selects the shape")
        #expect(host.editMenuTitles.contains("Copy"))
        #expect(host.editMenuTitles.last == "Duplicate")
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(UIPasteboard.general.strings == ["Porch"])
        // Paste, from the empty canvas's menu, adds a labelled shape.
        #expect(host.rightClick(at: CGPoint(x: 800, y: 450)) != nil)
        #expect(host.editMenuTitles.contains("Paste"))
        #expect(!host.editMenuTitles.contains("Duplicate"))
        #expect(host.chooseEditMenuItem(["Paste"]))
        #expect(canvas.shapes.last?.title == "Porch")
        #expect(canvas.shapes.count == 5)
    }

    @Test func clicksSelectAndTheKeyboardShowsTheMenu() throws {
        let (host, canvas) = try openCanvas()
        host.pointerClick(at: CGPoint(x: 370, y: 100))
        #expect(selectedTitles(canvas) == ["Kitchen"])
        #expect(host.press(UIKeyCommand.inputF10, modifiers: .shift))
        let kitchen = try shape(canvas, "Kitchen")
        #expect(host.editMenu?.targetRect == kitchen.frame)
        host.pointerClick(at: CGPoint(x: 800, y: 450))
        #expect(selectedTitles(canvas) == [])
        #expect(host.editMenu == nil)
    }
}
