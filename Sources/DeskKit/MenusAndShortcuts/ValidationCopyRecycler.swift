/// The main menu's validation copies from its last pass, offered to the commands of the next.
///
/// An app that makes its menus anew in every `buildMenu(with:)` hands each pass thousands of new
/// commands equal to the last pass's, whose copies die with the previous build. A copy whose
/// command is gone is reset to the values of an equal new command (same class, action, property
/// list and key combination) and serves as its copy, instead of one copy being made and another
/// freed per command. Nothing that still has a command loses its copy, and what validation sees
/// is the same: a copy holding the command's current values.
///
/// A rebuild usually meets its commands in the last pass's order, so each new command is first
/// compared with the copy at its own position; the copies are indexed by key only once a pass
/// meets a command out of that order.
@MainActor
final class ValidationCopyRecycler {
    // Unchecked exclusivity: touched per command, and each access ends before any app code
    // runs (no call out of this class holds one open), so accesses can never overlap.
    /// The last pass's copies by position; an entry is emptied when taken.
    @exclusivity(unchecked) private var previous: ContiguousArray<UICommand?> = []
    /// The positions in `previous` by command key, built on the pass's first miss.
    @exclusivity(unchecked) private var positions: [CommandKey: Int]?
    /// This pass's copies, in the order validation met their commands.
    @exclusivity(unchecked) private var current: ContiguousArray<UICommand?> = []

    /// Starts a pass: the copies of the one that just ended are offered, and any left over from
    /// the pass before are let go.
    func beginPass() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        current.reserveCapacity(previous.count)
        positions = nil
    }

    /// Lets every copy go (a new application).
    func reset() {
        previous = []
        current = []
        positions = nil
    }

    /// The copy `command`, which has none yet, can take over: the one at its position in the last
    /// pass if equal, otherwise the one with its key. Nil when there is none, or it does not fit.
    func spareCopy(for command: UICommand) -> UICommand? {
        let position = current.count
        if position < previous.count, let candidate = take(at: position, for: command) { return candidate }
        if positions == nil { positions = indexByKey() }
        guard let found = positions?[command.commandKey] else { return nil }
        return take(at: found, for: command)
    }

    /// Takes the copy at `position` out of the last pass's if `command` can adopt it. Moved out
    /// and, when it does not fit, back, so the check costs no reference counting.
    private func take(at position: Int, for command: UICommand) -> UICommand? {
        guard let candidate = previous[position].take() else { return nil }
        if command.canAdopt(candidate) { return candidate }
        previous[position] = candidate
        return nil
    }

    /// Keeps `copy`, the copy this pass shows for its next command, for the next pass.
    func record(_ copy: UICommand) {
        current.append(copy)
    }

    private func indexByKey() -> [CommandKey: Int] {
        var index: [CommandKey: Int] = [:]
        index.reserveCapacity(previous.count)
        for position in previous.indices {
            if let copy = previous[position] { index[copy.commandKey] = position }
        }
        return index
    }
}
