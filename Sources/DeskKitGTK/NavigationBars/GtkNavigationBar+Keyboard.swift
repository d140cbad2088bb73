import CGtk
import DeskKit
import Foundation

// MARK: - Reaching the bar from the keyboard

extension GtkNavigationBar {
    /// The title's button, when the title opens a menu (a plain title is a label).
    package var titleButton: Widget? {
        guard content?.hasTitleMenu == true, renameEntry == nil,
              let title = placedWidgets.first(where: { $0.element == .title })?.widget,
              String(cString: gtk_widget_get_css_name(title)) == "button" else { return nil }
        return title
    }

    /// Whether GTK's keyboard focus is on a button of the bar, put there from the keyboard (the
    /// rename entry not included).
    package var buttonHasKeyboardFocus: Bool {
        guard isKeyboardInBar, let focus = keyboardFocus, !renameEntryHasFocus else { return false }
        return focus != widget && gtk_widget_is_ancestor(focus, widget) != cgtk_false
    }

    /// Whether the bar has the keyboard: one of its widgets is focused or one of its menus is open.
    package var hasKeyboardFocus: Bool {
        isPopoverVisible || buttonHasKeyboardFocus || renameEntryHasFocus
    }

    /// Moves the keyboard to the bar: to the title when it opens a menu, else to the first
    /// button that takes it. False when the bar is hidden or has nothing to focus.
    @discardableResult
    package func focusBar() -> Bool {
        guard isVisible, !isClosed else { return false }
        setButtonsTakeKeyboard(true)
        let focused = titleButton.map { gtk_widget_grab_focus($0) != cgtk_false } == true
            || gtk_widget_child_focus(bar, GTK_DIR_TAB_FORWARD) != cgtk_false
        // The keyboard moved the focus, so GTK draws its focus ring (it would for Tab).
        if focused, let root = gtk_widget_get_root(widget) {
            gtk_window_set_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), cgtk_true)
        }
        if !focused { setButtonsTakeKeyboard(false) }
        return focused
    }

    /// Gives the keyboard back to the content now (the core moved it out of the bar).
    func leaveBar() {
        keyboardAnchor = nil
        setButtonsTakeKeyboard(false)
        if let focusContent { focusContent() } else if let contentWidget { _ = gtk_widget_grab_focus(contentWidget) }
    }

    /// Lets the bar's buttons (and the customization panel's) take the keyboard, or not.
    func setButtonsTakeKeyboard(_ take: Bool) {
        let changed = isKeyboardInBar != take
        isKeyboardInBar = take
        for root in [bar, customizationPanel] { Self.setButtonsFocusable(in: root, take) }
        if changed { keyboardInBarDidChange?(take) }
    }

    /// The keyboard left the bar's widgets: unless it went into one of the bar's menus, the
    /// buttons stop taking it (checked once GTK has finished moving it).
    func keyboardMayHaveLeft() {
        guard isKeyboardInBar else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isKeyboardInBar, !self.isClosed, !self.isPopoverVisible, !self.buttonHasKeyboardFocus else { return }
                self.setButtonsTakeKeyboard(false)
            }
        }
    }

    private static func setButtonsFocusable(in widget: Widget, _ focusable: Bool) {
        if String(cString: gtk_widget_get_css_name(widget)) == "button" {
            gtk_widget_set_focusable(widget, focusable ? cgtk_true : cgtk_false)
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            setButtonsFocusable(in: current, focusable)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private var keyboardFocus: Widget? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }
}
