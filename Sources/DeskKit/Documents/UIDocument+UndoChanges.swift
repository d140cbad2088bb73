import Foundation

// MARK: - Undo steps as unsaved changes

extension UIDocument {
    /// Counts the steps of `manager` as changes from now on, instead of the previous manager's.
    func countChanges(of manager: UndoManager?) {
        undoChangeCounter.follow(manager) { [weak self] change in self?.updateChangeCount(change) }
    }
}

/// Hears one undo manager's notifications and reports each step as a document change: a group
/// closing is a change done, an undo one undone, a redo one redone.
final class UndoChangeCounter: @unchecked Sendable {
    /// Guards the observer tokens, which the document's deinit may remove from any thread.
    private let lock = NSLock()
    private var tokens: [NSObjectProtocol] = []

    @MainActor
    func follow(_ manager: UndoManager?, change: @escaping @MainActor (UIDocument.ChangeKind) -> Void) {
        stop()
        guard let manager else { return }
        let center = NotificationCenter.default
        let kinds: [(Notification.Name, UIDocument.ChangeKind)] = [
            (.NSUndoManagerDidCloseUndoGroup, .done), (.NSUndoManagerDidUndoChange, .undone), (.NSUndoManagerDidRedoChange, .redone),
        ]
        let added = kinds.map { name, kind in
            // DeskKit's undo manager posts on the main actor, where it lives.
            center.addObserver(forName: name, object: manager, queue: nil) { _ in
                MainActor.assumeIsolated { change(kind) }
            }
        }
        lock.withLock { tokens = added }
    }

    func stop() {
        let removed = lock.withLock {
            defer { tokens = [] }
            return tokens
        }
        for token in removed { NotificationCenter.default.removeObserver(token) }
    }

    deinit { stop() }
}
