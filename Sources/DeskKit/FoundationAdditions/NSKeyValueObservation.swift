import Foundation

/// Which values a key-value observation hands its handler, and whether it calls it at once.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The bits of the set options.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hand over the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// Hand over the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// Call the handler once as soon as the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Call the handler before the change as well as after (DeskKit learns of changes only afterwards).
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// One change an observation saw: the values its options asked for.
public struct NSKeyValueObservedChange<Value> {
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for and there was one.
    public let oldValue: Value?
    /// Always false: DeskKit reports changes after they happen.
    public let isPrior: Bool
}

/// A running observation; it stops when invalidated or released.
public final class NSKeyValueObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) { self.stop = stop }

    /// Stops the observation; the handler is not called again.
    public func invalidate() {
        let stop = lock.withLock { () -> (() -> Void)? in
            defer { self.stop = nil }
            return self.stop
        }
        stop?()
    }

    deinit { invalidate() }
}

extension UserDefaults {
    /// Calls `changeHandler` whenever the value at `keyPath` (a property reading a default)
    /// changes, as key-value observing does on Apple's platforms.
    ///
    /// Foundation on Linux has no key-value observing: DeskKit re-reads the property each time
    /// `UserDefaults.didChangeNotification` is posted and reports a value that differs.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<UserDefaults, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (UserDefaults, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observer = DefaultsObserver(defaults: self, keyPath: keyPath, options: options, handler: changeHandler)
        if options.contains(.initial) { observer.report(new: observer.lastValue, old: nil) }
        let receiver: any DefaultsChangeReceiver = observer
        let token = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: self, queue: nil) { _ in
            receiver.defaultsDidChange()
        }
        let box = ObserverToken(token)
        return NSKeyValueObservation { NotificationCenter.default.removeObserver(box.token) }
    }
}

/// Hears that the defaults changed.
private protocol DefaultsChangeReceiver: AnyObject, Sendable {
    func defaultsDidChange()
}

/// What one observation of a default needs: the property to re-read, the last value seen and
/// the handler. Foundation calls it on the thread that changed the defaults.
private final class DefaultsObserver<Value: Equatable>: DefaultsChangeReceiver, @unchecked Sendable {
    private weak var defaults: UserDefaults?
    private let keyPath: KeyPath<UserDefaults, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: (UserDefaults, NSKeyValueObservedChange<Value>) -> Void
    private let lock = NSLock()
    private var current: Value

    init(defaults: UserDefaults, keyPath: KeyPath<UserDefaults, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping (UserDefaults, NSKeyValueObservedChange<Value>) -> Void) {
        self.defaults = defaults
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        current = defaults[keyPath: keyPath]
    }

    var lastValue: Value { lock.withLock { current } }

    /// Re-reads the property and reports it when it differs from the last value seen.
    func defaultsDidChange() {
        guard let defaults else { return }
        let value = defaults[keyPath: keyPath]
        let old: Value? = lock.withLock {
            guard value != current else { return nil }
            defer { current = value }
            return current
        }
        guard let old else { return }
        report(new: value, old: old)
    }

    func report(new: Value, old: Value?) {
        guard let defaults else { return }
        handler(defaults, NSKeyValueObservedChange(newValue: options.contains(.new) ? new : nil,
                                                   oldValue: options.contains(.old) ? old : nil, isPrior: false))
    }
}

/// A notification observer token, carried into the closure that removes it.
private final class ObserverToken: @unchecked Sendable {
    let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
}
