import Foundation

extension String {
    /// DeskKit's own word `english` in the chosen language, from DeskKit's `Localizable.strings`.
    package init(deskKit english: String) {
        self = LocalizedStringTable.deskKit.string(forKey: english) ?? english
    }

    /// A DeskKit word whose English is shared by two meanings (the Delete key and the Delete
    /// command): looked up under `key`, shown as `english` when there is no translation.
    package init(deskKit key: String, english: String) {
        self = LocalizedStringTable.deskKit.string(forKey: key) ?? english
    }

    /// A DeskKit phrase with a `%@` filled in ("About %@").
    package init(deskKit english: String, _ argument: String) {
        let format = LocalizedStringTable.deskKit.string(forKey: english) ?? english
        self = format.replacingOccurrences(of: "%@", with: argument)
    }
}
