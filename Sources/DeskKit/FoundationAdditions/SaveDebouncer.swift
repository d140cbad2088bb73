import Foundation

/// Runs a save a moment after changes pause, and never later than a bound after the first
/// unsaved change, so continuous typing is still saved about every ``longestWait`` seconds.
@MainActor
package final class SaveDebouncer {
    /// How long changes must pause before the save runs.
    package let pause: TimeInterval
    /// The longest a change waits for its save while changes keep coming.
    package let longestWait: TimeInterval
    private let action: @MainActor () -> Void
    /// When the oldest change not yet saved was made; nil when nothing waits.
    private var firstChange: DispatchTime?
    private var scheduled: DispatchWorkItem?

    /// A debouncer calling `action` on the main queue; DeskKit's saves use a quarter of a second
    /// of pause and at most three quarters of a second of waiting.
    package init(pause: TimeInterval = 0.25, longestWait: TimeInterval = 0.75, action: @escaping @MainActor () -> Void) {
        self.pause = pause
        self.longestWait = longestWait
        self.action = action
    }

    /// Whether a save waits to run.
    package var isPending: Bool { firstChange != nil }

    /// Notes a change: the save moves to `pause` from now, but not past `longestWait` after the
    /// first change it carries.
    package func noteChange() {
        let now = DispatchTime.now()
        let first = firstChange ?? now
        firstChange = first
        let deadline = min(now + pause, first + longestWait)
        scheduled?.cancel()
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
        scheduled = item
        DispatchQueue.main.asyncAfter(deadline: deadline, execute: item)
    }

    /// Runs a waiting save now (before the process ends, say); nothing when none waits.
    package func flush() {
        guard isPending else { return }
        fire()
    }

    /// Forgets a waiting save (its changes were saved another way).
    package func cancel() {
        scheduled?.cancel()
        scheduled = nil
        firstChange = nil
    }

    private func fire() {
        cancel()
        action()
    }
}

/// The one serial queue DeskKit writes state and drafts on, off the main thread: writes to the
/// same file never overlap, and they happen in the order they were asked for.
package enum StateWriteQueue {
    package static let queue = DispatchQueue(label: "org.deskkit.state-writes", qos: .utility)

    /// Waits until every write asked for so far has finished.
    package static func drain() {
        queue.sync {}
    }
}
