import Foundation

// MARK: - The element a screen reader is on

extension UIAccessibility {
    /// Which assistive technology a focus query asks about; on Linux every reader shares one focus.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        /// The identifier as UIKit spells it.
        public let rawValue: String
        /// An identifier from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A screen reader (on Linux, any reader on the AT-SPI bus, such as Orca).
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Switch access.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    private static weak var focusedObject: AnyObject?

    /// The element assistive technology is on: the one the app last named in a layout or screen
    /// change, or the one a reader moved to. Nil when none, or when it went away.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        focusedObject
    }

    /// Records `element` as focused after the app named it in a posting (the reader follows it).
    static func noteFocus(from posting: Posting) {
        guard posting.notification == .layoutChanged || posting.notification == .screenChanged,
              let element = posting.element, element is UIView || element is UIAccessibilityElement else { return }
        focusedObject = element
    }

    /// Moves the reader's focus to `element` because the reader (or the keyboard) went there:
    /// the old element hears it lost focus, the new one that it gained it.
    package static func moveFocus(to element: AnyObject) {
        guard element !== focusedObject else { return }
        let old = focusedObject
        focusedObject = element
        (old as? UIView)?.accessibilityElementDidLoseFocus()
        (old as? UIAccessibilityElement)?.accessibilityElementDidLoseFocus()
        (element as? UIView)?.accessibilityElementDidBecomeFocused()
        (element as? UIAccessibilityElement)?.accessibilityElementDidBecomeFocused()
    }

    /// Whether `element` is the one assistive technology is on.
    static func isFocused(_ element: AnyObject) -> Bool { focusedObject === element }
}
