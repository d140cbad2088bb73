import DeskKit
import Foundation
import Testing

extension UserDefaults {
    /// The colour a settings bundle stores, read as an app's observed property.
    fileprivate var observedTestColour: Int { integer(forKey: "DeskKitObservedTestColour") }
}

/// The changes one observation reported, in order.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var all: [String] { lock.withLock { stored } }
    func add(_ report: String) { lock.withLock { stored.append(report) } }
}

@Suite("Observing user defaults", .serialized)
struct UserDefaultsObservationTests {
    @Test("An observation reports the value at once, then each change the defaults announce")
    func reportsChanges() throws {
        let suite = "DeskKitObservationTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(1, forKey: "DeskKitObservedTestColour")
        let reports = Reports()
        let observation = defaults.observe(\.observedTestColour, options: [.initial, .new, .old]) { _, change in
            reports.add("\(change.oldValue.map(String.init) ?? "-") → \(change.newValue.map(String.init) ?? "-")")
        }
        #expect(reports.all == ["- → 1"])
        defaults.set(3, forKey: "DeskKitObservedTestColour")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        #expect(reports.all == ["- → 1", "1 → 3"])
        // Another key changing leaves the observed value alone: no report.
        defaults.set("x", forKey: "Other")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        #expect(reports.all.count == 2)
        observation.invalidate()
        defaults.set(2, forKey: "DeskKitObservedTestColour")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        #expect(reports.all.count == 2, "an invalidated observation reports nothing")
    }

    @Test("Without .initial the handler waits for a change, and without .new it gets no value")
    func optionsDecideWhatIsReported() throws {
        let suite = "DeskKitObservationTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let reports = Reports()
        let observation = defaults.observe(\.observedTestColour) { _, change in
            reports.add(change.newValue.map(String.init) ?? "no value")
        }
        #expect(reports.all.isEmpty)
        defaults.set(5, forKey: "DeskKitObservedTestColour")
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
        #expect(reports.all == ["no value"])
        _ = observation
    }
}
