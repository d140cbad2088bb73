import DeskKit
import Foundation

// MARK: - The canvas without a pointer

extension CanvasViewController {
    /// How far an arrow key moves the selected shapes.
    static let arrowStep: CGFloat = 10

    /// Tab and Shift+Tab move the keyboard between shapes, Space selects the focused shape,
    /// Shift+Space adds it to (or takes it from) the selection, and the arrows move the selection.
    var keyboardCommands: [UIKeyCommand] {
        [
            UIKeyCommand(title: String(localized: "Next Shape", bundle: .module), action: Selector("focusNextShape:"), input: "\t"),
            UIKeyCommand(title: String(localized: "Previous Shape", bundle: .module), action: Selector("focusPreviousShape:"), input: "\t", modifierFlags: .shift),
            UIKeyCommand(title: String(localized: "Select Shape", bundle: .module), action: Selector("selectFocusedShape:"), input: " "),
            UIKeyCommand(title: String(localized: "Add Shape to Selection", bundle: .module), action: Selector("extendSelectionWithFocusedShape:"), input: " ", modifierFlags: .shift),
            UIKeyCommand(title: String(localized: "Move Left", bundle: .module), action: Selector("moveSelectionLeft:"), input: UIKeyCommand.inputLeftArrow),
            UIKeyCommand(title: String(localized: "Move Right", bundle: .module), action: Selector("moveSelectionRight:"), input: UIKeyCommand.inputRightArrow),
            UIKeyCommand(title: String(localized: "Move Up", bundle: .module), action: Selector("moveSelectionUp:"), input: UIKeyCommand.inputUpArrow),
            UIKeyCommand(title: String(localized: "Move Down", bundle: .module), action: Selector("moveSelectionDown:"), input: UIKeyCommand.inputDownArrow),
        ]
    }

    func registerKeyboardActions() {
        implement("focusNextShape:") { responder, _ in (responder as? CanvasViewController)?.moveKeyboardFocus(by: 1) }
        implement("focusPreviousShape:") { responder, _ in (responder as? CanvasViewController)?.moveKeyboardFocus(by: -1) }
        implement("selectFocusedShape:") { responder, _ in
            guard let canvas = responder as? CanvasViewController, let shape = canvas.focusedShape else { return }
            canvas.select([shape])
        }
        implement("extendSelectionWithFocusedShape:") { responder, _ in
            guard let canvas = responder as? CanvasViewController, let shape = canvas.focusedShape else { return }
            let others = canvas.selectedShapes.filter { $0 !== shape }
            canvas.select(shape.isSelected ? others : canvas.shapes.filter { $0 === shape || $0.isSelected })
        }
        let step = Self.arrowStep
        implement("moveSelectionLeft:") { responder, _ in (responder as? CanvasViewController)?.moveSelection(dx: -step, dy: 0) }
        implement("moveSelectionRight:") { responder, _ in (responder as? CanvasViewController)?.moveSelection(dx: step, dy: 0) }
        implement("moveSelectionUp:") { responder, _ in (responder as? CanvasViewController)?.moveSelection(dx: 0, dy: -step) }
        implement("moveSelectionDown:") { responder, _ in (responder as? CanvasViewController)?.moveSelection(dx: 0, dy: step) }
    }

    /// Moves the keyboard to the next (or previous) shape in reading order, wrapping around, and
    /// tells a screen reader to follow it.
    func moveKeyboardFocus(by offset: Int) {
        guard !shapes.isEmpty else { return }
        let current = focusedShape.flatMap { focused in shapes.firstIndex { $0 === focused } }
        let next = current.map { ($0 + offset + shapes.count) % shapes.count } ?? (offset > 0 ? 0 : shapes.count - 1)
        setKeyboardFocus(shapes[next])
    }

    /// Puts the keyboard on `shape` and tells a screen reader to follow it.
    func setKeyboardFocus(_ shape: CanvasShapeView) {
        guard focusedShape !== shape else { return }
        focusedShape?.isKeyboardFocused = false
        focusedShape = shape
        shape.isKeyboardFocused = true
        UIAccessibility.post(notification: .layoutChanged, argument: shape)
    }

    /// Moves the selected shapes (their handles with them), keeping them on the canvas.
    func moveSelection(dx: CGFloat, dy: CGFloat) {
        let bounds = view.bounds
        for shape in selectedShapes {
            var frame = shape.frame.offsetBy(dx: dx, dy: dy)
            frame.origin.x = min(max(frame.minX, 0), max(0, bounds.width - frame.width))
            frame.origin.y = min(max(frame.minY, 0), max(0, bounds.height - frame.height))
            shape.frame = frame
        }
        placeHandles()
    }
}
