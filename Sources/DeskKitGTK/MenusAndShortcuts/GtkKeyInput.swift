import CGtk

/// Captures every key event of a window (capture phase) and hands it to Swift as a ``GtkKeyEvent``.
///
/// The handler returns true when the core consumed the event; GTK then stops propagation so focused
/// widgets (text fields) never see it. Unhandled events continue to the focus widget as usual.
@MainActor
package final class GtkKeyInput {
    /// The GtkEventControllerKey, owned by the widget it was added to.
    package let controller: OpaquePointer
    private var heldKeys: [UInt32: String] = [:]  // keycode -> input reported on press
    private var heldModifiers: Set<UInt32> = []

    /// Attaches to `widget` (normally the GtkWindow) in the capture phase.
    package init(widget: UnsafeMutablePointer<GtkWidget>,
                 handler: @escaping @MainActor (GtkKeyEvent) -> Bool) {
        controller = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(UnsafeMutableRawPointer(controller)),
                                                   GTK_PHASE_CAPTURE)
        let raw = UnsafeMutableRawPointer(controller)
        GtkSignal.connectKey(raw, "key-pressed") { [weak self] keyval, keycode, state in
            guard let self, let event = self.translate(keyval, keycode, state, pressed: true) else { return false }
            return handler(event)
        }
        GtkSignal.connectKeyReleased(raw) { [weak self] keyval, keycode, state in
            guard let self, let event = self.translate(keyval, keycode, state, pressed: false) else { return }
            _ = handler(event)
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(raw))
    }

    private func translate(_ keyval: UInt32, _ keycode: UInt32, _ state: UInt32, pressed: Bool) -> GtkKeyEvent? {
        let modifiers = GtkKeyTranslation.modifiers(fromState: state, keyval: keyval)
        if let key = GtkKeyTranslation.modifierKey(forKeyval: keyval) {
            if pressed {
                guard heldModifiers.insert(keycode).inserted else { return nil }  // auto-repeat of a held modifier
            } else {
                heldModifiers.remove(keycode)
            }
            // GDK reports the state before the event; report the state after it instead.
            let flag: GtkKeyModifiers = switch key {
            case .shift: .shift
            case .control: .control
            case .alt: .alt
            case .super: .super
            case .capsLock: []
            }
            let after = pressed ? modifiers.union(flag) : modifiers.subtracting(flag)
            return .modifierChanged(pressed: pressed, key: key, modifiers: after)
        }
        let isRepeat = pressed && heldKeys[keycode] != nil
        // A release reports the press's input: Shift+/ goes down as "?" even if Shift is released first.
        let pressedInput = pressed ? nil : heldKeys.removeValue(forKey: keycode)
        guard let input = pressedInput ?? GtkKeyTranslation.input(forKeyval: keyval) else { return nil }
        if pressed { heldKeys[keycode] = input }
        // The Menu key does what Shift+F10 does (GTK binds both to the context menu).
        let isMenuKey = keyval == UInt32(GDK_KEY_Menu)
        var press = GtkKeyPress(input: input, modifiers: isMenuKey ? modifiers.union(.shift) : modifiers, isRepeat: isRepeat,
                                keyval: keyval, keycode: keycode)
        if pressed, !modifiers.isDisjoint(with: [.control, .alt, .super]) {
            press.alternateInputs = alternateInputs(keycode: keycode)
        }
        return pressed ? .keyDown(press) : .keyUp(press)
    }

    /// The other layouts' inputs for `keycode`, read from the display's keymap.
    private func alternateInputs(keycode: UInt32) -> [String] {
        guard let display = gdk_display_get_default() else { return [] }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var keyvals: UnsafeMutablePointer<guint>?
        var count: Int32 = 0
        guard gdk_display_map_keycode(display, keycode, &keys, &keyvals, &count) != cgtk_false, let keys, let keyvals else { return [] }
        defer { g_free(keys); g_free(keyvals) }
        let entries = (0..<Int(count)).map { (group: Int(keys[$0].group), level: Int(keys[$0].level), keyval: UInt32(keyvals[$0])) }
        let group = Int(gtk_event_controller_key_get_group(controller))
        return GtkKeyTranslation.alternateInputs(keys: entries, currentGroup: group)
    }
}
