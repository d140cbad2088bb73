/// Records undo and redo operations, with Foundation's API shape (Foundation on Linux has none).
///
/// Operations registered between ``beginUndoGrouping()`` and ``endUndoGrouping()`` undo as one
/// step. With ``groupsByEvent`` on, registrations outside an explicit group each form their own
/// step (there is no run loop event to close a group automatically).
@preconcurrency @MainActor
public final class UndoManager {
    private struct Group {
        var operations: [@MainActor () -> Void] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []

    /// Whether registrations outside an explicit group form their own undo step.
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
        if openGroups.isEmpty {
            var group = Group()
            group.operations.append(operation)
            push(group)
        } else {
            openGroups[openGroups.count - 1].operations.append(operation)
        }
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
    }

    /// Closes the innermost group; an empty group leaves no step, and a nested one joins its
    /// parent.
    public func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        guard !group.operations.isEmpty else { return }
        if openGroups.isEmpty {
            push(group)
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

    /// Whether there is a step to undo; a text view enables Edit > Undo by it.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name given to the next undo step with ``setActionName(_:)``; empty when it has none.
    public var undoActionName: String { undoStack.last?.actionName ?? "" }
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
    }

    /// Forgets every undo and redo step and any open group, e.g. after loading a new document.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    // MARK: - Enabling

    /// False between ``disableUndoRegistration()`` and the matching ``enableUndoRegistration()``.
    public var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    /// Ignores registrations until re-enabled; calls nest, each needing its own enable.
    public func disableUndoRegistration() { disableCount += 1 }
    /// Undoes one ``disableUndoRegistration()``; extra calls do nothing.
    public func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }

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
