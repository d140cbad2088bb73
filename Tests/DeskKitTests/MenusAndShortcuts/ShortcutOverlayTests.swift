import DeskKit
import DeskKitTesting
import Testing

@MainActor
@Suite(.serialized)
struct ShortcutOverlayTests {
    @Test func categoriesFollowMenuOrderAndHideUnavailable() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UIKeyCommand(title: "Measure", action: "measure:", input: "m", modifierFlags: [.command, .alternate]),
                UIKeyCommand(title: "Sketch", action: "sketch:", input: "k", modifierFlags: .command),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("measure:", .copy, .find)
        UIMenuSystem.main.setNeedsRevalidate()
        host.holdCommandKey()
        let overlay = host.overlay!
        #expect(overlay.categories.map(\.title) == ["Test App", "File", "Edit", "View", "Help"])
        let view = overlay.categories.first { $0.title == "View" }!
        #expect(view.entries.map(\.title) == ["Full Screen", "Measure"])
        #expect(view.entries.map(\.shortcut) == ["F11", "Ctrl+Alt+M"])
        let edit = overlay.categories.first { $0.title == "Edit" }!
        #expect(edit.entries.map(\.title) == ["Copy", "Find…"])
    }

    @Test func discoverabilityTitleAndValidatedTitleAreShown() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Tools", children: [
                UIKeyCommand(title: "Go", action: "go:", input: "j", modifierFlags: .command, discoverabilityTitle: "Go to Line"),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("go:")
        UIMenuSystem.main.setNeedsRevalidate()
        host.holdCommandKey()
        #expect(host.overlay?.allEntries.map(\.title).contains("Go to Line") == true)
    }

    @Test func responderOnlyCommandsGoToOther() {
        let (host, _, controller) = makeHost()
        controller.implementActions("nextPage:")
        controller.extraKeyCommands = [UIKeyCommand(title: "Next Page", action: "nextPage:", input: UIKeyCommand.inputPageDown, modifierFlags: .command)]
        host.holdCommandKey()
        #expect(host.overlay?.categories.last?.title == ShortcutOverlay.otherCategoryTitle)
        #expect(host.overlay?.categories.last?.entries.map(\.shortcut) == ["Ctrl+Page Down"])
    }

    @Test func searchMatchesTitlesAndCategoriesIgnoringCaseAndAccents() {
        let (host, _, controller) = makeHost { builder in
            builder.insertChild(UIMenu(title: "Café", children: [
                UIKeyCommand(title: "Résumé", action: "resume:", input: "r", modifierFlags: [.command, .alternate]),
            ]), atEndOfMenu: .view)
        }
        controller.implementActions("resume:", .copy, .paste)
        UIMenuSystem.main.setNeedsRevalidate()
        host.holdCommandKey()
        host.searchOverlay("RESUME")
        #expect(host.overlay?.allEntries.map(\.title) == ["Résumé"])
        host.searchOverlay("edit")
        #expect(host.overlay?.categories.map(\.title) == ["Edit"])
        #expect(host.overlay?.allEntries.map(\.title) == ["Copy", "Paste"])
        host.searchOverlay("zzz")
        #expect(host.overlay?.categories.isEmpty == true)
        host.searchOverlay("")
        #expect((host.overlay?.allEntries.count ?? 0) >= 3)
    }

    @Test func choosingAnEntryPerformsAndCloses() {
        let (host, _, controller) = makeHost()
        controller.implementActions(.paste)
        UIMenuSystem.main.setNeedsRevalidate()
        host.holdCommandKey()
        #expect(host.chooseOverlayEntry("Paste"))
        #expect(controller.performed == [.paste])
        #expect(host.overlay == nil)
    }
}
