import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
struct UndoManagerTests {
    final class Counter { var value = 0 }

    private func add(_ amount: Int, to counter: Counter, manager: UndoManager) {
        counter.value += amount
        manager.registerUndo(withTarget: counter) { target in
            self.add(-amount, to: target, manager: manager)
        }
    }

    @Test func undoAndRedoSingleSteps() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter()
        add(5, to: counter, manager: manager)
        add(2, to: counter, manager: manager)
        manager.undo()
        #expect(counter.value == 5)
        manager.redo()
        #expect(counter.value == 7)
        manager.undo(); manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        #expect(manager.canRedo)
    }

    @Test func groupsUndoAsOneStepWithName() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        add(1, to: counter, manager: manager)
        add(1, to: counter, manager: manager)
        manager.setActionName("Typing")
        manager.endUndoGrouping()
        #expect(manager.undoActionName == "Typing")
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.redoActionName == "Typing")
        manager.redo()
        #expect(counter.value == 2)
    }

    @Test func newChangeClearsRedoAndLevelsLimitHistory() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let counter = Counter()
        for _ in 0..<4 { add(1, to: counter, manager: manager) }
        manager.undo(); manager.undo()
        #expect(!manager.canUndo)
        #expect(counter.value == 2)
        add(10, to: counter, manager: manager)
        #expect(!manager.canRedo)
    }

    // MARK: - Grouping by event

    /// An app whose ⌘M command makes two changes to `counter`, each registering its own undo.
    private func twoChangeHost(_ counter: Counter, _ manager: UndoManager) -> TestHost {
        let (host, _, controller) = makeHost()
        controller.extraKeyCommands = [UIKeyCommand(title: "Add Twice", action: "addTwice:", input: "m", modifierFlags: .command)]
        controller.actions.insert("addTwice:")
        controller.implement("addTwice:") { _, _ in
            for _ in 0..<2 { self.add(1, to: counter, manager: manager) }
        }
        return host
    }

    /// Everything one key press registers undoes as one step; the next press is a step of its own.
    @Test func oneEventUndoesAsOneStep() {
        let counter = Counter()
        let manager = UndoManager()
        let host = twoChangeHost(counter, manager)
        host.press("m", modifiers: .command)
        host.press("m", modifiers: .command)
        #expect(counter.value == 4)
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        manager.redo()
        #expect(counter.value == 2)
        manager.redo()
        #expect(counter.value == 4)
    }

    /// With grouping by event off, each registration outside a group is a step of its own.
    @Test func withoutGroupingByEventEachRegistrationIsAStep() {
        let counter = Counter()
        let manager = UndoManager()
        manager.groupsByEvent = false
        let host = twoChangeHost(counter, manager)
        host.press("m", modifiers: .command)
        manager.undo()
        #expect(counter.value == 1)
    }

    /// Registrations made outside any event (a timer, a finished load) group until the main
    /// queue turns, the way a run loop turn ends a group in Foundation.
    @Test func registrationsOutsideEventsGroupUntilTheMainQueueTurns() async {
        let manager = UndoManager()
        let counter = Counter()
        add(1, to: counter, manager: manager)
        add(2, to: counter, manager: manager)
        manager.setActionName("Load")
        #expect(manager.canUndo)
        #expect(manager.undoActionName == "Load")
        #expect(manager.groupingLevel == 1)
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(manager.groupingLevel == 0)
        add(4, to: counter, manager: manager)
        manager.undo()
        #expect(counter.value == 3)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.redoActionName == "Load")
    }

    /// A group the app opens inside an event nests in the event's group; one it leaves open keeps
    /// collecting until it ends, and undo closes what is open first.
    @Test func explicitGroupsNestInTheEventGroup() {
        let manager = UndoManager()
        let counter = Counter()
        add(1, to: counter, manager: manager)
        manager.beginUndoGrouping()
        add(10, to: counter, manager: manager)
        manager.setActionName("Inner")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.groupingLevel == 0)
        #expect(manager.redoActionName == "Inner")
    }

    /// A new change while an undone step waits clears redo at once, not when its event ends.
    @Test func aNewChangeClearsRedoImmediately() {
        let manager = UndoManager()
        let counter = Counter()
        add(1, to: counter, manager: manager)
        manager.undo()
        #expect(manager.canRedo)
        add(5, to: counter, manager: manager)
        #expect(!manager.canRedo)
    }
}
