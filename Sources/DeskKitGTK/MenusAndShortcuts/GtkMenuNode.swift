/// A plain menu tree that ``GtkMenuModelBuilder`` turns into a GMenu for a GtkPopoverMenuBar.
package indirect enum GtkMenuNode: Sendable, Hashable {
    /// A titled submenu (top-level nodes of a menu bar must be submenus).
    case submenu(title: String, children: [GtkMenuNode])
    /// An inline group, drawn between separators (UIMenu `.displayInline`), listed or side by side.
    case section(children: [GtkMenuNode], layout: GtkMenuSectionLayout = .list)
    /// A command. `accelLabel` is a GTK accelerator string ("<Control>t") that is only displayed;
    /// `checked` nil means "no check mark state"; `icon` is a themed icon name.
    case item(title: String, actionID: Int, accelLabel: String? = nil, enabled: Bool = true,
              checked: Bool? = nil, icon: String? = nil)
}

/// How a section's items sit: one per row, or side by side as buttons (`UIMenu.preferredElementSize`
/// `.small` shows only the icons, `.medium` the titles).
package enum GtkMenuSectionLayout: Sendable, Hashable {
    case list
    case sideBySide(iconsOnly: Bool)
}
