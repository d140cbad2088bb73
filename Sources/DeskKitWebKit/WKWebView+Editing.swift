import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

// MARK: - The Edit menu's commands on the page

extension WKWebView {
    /// Declares the Edit menu's commands, which WebKit performs on the page.
    func registerEditingActions() {
        for (action, command) in Self.editingCommands {
            implement(action) { responder, _ in (responder as? WKWebView)?.execute(command) }
        }
    }

    /// The commands WebKit performs, by the actions that ask for them.
    static let editingCommands: [(Selector, String)] = [
        (.copy, WEBKIT_EDITING_COMMAND_COPY), (.cut, WEBKIT_EDITING_COMMAND_CUT),
        (.paste, WEBKIT_EDITING_COMMAND_PASTE), (.selectAll, WEBKIT_EDITING_COMMAND_SELECT_ALL),
        (.undo, WEBKIT_EDITING_COMMAND_UNDO), (.redo, WEBKIT_EDITING_COMMAND_REDO),
    ]

    /// Whether WebKit's editor state allows `action` now (a selection to copy, an editable part
    /// to paste into, edits to undo); selecting all always can. Nil for other actions.
    func canPerformEditingAction(_ action: Selector) -> Bool? {
        guard let state = webkit_web_view_get_editor_state(webView) else { return nil }
        switch action {
        case .copy: return webkit_editor_state_is_copy_available(state) != cgtk_false
        case .cut: return webkit_editor_state_is_cut_available(state) != cgtk_false
        case .paste: return webkit_editor_state_is_paste_available(state) != cgtk_false
        case .undo: return webkit_editor_state_is_undo_available(state) != cgtk_false
        case .redo: return webkit_editor_state_is_redo_available(state) != cgtk_false
        case .selectAll: return true
        default: return nil
        }
    }

    func execute(_ command: String) {
        webkit_web_view_execute_editing_command(webView, command)
    }

    /// Revalidates the menus whenever the page's editor state changes (a selection made, text typed).
    func connectEditorState() {
        guard let state = webkit_web_view_get_editor_state(webView) else { return }
        GtkSignal.connect(UnsafeMutableRawPointer(state), "changed") {
            UIMenuSystem.main.setNeedsRevalidate()
        }
    }
}
