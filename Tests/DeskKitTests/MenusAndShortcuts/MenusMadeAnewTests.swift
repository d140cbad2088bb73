import DeskKit
import DeskKitTesting
import Testing

/// An app that makes new menu objects in every `buildMenu(with:)`, the common UIKit pattern:
/// each rebuild shows its own commands' values as the responder chain validates them, whatever
/// validation did in earlier passes, and the app's commands are never changed.
@MainActor
@Suite(.serialized)
struct MenusMadeAnewTests {
    /// Enables "pick:" by the command's property list and marks the titles it is told to.
    final class Marking: UIViewController {
        var marked: Set<String> = []
        var enabledLists: Set<String> = []
        var picked: [String] = []

        override func registerActions() {
            super.registerActions()
            implement("measure:") { _, _ in }
            implement("pick:") { responder, sender in
                let list = (sender as? UICommand)?.propertyList as? String
                (responder as? Marking)?.picked.append(list ?? "none")
            }
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == "pick:" {
                guard let list = (sender as? UICommand)?.propertyList as? String else { return false }
                return enabledLists.contains(list)
            }
            return super.canPerformAction(action, withSender: sender)
        }

        override func validate(_ command: UICommand) {
            guard marked.contains(command.title) else { return }
            command.title += " ✓"
            command.state = .on
            command.attributes = [.destructive]
        }
    }

    private func makeApp(_ build: @escaping (UIMenuBuilder) -> Void) -> (TestHost, Marking) {
        let delegate = ScriptedAppDelegate()
        delegate.build = build
        let host = TestHost(delegate: delegate)
        let controller = Marking()
        host.keyWindow?.rootViewController = controller
        return (host, controller)
    }

    @Test func eachRebuildShowsItsOwnCommandsAsValidated() {
        var round = 0
        var made: [UICommand] = []
        let (host, controller) = makeApp { builder in
            made = [
                UICommand(title: "Measure", action: "measure:"),
                UIKeyCommand(title: "Sketch \(round % 2)", action: "sketch:", input: "k", modifierFlags: [.command, .alternate],
                             attributes: round % 3 == 0 ? [.disabled] : []),
                UICommand(title: "Pick A", action: "pick:", propertyList: "a"),
                UICommand(title: "Pick B", action: "pick:", propertyList: "b", discoverabilityTitle: round % 2 == 0 ? "Even" : nil),
            ]
            builder.insertChild(UIMenu(title: "Tools", children: made), atEndOfMenu: .view)
        }
        for next in 1...8 {
            round = next
            controller.marked = next % 2 == 0 ? ["Measure", "Pick B"] : []
            controller.enabledLists = next % 3 == 0 ? ["a"] : ["b"]
            UIMenuSystem.main.setNeedsRebuild()
            let marked = next % 2 == 0
            // Only the responder that can perform a command validates it: Pick B when "b" is on.
            let pickBMarked = marked && next % 3 != 0
            #expect(host.mainMenuTitles(["View", "Tools"]) == [
                marked ? "Measure ✓" : "Measure", "Sketch \(next % 2)", "Pick A", pickBMarked ? "Pick B ✓" : "Pick B",
            ])
            let items = host.mainMenuTitles(["View", "Tools"]).map { host.mainMenuItem(["View", "Tools", $0]) as? UICommand }
            #expect(items.map { $0?.state } == [marked ? .on : .off, .off, .off, pickBMarked ? .on : .off])
            #expect(items.map { $0?.attributes } == [marked ? [.destructive] : [], next % 3 == 0 ? [.disabled] : [], [], pickBMarked ? [.destructive] : []])
            #expect(items.map { $0?.propertyList as? String } == [nil, nil, "a", "b"])
            #expect(items[3]?.discoverabilityTitle == (next % 2 == 0 ? "Even" : nil))
            #expect(items.map { $0.map(MenuQuery.isEnabled) } == [true, false, next % 3 == 0, next % 3 != 0])
            // Validation worked on copies: the app's objects hold what it gave them.
            #expect(made.map(\.title) == ["Measure", "Sketch \(next % 2)", "Pick A", "Pick B"])
            #expect(made.allSatisfy { $0.state == .off })
        }
    }

    @Test func aCommandTheAppKeepsGoesBackWithItsOwnValues() {
        let kept = UICommand(title: "Kept", action: "measure:", state: .mixed)
        var useKept = true
        var round = 0
        let (host, _) = makeApp { builder in
            let command = useKept ? kept : UICommand(title: "Fresh \(round)", action: "measure:")
            builder.insertChild(UIMenu(title: "Tools", children: [command]), atEndOfMenu: .view)
        }
        for next in 1...6 {
            round = next
            useKept = next % 3 == 0
            UIMenuSystem.main.setNeedsRebuild()
            let title = useKept ? "Kept" : "Fresh \(next)"
            #expect(host.mainMenuTitles(["View", "Tools"]) == [title])
            #expect((host.mainMenuItem(["View", "Tools", title]) as? UICommand)?.state == (useKept ? .mixed : .off))
        }
    }

    /// A property list that is not hashable: commands compare by its description, so each
    /// round's command equals the last round's though its property list is another object.
    final class Payload: CustomStringConvertible {
        let round: Int
        init(round: Int) { self.round = round }
        var description: String { "payload" }
    }

    @Test func eachRebuildsCommandCarriesItsOwnPropertyList() {
        var round = 0
        let (host, controller) = makeApp { builder in
            let children = [UICommand(title: "Pick", action: "pickPayload:", propertyList: Payload(round: round))]
            builder.insertChild(UIMenu(title: "Tools", children: children), atEndOfMenu: .view)
        }
        var picked: [Int] = []
        controller.implement("pickPayload:") { _, sender in
            if let payload = (sender as? UICommand)?.propertyList as? Payload { picked.append(payload.round) }
        }
        for next in 1...4 {
            round = next
            UIMenuSystem.main.setNeedsRebuild()
            let item = host.mainMenuItem(["View", "Tools", "Pick"]) as? UICommand
            #expect((item?.propertyList as? Payload)?.round == next)
            #expect(item.map { host.application.perform($0) } == true)
        }
        #expect(picked == [1, 2, 3, 4])
    }

    @Test func performingAMenuItemSendsTheNewCommandsPropertyList() {
        var list = "first"
        let (host, controller) = makeApp { builder in
            let children = [UICommand(title: "Pick", action: "pick:", propertyList: list)]
            builder.insertChild(UIMenu(title: "Tools", children: children), atEndOfMenu: .view)
        }
        for next in ["first", "second", "third"] {
            list = next
            controller.enabledLists = [next]
            UIMenuSystem.main.setNeedsRebuild()
            let item = host.mainMenuItem(["View", "Tools", "Pick"])
            #expect(item.map(MenuQuery.isEnabled) == true)
            #expect(item.map { host.application.perform($0) } == true)
        }
        #expect(controller.picked == ["first", "second", "third"])
    }

    /// Validation decorates one round's copies (subtitle, image, discoverability title,
    /// alternates); the next round's new commands, which take those copies over, show only what
    /// they were made with, and a value a command was made with shows even where the copy had it.
    @Test func aNewCommandShowsNoneOfWhatValidationGaveTheLastRoundsCopy() {
        final class Decorating: UIViewController {
            var decorate = false
            override func registerActions() {
                super.registerActions()
                implement("decorate:") { _, _ in }
            }
            override func validate(_ command: UICommand) {
                guard decorate else { return }
                command.subtitle = "decorated"
                command.image = UIImage(iconName: "emblem-important")
                command.discoverabilityTitle = "Decorated"
                command.alternates = [UICommandAlternate(title: "Alternate", action: "decorate:", modifierFlags: .alternate)]
            }
        }
        var round = 0
        let delegate = ScriptedAppDelegate()
        delegate.build = { builder in
            let command = UICommand(title: "Decorate", image: round == 3 ? UIImage(iconName: "document-new") : nil,
                                    action: "decorate:", discoverabilityTitle: round == 3 ? "Made" : nil)
            builder.insertChild(UIMenu(title: "Tools", children: [command]), atEndOfMenu: .view)
        }
        let host = TestHost(delegate: delegate)
        let controller = Decorating()
        host.keyWindow?.rootViewController = controller
        for next in 1...4 {
            round = next
            controller.decorate = next == 1
            UIMenuSystem.main.setNeedsRebuild()
            let item = host.mainMenuItem(["View", "Tools", "Decorate"]) as? UICommand
            #expect(item?.subtitle == (next == 1 ? "decorated" : nil))
            #expect(item?.image?.iconName == (next == 1 ? "emblem-important" : next == 3 ? "document-new" : nil))
            #expect(item?.discoverabilityTitle == (next == 1 ? "Decorated" : next == 3 ? "Made" : nil))
            #expect(item?.alternates.map(\.title) == (next == 1 ? ["Alternate"] : []))
        }
    }
}
