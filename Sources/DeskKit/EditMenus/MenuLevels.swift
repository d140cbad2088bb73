import Foundation

/// Questions about a resolved edit menu's levels: emptiness, reopening submenus after a reload,
/// and the size of its context-menu form.
@MainActor
enum MenuLevels {
    /// Whether a menu has nothing to show.
    static func isEmpty(_ menu: UIMenu) -> Bool {
        !menu.children.contains { !EditMenuResolver.isHidden($0) }
    }

    /// The submenus of a rebuilt menu matching an open path, as far as they exist: by
    /// identifier, else by title (a delegate that builds its menus afresh gives each new
    /// identifiers).
    static func reopen(_ path: [UIMenu], in menu: UIMenu) -> [UIMenu] {
        var result: [UIMenu] = []
        var parent = menu
        for opened in path {
            guard let match = submenu(in: parent, where: { $0.identifier == opened.identifier })
                    ?? submenu(in: parent, where: { $0.title == opened.title }) else { break }
            result.append(match)
            parent = match
        }
        return result
    }

    private static func submenu(in menu: UIMenu, where matches: (UIMenu) -> Bool) -> UIMenu? {
        for case let child as UIMenu in menu.children {
            if child.options.contains(.displayInline) {
                if let found = submenu(in: child, where: matches) { return found }
            } else if matches(child) {
                return child
            }
        }
        return nil
    }

    /// The top level of a context menu: one row per element, a separator around inline sections,
    /// as wide as its widest title plus room for an image and a submenu arrow.
    static func contextMenuSize(_ menu: UIMenu, metrics: EditMenuMetrics) -> CGSize {
        var rows = 0
        var separators = 0
        var widest: CGFloat = 0
        func visit(_ elements: [UIMenuElement], inline: Bool) {
            for element in elements where !EditMenuResolver.isHidden(element) {
                if let submenu = element as? UIMenu, submenu.options.contains(.displayInline), !inline {
                    separators += 1
                    visit(submenu.children, inline: true)
                    continue
                }
                rows += 1
                widest = max(widest, metrics.titleWidth(element.title, limit: 600))
            }
        }
        visit(menu.children, inline: false)
        let width = max(metrics.contextMenuMinimumWidth, widest + metrics.imageSize + metrics.imageTitleSpacing + 2 * metrics.itemPadding + metrics.pageButtonWidth)
        let height = CGFloat(rows) * metrics.rowHeight + CGFloat(separators) * metrics.sectionSeparatorHeight
        return CGSize(width: width, height: height)
    }
}
