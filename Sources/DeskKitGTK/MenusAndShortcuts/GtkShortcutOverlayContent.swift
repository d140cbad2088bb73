/// One row of the shortcut overlay: a command title and its displayed shortcut ("Ctrl+T").
package struct GtkShortcutOverlayEntry: Sendable, Hashable {
    package var id: Int
    package var title: String
    package var shortcut: String
    package var enabled: Bool
    package init(id: Int, title: String, shortcut: String, enabled: Bool = true) {
        (self.id, self.title, self.shortcut, self.enabled) = (id, title, shortcut, enabled)
    }
}

/// A titled group of entries (a top-level menu such as "File").
package struct GtkShortcutOverlayCategory: Sendable, Hashable {
    package var title: String
    package var entries: [GtkShortcutOverlayEntry]
    package init(title: String, entries: [GtkShortcutOverlayEntry]) {
        (self.title, self.entries) = (title, entries)
    }
}
