import Foundation

// MARK: - Observers with a selector

extension NotificationCenter {
    /// Delivers notifications named `name` (all when nil) from `object` (any when nil) to the
    /// action `selector` of `observer`, as UIKit code observes with `#selector`.
    ///
    /// There is no Objective-C runtime on Linux, so the observer declares the action as a
    /// responder declares any (`implement("keyboardWillShow:", by: Editor.keyboardWillShow)` in
    /// ``UIResponder/registerActions()``) and receives the `Notification` as the sender, on the
    /// main actor. An action the observer does not declare is reported through DeskKit's log
    /// with the fix. The observer is held weakly: its registrations end when it goes away, or
    /// with ``removeObserver(_:)`` or ``removeObserver(_:name:object:)``.
    @MainActor
    public func addObserver(_ observer: UIResponder, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let registration = SelectorObservers.TokenBox()
        registration.token = addObserver(forName: name, object: object, queue: nil) { [weak self, weak observer] note in
            nonisolated(unsafe) let note = note
            let deliver = { @MainActor in
                guard let observer else {
                    // The observer went without removing itself: its registration goes too.
                    if let self, let token = SelectorObservers.shared.remove(registration, in: self) { self.removeObserver(token) }
                    return
                }
                guard observer.invokeAction(selector, sender: note) else {
                    DeskKitLog.report("'\(type(of: observer))' observes '\(note.name.rawValue)' with '\(selector)' but does not implement it. Declare it with implement(\"\(selector)\", by:) in registerActions().")
                    return
                }
            }
            // Posted on the main queue (the main actor's): delivered at once, as Foundation does.
            if SelectorObservers.isOnMainQueue { MainActor.assumeIsolated(deliver) } else { DispatchQueue.main.async(execute: deliver) }
        }
        SelectorObservers.shared.add(.init(observer: ObjectIdentifier(observer), box: registration, name: name, object: object.map { $0 as AnyObject }), in: self)
    }

    /// Ends every registration of `observer`, those made with a selector and Foundation's own;
    /// callable from anywhere, `deinit` included.
    public nonisolated func removeObserver(_ observer: UIResponder) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Ends `observer`'s registrations for `name` (all when nil) and `object` (any when nil),
    /// those made with a selector and Foundation's own.
    public nonisolated func removeObserver(_ observer: UIResponder, name: NSNotification.Name?, object: Any?) {
        let tokens = SelectorObservers.shared.remove(ObjectIdentifier(observer), name: name, object: object.map { $0 as AnyObject }, in: self)
        for token in tokens {
            removeObserver(token)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The registrations made with a selector, per notification center, so they can be removed by
/// observer as Foundation removes its own; guarded by a lock, as removal may come from any thread.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    /// Holds a registration's Foundation token, which its own block needs to remove it.
    final class TokenBox: @unchecked Sendable {
        var token: NSObjectProtocol?
    }

    struct Registration {
        let observer: ObjectIdentifier
        let box: TokenBox
        let name: NSNotification.Name?
        let object: AnyObject?
    }

    /// Marks the main queue, which runs the main actor's jobs whichever thread drains it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, so on the main actor.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// A center's registrations. The center is held weakly and compared by identity: a center
    /// that went away takes its registrations with it, and a new center at its address never
    /// finds them.
    private struct CenterRegistrations {
        weak var center: NotificationCenter?
        var registrations: [Registration]
    }

    private let lock = NSLock()
    private var centers: [CenterRegistrations] = []

    /// The index of `center`'s registrations, after dropping those of centers that went away.
    private func index(of center: NotificationCenter) -> Int? {
        centers.removeAll { $0.center == nil }
        return centers.firstIndex { $0.center === center }
    }

    func add(_ registration: Registration, in center: NotificationCenter) {
        lock.withLock {
            if let index = index(of: center) {
                centers[index].registrations.append(registration)
            } else {
                centers.append(CenterRegistrations(center: center, registrations: [registration]))
            }
        }
    }

    /// Takes out the registrations matching, returning their tokens.
    func remove(_ observer: ObjectIdentifier, name: NSNotification.Name?, object: AnyObject?, in center: NotificationCenter) -> [NSObjectProtocol] {
        lock.withLock {
            var removed: [NSObjectProtocol] = []
            guard let index = index(of: center) else { return removed }
            centers[index].registrations.removeAll { registration in
                let matches = registration.observer == observer
                    && (name == nil || registration.name == name)
                    && (object == nil || registration.object === object)
                if matches, let token = registration.box.token { removed.append(token) }
                return matches
            }
            return removed
        }
    }

    /// Takes out one registration, returning its token.
    func remove(_ box: TokenBox, in center: NotificationCenter) -> NSObjectProtocol? {
        lock.withLock {
            if let index = index(of: center) { centers[index].registrations.removeAll { $0.box === box } }
            return box.token
        }
    }
}
