import Foundation

/// Messages an app sends to assistive technology: something to announce, or that the screen
/// or its layout changed.
@MainActor
public enum UIAccessibility {
    /// The kind of message posted with ``post(notification:argument:)``.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's name.
        public let rawValue: String
        /// A notification from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Speak the argument, a string, without moving the reader's focus.
        public static let announcement = Notification(rawValue: "announcement")
        /// Part of the screen changed; the argument is the element to move to, if any.
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// A new screen appeared; the argument is the element to move to, if any.
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// Content scrolled; the argument is a string describing where, if any.
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }

    /// A message as a presenter receives it.
    package struct Posting {
        package let notification: Notification
        /// The argument when it is text (an announcement), else nil.
        package let text: String?
        /// The argument when it is an element or view, else nil.
        package let element: AnyObject?
    }

    private final class Observer {
        let body: @MainActor (Posting) -> Void
        init(_ body: @escaping @MainActor (Posting) -> Void) { self.body = body }
    }

    private static var observers: [ObjectIdentifier: Observer] = [:]

    /// Sends `notification` to assistive technology (on Linux, the presenters relay it to AT-SPI).
    public static func post(notification: Notification, argument: Any?) {
        let posting = Posting(notification: notification, text: argument as? String,
                              element: argument.map { $0 as AnyObject }.flatMap { $0 is String ? nil : $0 })
        noteFocus(from: posting)
        for observer in observers.values { observer.body(posting) }
    }

    /// Calls `body` with every posting until ``removeObserver(_:)`` is called with the returned token.
    package static func addObserver(_ body: @escaping @MainActor (Posting) -> Void) -> ObjectIdentifier {
        let observer = Observer(body)
        let token = ObjectIdentifier(observer)
        observers[token] = observer
        return token
    }

    package static func removeObserver(_ token: ObjectIdentifier) {
        observers[token] = nil
    }
}
