import Foundation

/// Records undo and redo operations, with Foundation's API shape (Foundation on Linux has none).
///
/// Operations registered between ``beginUndoGrouping()`` and ``endUndoGrouping()`` undo as one
/// step. With ``groupsByEvent`` on, as by default, everything registered while one user event is
/// handled (a key press, a click, a menu command) undoes as one step, as in Foundation: the first
/// registration opens a group, and the end of the event, or else the next turn of the main queue,
/// closes it.
@preconcurrency @MainActor
public final class UndoManager {
    private struct Group {
        var operations: [@MainActor () -> Void] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    /// Whether the outermost open group is the one a registration opened for the current event.
    private var hasEventGroup = false

    /// Whether registrations made while one event is handled undo together; when false, each
    /// registration outside an explicit group is a step of its own.
    public var groupsByEvent = true
    /// The most undo steps kept; 0 means no limit.
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// True while ``undo()`` runs its operations, so registrations then go to the redo stack.
    public private(set) var isUndoing = false
    /// True while ``redo()`` runs its operations, so registrations then go to the undo stack.
    public private(set) var isRedoing = false
    private var disableCount = 0

    /// An empty manager that keeps every step (``levelsOfUndo`` 0) and groups by event.
    public init() {}

    // MARK: - Registering

    /// Records `handler` to run on undo (or on redo, while undoing).
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        let operation: @MainActor () -> Void = { [weak target] in
            if let target { handler(target) }
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                var group = Group()
                group.operations.append(operation)
                push(group)
                post(.NSUndoManagerDidCloseUndoGroup)
                return
            }
            openEventGroup()
        }
        openGroups[openGroups.count - 1].operations.append(operation)
    }

    /// Names the current step, as shown in "Undo Typing".
    public func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actionName = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    // MARK: - Grouping

    /// Opens a group; everything registered until the matching ``endUndoGrouping()`` undoes as
    /// one step. Groups nest.
    public func beginUndoGrouping() {
        openGroups.append(Group())
        if openGroups.count == 1 { post(.NSUndoManagerDidOpenUndoGroup) }
    }

    /// Closes the innermost group; an empty group leaves no step, and a nested one joins its
    /// parent.
    public func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty { hasEventGroup = false }
        guard !group.operations.isEmpty else { return }
        if openGroups.isEmpty {
            push(group)
            post(.NSUndoManagerDidCloseUndoGroup)
        } else {
            openGroups[openGroups.count - 1].operations.append(contentsOf: group.operations)
            if openGroups[openGroups.count - 1].actionName.isEmpty {
                openGroups[openGroups.count - 1].actionName = group.actionName
            }
        }
    }

    /// How many groups are open.
    public var groupingLevel: Int { openGroups.count }

    // MARK: - Undoing and redoing

    /// Whether there is a step to undo, counting one still open; a text view enables Edit > Undo
    /// by it.
    public var canUndo: Bool { !undoStack.isEmpty || hasOpenOperations }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name given to the next undo step with ``setActionName(_:)``; empty when it has none.
    public var undoActionName: String {
        guard hasOpenOperations else { return undoStack.last?.actionName ?? "" }
        return openGroups.first { !$0.actionName.isEmpty }?.actionName ?? ""
    }

    /// Whether the open groups hold operations, which ``undo()`` closes into a step first.
    private var hasOpenOperations: Bool {
        openGroups.contains { !$0.operations.isEmpty }
    }
    /// The name of the next redo step; empty when it has none.
    public var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Undoes the last step; open groups are closed first.
    public func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        openGroups.append(Group(actionName: group.actionName))
        for operation in group.operations.reversed() { operation() }
        let inverse = openGroups.removeLast()
        isUndoing = false
        if !inverse.operations.isEmpty { redoStack.append(inverse) }
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone step.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        openGroups.append(Group(actionName: group.actionName))
        for operation in group.operations.reversed() { operation() }
        let inverse = openGroups.removeLast()
        isRedoing = false
        if !inverse.operations.isEmpty { undoStack.append(inverse); trim() }
        post(.NSUndoManagerDidRedoChange)
    }

    /// Forgets every undo and redo step and any open group, e.g. after loading a new document.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        hasEventGroup = false
        post(.NSUndoManagerCheckpoint)
    }

    // MARK: - Enabling

    /// False between ``disableUndoRegistration()`` and the matching ``enableUndoRegistration()``.
    public var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    /// Ignores registrations until re-enabled; calls nest, each needing its own enable.
    public func disableUndoRegistration() { disableCount += 1 }
    /// Undoes one ``disableUndoRegistration()``; extra calls do nothing.
    public func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }

    // MARK: - Grouping by event

    /// Managers whose event group is open, closed together when the event ends.
    private static var managersWithEventGroups: [WeakManager] = []
    private static var isEventEndScheduled = false
    private struct WeakManager { weak var manager: UndoManager? }

    /// Opens the group for the current event, and makes sure it closes when the event ends or,
    /// for registrations made outside any event, on the main queue's next turn.
    private func openEventGroup() {
        beginUndoGrouping()
        hasEventGroup = true
        Self.managersWithEventGroups.append(WeakManager(manager: self))
        guard !Self.isEventEndScheduled else { return }
        Self.isEventEndScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                UndoManager.isEventEndScheduled = false
                UndoManager.endEventGroups()
            }
        }
    }

    /// How many event handlers are running, nested; groups close when the outermost ends.
    private static var eventDepth = 0

    /// Marks the start of a user event's handling (a key press, a click, a menu command); groups
    /// left open by work done before it close, as that work belonged to an earlier turn.
    static func beginEvent() {
        if eventDepth == 0 { endEventGroups() }
        eventDepth += 1
    }

    /// Marks the end of a user event's handling; when no outer event is running, the groups its
    /// registrations opened close.
    static func endEvent() {
        eventDepth -= 1
        if eventDepth == 0 { endEventGroups() }
    }

    /// Closes every group opened for the event being handled, as the end of a run loop turn does
    /// in Foundation; a group the app began and has not ended stays open.
    static func endEventGroups() {
        let managers = managersWithEventGroups.compactMap(\.manager)
        managersWithEventGroups.removeAll()
        for manager in managers where manager.hasEventGroup {
            if manager.groupingLevel == 1 {
                manager.endUndoGrouping()
            } else {
                managersWithEventGroups.append(WeakManager(manager: manager))
            }
        }
    }

    private func push(_ group: Group) {
        undoStack.append(group)
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }
    }
}
