/// What the Customize Toolbar… panel shows while a navigation item customizes, and what each of
/// its controls may do: the core decides, the presenter draws it and sends the user's choices
/// back through ``UINavigationItem/performCustomizationAction(_:)``.
package struct NavigationBarCustomizationPanel: Equatable, Sendable {
    /// Something the user can do in the panel.
    package enum Action: Hashable, Sendable {
        /// Moves a shown group one place toward the start or the end of the bar.
        case moveLeft(String), moveRight(String)
        /// Takes an optional group out of the bar; it stays available to add.
        case remove(String)
        /// Puts an available group at the end of the customizable groups.
        case add(String)
        /// Goes back to the app's default groups.
        case reset
        /// Closes the panel; every change was saved as it was made.
        case done
    }

    /// A button of the panel: what it does and whether it can now.
    package struct Control: Equatable, Sendable {
        package let action: Action
        package let isEnabled: Bool
    }

    /// A group as the panel lists it: its name and icon, with its own buttons in order.
    package struct Entry: Equatable, Sendable {
        package let identifier: String
        package let name: String
        /// The icon of its representative item, else of its first shown item.
        package let iconName: String?
        package let controls: [Control]
    }

    /// The customizable groups in the bar, in the user's order.
    package let shown: [Entry]
    /// The optional groups not in the bar, in declared order.
    package let available: [Entry]
    /// Reset and Done, under the rows.
    package let footer: [Control] = [Control(action: .reset, isEnabled: true), Control(action: .done, isEnabled: true)]

    init(shown: [Entry], available: [Entry]) {
        self.shown = shown
        self.available = available
    }
}
