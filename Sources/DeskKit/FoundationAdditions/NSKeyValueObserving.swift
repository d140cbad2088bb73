import Foundation

/// A key of the dictionary describing one observed change.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an ``NSKeyValueChange`` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when the observer asked for `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when the observer asked for `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a change to a to-many property; DeskKit reports whole values, so never set.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Whether the report comes before the change; DeskKit reports afterwards, so never set.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// What kind of change an observer hears of; DeskKit reports whole new values (`.setting`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was replaced.
    case setting = 1
    /// Objects were inserted into a to-many property.
    case insertion
    /// Objects were removed from a to-many property.
    case removal
    /// Objects of a to-many property were replaced.
    case replacement
}

/// An object told of changes to properties it observes with
/// ``UIViewController/addObserver(_:forKeyPath:options:context:)``.
///
/// On Apple's platforms every `NSObject` can observe; Foundation on Linux has no key-value
/// observing, so an observer adopts this protocol (`scripts/port-mechanically` makes a class
/// that overrides `observeValue(forKeyPath:of:change:context:)` adopt it).
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// The property at `keyPath` of `object` changed; `change` holds what the observation's
    /// options asked for, and `context` is the pointer given when observing.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

extension NSKeyValueObserving {
    /// What the port calls where the observer passed a change on to `NSObject`'s method: the
    /// change was not one it asked for, which UIKit treats as a programming error; DeskKit reports it.
    public func _observeValueUnhandled(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
        DeskKitLog.report("'\(type(of: self))' received a change of '\(keyPath ?? "nil")' it did not handle; an observer handles every key path it observes.")
    }
}
