import DeskKit

/// The straightforward peer: a flat list of commands, checked for duplicates and searched for
/// keys by scanning, as a first implementation of a menu builder would.
@MainActor
struct NaiveMenuModel {
    private var commands: [UIKeyCommand?] = []
    private var identifiers: [String] = []
    private var keyed: [(KeyCombination, UICommand)] = []

    var keyCount: Int { keyed.count }

    static func build() -> NaiveMenuModel {
        var model = NaiveMenuModel()
        for menu in 0..<MenuBenchmark.menuCount {
            let identifier = "bench.\(menu)"
            guard !model.identifiers.contains(identifier) else { continue }
            model.identifiers.append(identifier)
            for case let command as UICommand in MenuBenchmark.commands(forMenu: menu) {
                model.insert(command)
            }
        }
        return model
    }

    private mutating func insert(_ command: UICommand) {
        if let keyCommand = command as? UIKeyCommand, let combination = keyCommand.keyCombination {
            if keyed.contains(where: { $0.0 == combination }) { return }
            keyed.append((combination, command))
        }
        if commands.contains(where: { $0?.action == command.action }) { return }
        commands.append(command as? UIKeyCommand)
    }

    func lookup(_ combination: KeyCombination) -> UICommand? {
        keyed.first { $0.0 == combination }?.1
    }
}
