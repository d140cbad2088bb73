import DeskKit
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
        manager.levelsOfUndo = 2
        let counter = Counter()
        for _ in 0..<4 { add(1, to: counter, manager: manager) }
        manager.undo(); manager.undo()
        #expect(!manager.canUndo)
        #expect(counter.value == 2)
        add(10, to: counter, manager: manager)
        #expect(!manager.canRedo)
    }
}
