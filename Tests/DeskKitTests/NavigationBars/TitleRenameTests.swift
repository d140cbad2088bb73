import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Inline rename: the editor in the title, its keys, the delegate's say, and renaming on disk.
@MainActor
@Suite struct TitleRenameTests {
    static func renamable(_ title: String) -> (TestHost, UIViewController, RecordingRenameDelegate) {
        let controller = UIViewController()
        controller.title = title
        controller.navigationItem.style = .editor
        let delegate = RecordingRenameDelegate()
        controller.navigationItem.renameDelegate = delegate
        let host = NavigationBarTestSupport.host(showing: controller)
        return (host, controller, delegate)
    }

    @Test(arguments: [
        ("Plan.txt", "Plan"), ("Plan", "Plan"), (".bashrc", ".bashrc"), ("archive.tar.gz", "archive.tar"), ("", ""), ("Ünïcødé.md", "Ünïcødé"),
    ])
    func theNameWithoutItsExtensionIsSelected(_ title: String, _ selected: String) {
        #expect(String(title[UINavigationItem.defaultRenameSelection(in: title)]) == selected)
    }

    @Test func typingReplacesTheSelectionAndEnterCommits() {
        let (host, controller, delegate) = Self.renamable("Plan.txt")
        let previous = ExportingView(frame: .zero)
        controller.view.addSubview(previous)
        previous.becomeFirstResponder()
        #expect(host.beginRename())
        #expect(controller.navigationItem.isRenaming)
        #expect(host.keyWindow?.firstResponder === controller.navigationItem.renameField)
        host.type("Site")
        #expect(host.renameText == "Site.txt")
        #expect(host.navigationBar(width: 800)?.elementNames.first == "\"Site.txt\"")
        host.press("\u{8}")
        host.press(UIKeyCommand.inputEnd)
        host.type("!")
        #expect(host.renameText == "Sit.txt!")
        #expect(host.pressEnter())
        #expect(delegate.endedWith == ["Sit.txt!"])
        #expect(!controller.navigationItem.isRenaming)
        #expect(host.keyWindow?.firstResponder === previous)
        // The title is the delegate's to change.
        #expect(controller.navigationItem.title == "Plan.txt")
    }

    /// Focus moving elsewhere (a click in the content) ends the rename with the name as typed,
    /// unless the delegate refuses that name: then the field keeps the keyboard.
    @Test func focusLeavingTheFieldCommitsTheName() {
        let (host, controller, delegate) = Self.renamable("Plan.txt")
        let content = ExportingView(frame: .zero)
        controller.view.addSubview(content)
        delegate.refusesEnd = { $0.hasPrefix("Draft") }
        #expect(host.beginRename())
        host.type("Draft")
        #expect(!content.becomeFirstResponder(), "a refused name keeps the keyboard")
        #expect(controller.navigationItem.isRenaming)
        #expect(host.keyWindow?.firstResponder === controller.navigationItem.renameField)
        #expect(delegate.endedWith.isEmpty)

        host.press(UIKeyCommand.inputHome)
        host.press(UIKeyCommand.inputRightArrow)
        host.press("\u{8}")
        host.type("S")
        #expect(host.renameText == "Sraft.txt")
        #expect(content.becomeFirstResponder())
        #expect(!controller.navigationItem.isRenaming)
        #expect(delegate.endedWith == ["Sraft.txt"])
        #expect(host.keyWindow?.firstResponder === content, "focus stays where it went")
        #expect(host.navigationBar(width: 800)?.renameField == nil)
    }

    @Test func escCancelsWithoutTellingTheDelegate() {
        let (host, controller, delegate) = Self.renamable("Plan.txt")
        #expect(host.beginRename())
        host.type("Other")
        #expect(host.pressEscape())
        #expect(!controller.navigationItem.isRenaming)
        #expect(delegate.endedWith.isEmpty)
        #expect(controller.navigationItem.title == "Plan.txt")
        #expect(host.navigationBar(width: 800)?.renameField == nil)
    }

    @Test func theDelegateDecidesWhenRenamingStartsAndEnds() {
        let (host, controller, delegate) = Self.renamable("Plan.txt")
        delegate.allowsBegin = false
        #expect(!host.beginRename())
        delegate.allowsBegin = true
        delegate.startingSelection = { $0.startIndex..<$0.endIndex }
        delegate.refusesEnd = { $0.hasPrefix("Draft") }
        #expect(host.beginRename())
        #expect(controller.navigationItem.renameField?.selectedText == "Plan.txt")
        #expect(!host.beginRename())
        host.type("Draft")
        host.pressEnter()
        #expect(controller.navigationItem.isRenaming)
        host.press(UIKeyCommand.inputHome)
        host.press(UIKeyCommand.inputRightArrow)
        host.press("\u{8}")
        host.type("M")
        #expect(host.renameText == "Mraft")
        host.pressEnter()
        #expect(delegate.endedWith == ["Mraft"])
    }

    @Test func aBlankNameIsNotCommittedByDefault() {
        final class Minimal: UINavigationItemRenameDelegate {
            var ended: [String] = []
            func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) { ended.append(title) }
        }
        let controller = UIViewController()
        controller.title = "Plan"
        let delegate = Minimal()
        controller.navigationItem.renameDelegate = delegate
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(host.beginRename())
        host.type("   ")
        host.pressEnter()
        #expect(controller.navigationItem.isRenaming)
        #expect(delegate.ended.isEmpty)
    }

    // MARK: - Renaming on disk

    struct BadName: Sendable, CustomTestStringConvertible {
        let name: String
        let error: @Sendable (URL) -> DocumentRenameError
        let message: @Sendable (URL) -> String
        var testDescription: String { "'\(name)'" }
    }

    nonisolated static let badNames: [BadName] = [
        BadName(name: "", error: { _ in .emptyName }, message: { _ in "The name cannot be empty. Enter a name for the document." }),
        BadName(name: "  ", error: { _ in .emptyName }, message: { _ in "The name cannot be empty. Enter a name for the document." }),
        BadName(name: "Site/Plan", error: { _ in .invalidCharacter(name: "Site/Plan", character: "/") },
                message: { _ in "The name 'Site/Plan' contains '/', which file names cannot hold. Choose a name without it." }),
        BadName(name: "..", error: { _ in .reservedName("..") }, message: { _ in "'..' is reserved for folders. Choose another name." }),
        BadName(name: "Other", error: { .alreadyExists(name: "Other.txt", folder: $0.path) },
                message: { "A file named 'Other.txt' already exists in '\($0.path)'. Choose another name." }),
        BadName(name: "Other.txt", error: { .alreadyExists(name: "Other.txt", folder: $0.path) },
                message: { "A file named 'Other.txt' already exists in '\($0.path)'. Choose another name." }),
    ]

    @Test(arguments: badNames)
    func aBadNameIsRefusedAndTheOriginalKept(_ bad: BadName) throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Plan.txt")
        try Data("plan".utf8).write(to: url)
        try Data("other".utf8).write(to: folder.appendingPathComponent("Other.txt"))
        var result: (URL?, (any Error)?)?
        UIDocumentBrowserViewController().renameDocument(at: url, proposedName: bad.name) { result = ($0, $1) }
        #expect(result?.0 == nil)
        let error = try #require(result?.1 as? DocumentRenameError)
        #expect(error == bad.error(folder))
        #expect(error.localizedDescription == bad.message(folder))
        #expect(try String(contentsOf: url, encoding: .utf8) == "plan")
        #expect(try String(contentsOf: folder.appendingPathComponent("Other.txt"), encoding: .utf8) == "other")
    }

    @Test(arguments: [("House", "House.txt"), ("House.md", "House.md"), ("plan.txt", "plan.txt"), ("Plan.txt", "Plan.txt")])
    func aGoodNameRenamesTheFile(_ proposed: String, _ expected: String) throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Plan.txt")
        try Data("plan".utf8).write(to: url)
        var renamed: URL?
        UIDocumentBrowserViewController().renameDocument(at: url, proposedName: proposed) { url, error in
            #expect(error == nil)
            renamed = url
        }
        #expect(renamed?.lastPathComponent == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [expected])
    }

    @Test func theSeedDelegateKeepsTheOriginalWhenTheNameIsTaken() throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Plan.txt")
        try Data("plan".utf8).write(to: url)
        try Data("other".utf8).write(to: folder.appendingPathComponent("Other.txt"))
        let controller = SeedNavigationBarTests.ViewController()
        controller.documentURL = url
        controller.title = "Plan.txt"
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(host.beginRename())
        host.type("Other")
        host.pressEnter()
        #expect(controller.title == "Plan.txt")
        #expect(controller.documentURL == url)
        #expect((controller.lastError as? DocumentRenameError) == .alreadyExists(name: "Other.txt", folder: folder.path))
        #expect(FileManager.default.fileExists(atPath: url.path))
    }
}
