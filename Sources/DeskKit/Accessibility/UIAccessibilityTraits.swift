import Foundation

/// What kind of element an accessibility element is and what state it is in; a screen reader
/// speaks them after the label ("Save, button, dimmed").
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt64

    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No particular kind or state.
    public static let none = UIAccessibilityTraits([])
    /// Activating it does something; read as "button".
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens something elsewhere; read as "link".
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// A picture or drawn shape.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently chosen, like the shown tab or a selected cell.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Makes its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of an on-screen keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change, such as a label.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the screen when it first appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Cannot be used now; read as "dimmed".
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often, so readers poll it instead of announcing each change.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A field to type a search into.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts playing or recording when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// A value changed by stepping up and down, like a slider.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches or clicks directly, like a drawing surface.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Reading moves to the next page once this element is read.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Heads a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A strip of tabs that switch content.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}
