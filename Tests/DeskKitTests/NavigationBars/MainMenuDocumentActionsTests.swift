import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// File ▸ document in the main menu (iPadOS 16): Duplicate, Move…, Rename… and Export… go up
/// the responder chain as the title menu's actions do, and are disabled where nothing takes them.
@MainActor
@Suite struct MainMenuDocumentActionsTests {
    @Test func theFileMenuHoldsTheDocumentActionsThenPrint() {
        let host = NavigationBarTestSupport.host(showing: UIViewController())
        let titles = host.mainMenuTitles(["File"])
        let documentActions = ["Duplicate", "Move…", "Rename…", "Export…"]
        let start = titles.firstIndex(of: "Duplicate")
        #expect(start != nil, "\(titles)")
        if let start {
            #expect(Array(titles[start..<min(titles.count, start + 5)]) == documentActions + ["Print…"])
        }
        let rename = host.mainMenuItem(["File", "Rename…"]) as? UIKeyCommand
        #expect(rename?.input == UIKeyCommand.inputF2 && rename?.modifierFlags == [], "F2 renames, as in GNOME")
    }

    @Test func withoutADocumentEveryActionIsDisabled() {
        let host = NavigationBarTestSupport.host(showing: UIViewController())
        for title in ["Duplicate", "Move…", "Rename…", "Export…", "Print…"] {
            let element = host.mainMenuItem(["File", title])
            #expect(element != nil, "File ▸ \(title) is missing")
            #expect(element.map(MenuQuery.isEnabled) == false, "File ▸ \(title) is enabled with nothing to act on")
            #expect(!host.performMainMenuItem(["File", title]))
        }
        #expect(!host.press(UIKeyCommand.inputF2))
        #expect(host.navigationItem?.isRenaming == false)
    }

    @Test func renameAndF2RenameTheTitleInPlaceThroughTheRenameDelegate() {
        let (host, controller, delegate) = TitleRenameTests.renamable("Plan.txt")
        let previous = ExportingView(frame: .zero)
        controller.view.addSubview(previous)
        previous.becomeFirstResponder()
        #expect(host.mainMenuItem(["File", "Rename…"]).map(MenuQuery.isEnabled) == true)
        #expect(host.performMainMenuItem(["File", "Rename…"]))
        #expect(controller.navigationItem.isRenaming)
        #expect(host.keyWindow?.firstResponder === controller.navigationItem.renameField)
        #expect(controller.navigationItem.renameField?.selectedText == "Plan")
        host.type("Site")
        #expect(host.pressEnter())
        #expect(delegate.endedWith == ["Site.txt"])
        #expect(host.keyWindow?.firstResponder === previous, "the keyboard goes back where it was")

        // F2 from the document does the same; Esc leaves the name as it was.
        #expect(host.press(UIKeyCommand.inputF2))
        #expect(controller.navigationItem.isRenaming)
        #expect(host.pressEscape())
        #expect(!controller.navigationItem.isRenaming)
        #expect(delegate.endedWith == ["Site.txt"])

        // A delegate that declines to begin: the command still shows enabled (the chain takes
        // it), but nothing opens.
        delegate.allowsBegin = false
        host.press(UIKeyCommand.inputF2)
        #expect(!controller.navigationItem.isRenaming)
        controller.navigationItem.renameDelegate = nil
        #expect(host.mainMenuItem(["File", "Rename…"]).map(MenuQuery.isEnabled) == false, "no delegate, no rename")
    }

    @Test func theOtherActionsReachTheResponderThatDeclaresThem() {
        let controller = DocumentActionsViewController()
        controller.declared = [.duplicate, .export]
        controller.title = "Plan.txt"
        controller.navigationItem.titleMenuProvider = { UIMenu(children: $0) }
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(host.mainMenuItem(["File", "Duplicate"]).map(MenuQuery.isEnabled) == true)
        #expect(host.mainMenuItem(["File", "Export…"]).map(MenuQuery.isEnabled) == true)
        #expect(host.mainMenuItem(["File", "Move…"]).map(MenuQuery.isEnabled) == false)
        #expect(host.performMainMenuItem(["File", "Duplicate"]))
        #expect(host.performMainMenuItem(["File", "Export…"]))
        #expect(!host.performMainMenuItem(["File", "Move…"]))
        #expect(controller.performed == [.duplicate, .export])
        // The title menu offers the same actions, from the same chain.
        #expect(host.openTitleMenu() != nil)
        #expect(host.titleMenuTitles == ["Duplicate", "Export"])
    }
}
