import Foundation

/// Every keyboard shortcut available now, by main-menu category, searchable: the model behind
/// the overlay shown while the primary modifier is held (as on iPad) or with Ctrl+?.
@preconcurrency @MainActor
public struct ShortcutOverlay {
    /// A shortcut the user can read and choose.
    public struct Entry {
        /// The discoverability title when set, else the command's title.
        public let title: String
        /// How the keys are shown, e.g. "Ctrl+T".
        public let shortcut: String
        /// The validated command that choosing the entry performs.
        public let command: UIKeyCommand
    }

    /// A top-level menu's shortcuts.
    public struct Category {
        /// The top-level menu's title.
        public let title: String
        /// The shortcuts of that menu, in menu order.
        public let entries: [Entry]
    }

    /// The title of the category that holds shortcuts found only in responders' `keyCommands`.
    public static var otherCategoryTitle: String { String(deskKit: "Other") }

    /// One category per top-level menu with shortcuts, then the "Other" one.
    public let categories: [Category]

    /// Builds the overlay from a validated main menu and the chain's own key commands.
    init(validatedMenu: UIMenu, chainKeyCommands: [UIKeyCommand]) {
        var categories: [Category] = []
        var seen = Set<KeyCombination>()
        for case let menu as UIMenu in validatedMenu.children where !menu.hasNoChildren {
            let entries = ShortcutOverlay.entries(in: menu.children, seen: &seen)
            if !entries.isEmpty { categories.append(Category(title: menu.title, entries: entries)) }
        }
        let others = ShortcutOverlay.entries(in: chainKeyCommands, seen: &seen)
        if !others.isEmpty { categories.append(Category(title: ShortcutOverlay.otherCategoryTitle, entries: others)) }
        self.categories = categories
    }

    private init(categories: [Category]) {
        self.categories = categories
    }

    private static func entries(in elements: [UIMenuElement], seen: inout Set<KeyCombination>) -> [Entry] {
        var entries: [Entry] = []
        for element in elements {
            if let menu = element as? UIMenu {
                entries += self.entries(in: menu.children, seen: &seen)
            } else if let command = element as? UIKeyCommand, let keys = command.keyCombination,
                      command.isEnabled, !command.attributes.contains(.hidden), seen.insert(keys).inserted {
                let title = [command.discoverabilityTitle, command.title, command.action.name]
                    .compactMap { $0 }.first { !$0.isEmpty } ?? ""
                entries.append(Entry(title: title, shortcut: keys.displayString, command: command))
            }
        }
        return entries
    }

    // MARK: - Searching

    /// The entries whose title or category contains `text`, ignoring case and diacritics.
    ///
    /// A category whose title matches keeps all its entries; an empty search keeps everything.
    public func search(_ text: String) -> ShortcutOverlay {
        let needle = ShortcutOverlay.fold(text.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return self }
        let filtered = categories.compactMap { category -> Category? in
            if ShortcutOverlay.fold(category.title).contains(needle) { return category }
            let entries = category.entries.filter { ShortcutOverlay.fold($0.title).contains(needle) }
            return entries.isEmpty ? nil : Category(title: category.title, entries: entries)
        }
        return ShortcutOverlay(categories: filtered)
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// All entries in display order.
    public var allEntries: [Entry] { categories.flatMap(\.entries) }
}

private extension UIMenu {
    var hasNoChildren: Bool { children.isEmpty }
}
