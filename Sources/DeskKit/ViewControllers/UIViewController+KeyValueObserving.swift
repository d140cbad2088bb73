import Foundation

extension UIViewController {
    /// Tells `observer` of every later change to the property at `keyPath`, with the values
    /// `options` asks for, through its ``NSKeyValueObserving/observeValue(forKeyPath:of:change:context:)``.
    ///
    /// DeskKit reports the properties its own controllers change, not any property by name:
    /// `viewControllers` of a split view, navigation or tab bar controller. Observing another
    /// key path is reported through DeskKit's log and never called. The observer is held
    /// weakly; it stops hearing with ``removeObserver(_:forKeyPath:context:)``.
    public func addObserver(_ observer: NSKeyValueObserving, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard observableKeyPaths.contains(keyPath) else {
            DeskKitLog.report("DeskKit does not report changes of '\(keyPath)' of \(type(of: self)); it reports \(observableKeyPaths.isEmpty ? "none of its properties" : observableKeyPaths.sorted().joined(separator: ", ")).")
            return
        }
        KeyValueObservers.shared.add(.init(observer: observer, keyPath: keyPath, options: options, context: context), to: self)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = value(forObservedKey: keyPath) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Stops `observer` hearing of changes at `keyPath`, for the observation made with `context`.
    public func removeObserver(_ observer: NSKeyValueObserving, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.remove(observer, keyPath: keyPath, context: context, matchingContext: true, from: self)
    }

    /// Stops `observer` hearing of changes at `keyPath`.
    public func removeObserver(_ observer: NSKeyValueObserving, forKeyPath keyPath: String) {
        KeyValueObservers.shared.remove(observer, keyPath: keyPath, context: nil, matchingContext: false, from: self)
    }

    /// The key paths this controller reports changes of.
    var observableKeyPaths: Set<String> {
        self is UISplitViewController || self is UINavigationController || self is UITabBarController ? ["viewControllers"] : []
    }

    /// The value at an observable key path now.
    private func value(forObservedKey keyPath: String) -> Any? {
        switch self {
        case let split as UISplitViewController where keyPath == "viewControllers": split.viewControllers
        case let navigation as UINavigationController where keyPath == "viewControllers": navigation.viewControllers
        case let tabs as UITabBarController where keyPath == "viewControllers": tabs.viewControllers as Any
        default: nil
        }
    }

    /// Tells the observers of `key` that it changed from `old` to `new`.
    func didChangeValue(forKey key: String, old: Any?, new: Any?) {
        for registration in KeyValueObservers.shared.registrations(of: self, keyPath: key) {
            guard let observer = registration.observer else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new), let new { change[.newKey] = new }
            if registration.options.contains(.old), let old { change[.oldKey] = old }
            observer.observeValue(forKeyPath: key, of: self, change: change, context: registration.context)
        }
    }
}

/// The observations of DeskKit's controllers, by observed object; an object that went away
/// takes its observations with it.
@MainActor
final class KeyValueObservers {
    static let shared = KeyValueObservers()

    struct Registration {
        weak var observer: NSKeyValueObserving?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    private struct Observed {
        weak var object: AnyObject?
        var registrations: [Registration]
    }

    private var observed: [ObjectIdentifier: Observed] = [:]

    /// The entry of `object`, after dropping those of objects and observers that went away.
    private func index(of object: AnyObject) -> ObjectIdentifier? {
        let key = ObjectIdentifier(object)
        guard let entry = observed[key] else { return nil }
        guard entry.object === object else {
            observed[key] = nil
            return nil
        }
        observed[key]?.registrations.removeAll { $0.observer == nil }
        return key
    }

    func add(_ registration: Registration, to object: AnyObject) {
        if let key = index(of: object) {
            observed[key]?.registrations.append(registration)
        } else {
            observed[ObjectIdentifier(object)] = Observed(object: object, registrations: [registration])
        }
    }

    func remove(_ observer: NSKeyValueObserving, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool, from object: AnyObject) {
        guard let key = index(of: object), let registrations = observed[key]?.registrations else { return }
        // Like Foundation, one call removes one matching observation: the latest.
        guard let last = registrations.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && (!matchingContext || $0.context == context)
        }) else { return }
        observed[key]?.registrations.remove(at: last)
    }

    func registrations(of object: AnyObject, keyPath: String) -> [Registration] {
        guard let key = index(of: object) else { return [] }
        return observed[key]?.registrations.filter { $0.keyPath == keyPath } ?? []
    }
}
