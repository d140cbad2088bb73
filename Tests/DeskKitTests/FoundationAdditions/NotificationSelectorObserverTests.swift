@testable import DeskKit
import Foundation
import Testing

/// Observes with a selector, as ported UIKit code does, declaring the action DeskKit's way.
@MainActor
final class SelectorObserver: UIResponder {
    var received: [String] = []
    override func registerActions() {
        super.registerActions()
        implement("noteArrived:") { responder, sender in
            (responder as? SelectorObserver)?.received.append((sender as? Notification)?.name.rawValue ?? "?")
        }
    }
}

/// `NotificationCenter.addObserver(_:selector:name:object:)`: delivery to the declared action,
/// removal by observer, the end of an observer that went away, and an undeclared action reported.
@MainActor
struct NotificationSelectorObserverTests {
    private let ping = Notification.Name("org.deskkit.tests.ping")
    private let pong = Notification.Name("org.deskkit.tests.pong")

    @Test func notificationsReachTheDeclaredActionUntilTheObserverIsRemoved() {
        let center = NotificationCenter()
        let observer = SelectorObserver()
        let source = NSObject()
        center.addObserver(observer, selector: "noteArrived:", name: ping, object: nil)
        center.addObserver(observer, selector: "noteArrived:", name: pong, object: source)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: NSObject())
        center.post(name: pong, object: source)
        #expect(observer.received == [ping.rawValue, pong.rawValue])
        center.removeObserver(observer, name: ping, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: source)
        #expect(observer.received == [ping.rawValue, pong.rawValue, pong.rawValue])
        center.removeObserver(observer)
        center.post(name: pong, object: source)
        #expect(observer.received.count == 3)
    }

    @Test func anObserverThatWentAwayIsNoLongerCalled() {
        let center = NotificationCenter()
        var observer: SelectorObserver? = SelectorObserver()
        weak let gone = observer
        let identity = ObjectIdentifier(observer!)
        center.addObserver(observer!, selector: "noteArrived:", name: ping, object: nil)
        observer = nil
        #expect(gone == nil)
        center.post(name: ping, object: nil)
        center.post(name: ping, object: nil)
        // The first post found the observer gone and ended its registration.
        #expect(SelectorObservers.shared.remove(identity, name: nil, object: nil, in: center).isEmpty)
    }

    @Test func anUndeclaredActionIsReportedWithTheFix() {
        let log = LogCollector()
        let center = NotificationCenter()
        let observer = SelectorObserver()
        center.addObserver(observer, selector: "keyboardWillShow:", name: ping, object: nil)
        center.post(name: ping, object: nil)
        #expect(observer.received.isEmpty)
        #expect(log.messages.contains { $0.contains("'keyboardWillShow:'") && $0.contains("implement(\"keyboardWillShow:\", by:)") })
    }
}
