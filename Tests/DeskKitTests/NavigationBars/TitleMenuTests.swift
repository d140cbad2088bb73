import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Suggested title actions follow the responder chain; the document header describes the file.
@MainActor
@Suite struct TitleMenuTests {
    struct Chain: Sendable, CustomTestStringConvertible {
        let declared: [Selector]
        let titles: [String]
        var testDescription: String { declared.map(\.name).joined(separator: " ") }
    }

    nonisolated static let chains: [Chain] = [
        Chain(declared: [], titles: []),
        Chain(declared: [.duplicate], titles: ["Duplicate"]),
        Chain(declared: [.move, .rename], titles: ["Move", "Rename"]),
        Chain(declared: [.export, .duplicate], titles: ["Duplicate", "Export"]),
        Chain(declared: [.print], titles: ["Print"]),
        Chain(declared: [.printContent], titles: ["Print"]),
        Chain(declared: [.print, .printContent, .move, .export, .duplicate], titles: ["Duplicate", "Move", "Export", "Print"]),
    ]

    @Test(arguments: chains)
    func suggestedActionsAreThoseTheChainCanPerform(_ chain: Chain) {
        let controller = DocumentActionsViewController()
        controller.declared = chain.declared
        controller.navigationItem.titleMenuProvider = { UIMenu(children: $0) }
        let host = NavigationBarTestSupport.host(showing: controller)
        host.openTitleMenu()
        #expect(host.titleMenuTitles == chain.titles)
    }

    @Test func renameIsSuggestedOnlyWithARenameDelegate() {
        let controller = DocumentActionsViewController()
        controller.navigationItem.titleMenuProvider = { UIMenu(children: $0) }
        let host = NavigationBarTestSupport.host(showing: controller)
        host.openTitleMenu()
        #expect(host.titleMenuTitles == [])
        let delegate = RecordingRenameDelegate()
        controller.navigationItem.renameDelegate = delegate
        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Rename"])
        controller.navigationItem.renameDelegate = nil
        host.openTitleMenu()
        #expect(host.titleMenuTitles == [])
    }

    @Test func aFocusedViewAddsItsActionsAndCanDisableOthers() throws {
        let (host, _, controller) = makeHost()
        controller.implementActions(.duplicate, .move)
        controller.enabled = { $0 != .move }
        controller.navigationItem.titleMenuProvider = { UIMenu(children: $0) }
        let focused = ExportingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(focused)
        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Duplicate"])
        #expect(focused.becomeFirstResponder())
        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Duplicate", "Export"])
        #expect(host.chooseTitleMenuItem(["Export"]))
        #expect(focused.exports == 1)
        #expect(host.titleMenu == nil)
        focused.resignFirstResponder()
        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Duplicate"])
        #expect(host.chooseTitleMenuItem(["Duplicate"]))
        #expect(controller.performed == [.duplicate])
    }

    @Test func aProviderReturningNilMeansNoMenu() {
        let controller = DocumentActionsViewController()
        controller.navigationItem.titleMenuProvider = { _ in nil }
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(host.openTitleMenu() == nil)
        controller.navigationItem.titleMenuProvider = nil
        #expect(!controller.navigationItem.hasTitleMenu)
        #expect(host.navigationBar(width: 800)?.hasTitleMenu == false)
    }

    struct Size: Sendable, CustomTestStringConvertible {
        let bytes: Int
        let shown: String
        var testDescription: String { "\(bytes) bytes" }
    }

    nonisolated static let sizes: [Size] = [
        Size(bytes: 0, shown: "0 bytes"), Size(bytes: 1, shown: "1 byte"), Size(bytes: 999, shown: "999 bytes"),
        Size(bytes: 1000, shown: "1.0 KB"), Size(bytes: 1500, shown: "1.5 KB"), Size(bytes: 12_345, shown: "12 KB"),
        Size(bytes: 999_600, shown: "1.0 MB"), Size(bytes: 2_500_000, shown: "2.5 MB"),
    ]

    @Test(arguments: sizes)
    func theHeaderGivesTheSizeAsAFileManagerWould(_ size: Size) throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Survey.pdf")
        try Data(count: size.bytes).write(to: url)
        let header = UIDocumentProperties(url: url).header
        #expect(header.formattedSize == size.shown)
        #expect(header.subtitle == "PDF Document — \(size.shown)")
        #expect(header.iconName == "application-pdf")
        #expect(header.fallbackIconName == "application-x-generic")
    }

    @Test func aFolderOrUnknownFileStillGetsAHeader() throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let folderHeader = UIDocumentProperties(url: folder).header
        #expect(folderHeader.kind == "Folder")
        #expect(folderHeader.byteCount == nil)
        let odd = folder.appendingPathComponent("notes.xyz")
        try Data("x".utf8).write(to: odd)
        #expect(UIDocumentProperties(url: odd).header.subtitle == "Document — 1 byte")
    }
}

/// A view that exports and can take focus.
@MainActor
final class ExportingView: UIView {
    var exports = 0
    override var canBecomeFirstResponder: Bool { true }
    override func registerActions() {
        super.registerActions()
        implement(.export) { responder, _ in (responder as? ExportingView)?.exports += 1 }
    }
}

/// A rename delegate that records what it is told and can refuse.
@MainActor
final class RecordingRenameDelegate: UINavigationItemRenameDelegate {
    var endedWith: [String] = []
    var allowsBegin = true
    var refusesEnd: (String) -> Bool = { _ in false }
    var startingSelection: ((String) -> Range<String.Index>)?

    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
        endedWith.append(title)
    }

    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool {
        allowsBegin
    }

    func navigationItem(_ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>) -> (String, Range<String.Index>) {
        (title, startingSelection?(title) ?? selectedRange)
    }

    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool {
        !refusesEnd(title)
    }
}
