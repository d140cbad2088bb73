import CGtk
import DeskKit
import Foundation

/// What the core last asked one window to show of the pointer: its look and the selection band.
@MainActor
package final class GtkPointerState {
    /// The window the state is for.
    package weak var window: UIWindow?
    /// The pointer's look the core last asked for.
    package var pointer: PointerPresentation = .system
    /// The band in window coordinates, drawn over the content; nil when none.
    package var bandRect: CGRect?

    init(window: UIWindow) {
        self.window = window
    }
}

/// Pointer states by window; extensions cannot store, and entries of closed windows are pruned.
@MainActor
private var pointerStates: [ObjectIdentifier: GtkPointerState] = [:]

// MARK: - Pointer looks and band selection

extension GtkPresenter {
    /// Cursors drawn for pointer styles, shared by every window.
    package static let pointerCursors = GtkPointerCursors()

    /// Shows `pointer` over `window`: its cursor, and its effect on the next frame.
    package func pointerDidChange(_ pointer: PointerPresentation, in window: UIWindow) {
        pointerState(for: window).pointer = pointer
        if let host = host(for: window) {
            if let drawn = Self.pointerCursors.drawnCursor(for: pointer) {
                gtk_widget_set_cursor(host.renderer.widget, drawn.cursor)
            } else {
                gtk_widget_set_cursor_from_name(host.renderer.widget, GtkPointerCursors.cursorName(for: pointer))
            }
        }
        setNeedsDisplay(window)
    }

    /// Draws the selection band at `rect` over `window`, or takes it away for nil.
    package func bandSelectionDidChange(_ rect: CGRect?, in window: UIWindow) {
        pointerState(for: window).bandRect = rect
        setNeedsDisplay(window)
    }

    /// The pointer state of `window`, made on first use.
    package func pointerState(for window: UIWindow) -> GtkPointerState {
        let key = ObjectIdentifier(window)
        if let state = pointerStates[key], state.window === window { return state }
        pointerStates = pointerStates.filter { $0.value.window != nil }
        let state = GtkPointerState(window: window)
        pointerStates[key] = state
        return state
    }
}
