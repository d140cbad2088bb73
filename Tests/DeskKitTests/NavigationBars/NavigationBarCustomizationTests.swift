import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Adding, removing, moving and resetting center groups, kept on disk per identifier.
@MainActor
@Suite struct NavigationBarCustomizationTests {
    /// A controller with the seed's groups under a fresh customization identifier.
    static func seedController(identifier: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = "Plan"
        controller.navigationItem.style = .editor
        SeedNavigationBarTests.configure(controller.navigationItem)
        controller.navigationItem.customizationIdentifier = identifier
        return controller
    }

    static func names(_ item: UINavigationItem) -> [String] {
        item.displayedCenterItemGroups.map { $0.customizationIdentifier ?? $0.barButtonItems.first?.title ?? "?" }
    }

    @Test func theDefaultShowsEveryDefaultGroupAndOffersFormat() {
        let item = Self.seedController(identifier: NavigationBarTestSupport.uniqueIdentifier("defaults")).navigationItem
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text"])
        #expect(item.customization?.shownGroups == ["Draw", "Shapes", "Text"])
        #expect(item.centerItemGroupsAvailableToAdd.map(\.customizationIdentifier) == ["Format"])
    }

    @Test func addRemoveAndMoveKeepFixedGroupsInPlace() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("edit")
        let item = Self.seedController(identifier: identifier).navigationItem
        try item.addCenterItemGroup(withCustomizationIdentifier: "Format")
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text", "Format"])
        #expect(item.centerItemGroupsAvailableToAdd.isEmpty)
        try item.removeCenterItemGroup(withCustomizationIdentifier: "Shapes")
        #expect(Self.names(item) == ["Insert", "Draw", "Text", "Format"])
        try item.moveCenterItemGroup(withCustomizationIdentifier: "Format", to: 0)
        #expect(Self.names(item) == ["Insert", "Format", "Draw", "Text"])
        try item.addCenterItemGroup(withCustomizationIdentifier: "Shapes", at: 1)
        #expect(Self.names(item) == ["Insert", "Format", "Shapes", "Draw", "Text"])
        let saved = try String(contentsOf: NavigationBarCustomizationStore.fileURL(for: identifier), encoding: .utf8)
        #expect(saved.contains("\"shownGroups\" : [\n    \"Format\",\n    \"Shapes\",\n    \"Draw\",\n    \"Text\"\n  ]"))
    }

    @Test func fixedGroupsBetweenCustomizableOnesStayPut() throws {
        let item = UINavigationItem(title: "Fixed")
        item.customizationIdentifier = NavigationBarTestSupport.uniqueIdentifier("fixed")
        let fixed = UIBarButtonItem(title: "Pin").creatingFixedGroup()
        item.centerItemGroups = [
            UIBarButtonItem(title: "A").creatingMovableGroup(customizationIdentifier: "A"), fixed,
            UIBarButtonItem(title: "B").creatingOptionalGroup(customizationIdentifier: "B"),
            UIBarButtonItem(title: "C").creatingOptionalGroup(customizationIdentifier: "C"),
        ]
        try item.moveCenterItemGroup(withCustomizationIdentifier: "C", to: 0)
        try item.moveCenterItemGroup(withCustomizationIdentifier: "A", to: 2)
        #expect(item.displayedCenterItemGroups.map { $0.barButtonItems[0].title } == ["C", "Pin", "B", "A"])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @MainActor @Sendable (UINavigationItem) throws -> Void
        let error: NavigationBarCustomizationError
        var testDescription: String { name }
    }

    nonisolated static let refusals: [Refusal] = [
        Refusal(name: "remove a movable group", change: { try $0.removeCenterItemGroup(withCustomizationIdentifier: "Draw") }, error: .notRemovable("Draw")),
        Refusal(name: "add a shown group", change: { try $0.addCenterItemGroup(withCustomizationIdentifier: "Text") }, error: .alreadyShown("Text")),
        Refusal(name: "add an unknown group", change: { try $0.addCenterItemGroup(withCustomizationIdentifier: "Stamp") }, error: .unknownGroup("Stamp")),
        Refusal(name: "move a hidden group", change: { try $0.moveCenterItemGroup(withCustomizationIdentifier: "Format", to: 0) }, error: .notShown("Format")),
        Refusal(name: "move past the end", change: { try $0.moveCenterItemGroup(withCustomizationIdentifier: "Text", to: 3) }, error: .indexOutOfRange(3, count: 3)),
        Refusal(name: "add past the end", change: { try $0.addCenterItemGroup(withCustomizationIdentifier: "Format", at: 9) }, error: .indexOutOfRange(9, count: 3)),
    ]

    @Test(arguments: refusals)
    func badChangesAreRefusedWithAReason(_ refusal: Refusal) {
        let item = Self.seedController(identifier: NavigationBarTestSupport.uniqueIdentifier("refuse")).navigationItem
        #expect(throws: refusal.error) { try refusal.change(item) }
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text"])
    }

    @Test func errorMessagesNameTheProblemAndTheRemedy() {
        #expect(NavigationBarCustomizationError.notRemovable("Draw").description
            == "The group 'Draw' is movable, not optional, so it cannot be removed. Move it instead.")
        #expect(NavigationBarCustomizationError.notCustomizable.description
            == "This navigation bar cannot be customized. Set its navigation item's customizationIdentifier.")
    }

    @Test func withoutAnIdentifierNothingCanBeCustomized() {
        let item = UINavigationItem(title: "Plain")
        SeedNavigationBarTests.configure(item)
        item.customizationIdentifier = nil
        #expect(throws: NavigationBarCustomizationError.notCustomizable) { try item.addCenterItemGroup(withCustomizationIdentifier: "Format") }
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text"])
    }

    @Test func theChoiceSurvivesARestart() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("restart")
        do {
            let controller = Self.seedController(identifier: identifier)
            let host = NavigationBarTestSupport.host(showing: controller)
            try controller.navigationItem.addCenterItemGroup(withCustomizationIdentifier: "Format", at: 0)
            try controller.navigationItem.removeCenterItemGroup(withCustomizationIdentifier: "Text")
            host.application.terminate()
        }
        let controller = Self.seedController(identifier: identifier)
        let host = NavigationBarTestSupport.host(showing: controller)
        #expect(Self.names(controller.navigationItem) == ["Insert", "Format", "Draw", "Shapes"])
        #expect(host.navigationBar(width: 2000)?.elementNames == ["\"Plan\"", "Insert", "Bold", "Italic", "Underline", "Draw", "Square", "Circle", "Rectangle", "Diamond", "…"])
    }

    @Test func resetGoesBackToTheDefaultAndForgetsTheFile() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("reset")
        let item = Self.seedController(identifier: identifier).navigationItem
        try item.addCenterItemGroup(withCustomizationIdentifier: "Format")
        #expect(FileManager.default.fileExists(atPath: NavigationBarCustomizationStore.fileURL(for: identifier).path))
        item.resetCustomization()
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text"])
        #expect(!FileManager.default.fileExists(atPath: NavigationBarCustomizationStore.fileURL(for: identifier).path))
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        let name: String
        let contents: @Sendable (String) -> String
        let warning: String
        var testDescription: String { name }
    }

    nonisolated static let badFiles: [BadFile] = [
        BadFile(name: "not JSON", contents: { _ in "{ shownGroups: [Format" }, warning: "is damaged (it is not a customization file); the default toolbar is used."),
        BadFile(name: "wrong field types", contents: { "{\"version\": 1, \"identifier\": \"\($0)\", \"shownGroups\": 7, \"knownGroups\": []}" },
                warning: "is damaged (fields are missing or of the wrong kind); the default toolbar is used."),
        BadFile(name: "older format", contents: { "{\"version\": 0, \"identifier\": \"\($0)\", \"groups\": [\"Format\"]}" },
                warning: "has format version 0, which this app does not read; the default toolbar is used."),
        BadFile(name: "another bar's file", contents: { _ in "{\"version\": 1, \"identifier\": \"other\", \"shownGroups\": [\"Format\"], \"knownGroups\": []}" },
                warning: "belongs to the bar 'other'; the default toolbar is used."),
    ]

    @Test(arguments: badFiles)
    func aBadFileFallsBackToTheDefaultWithAWarning(_ bad: BadFile) throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("bad")
        let url = NavigationBarCustomizationStore.fileURL(for: identifier)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bad.contents(identifier).utf8).write(to: url)
        let log = LogCollector()
        let item = Self.seedController(identifier: identifier).navigationItem
        #expect(Self.names(item) == ["Insert", "Draw", "Shapes", "Text"])
        #expect(log.messages.contains { $0 == "The saved toolbar customization '\(url.path)' \(bad.warning)" })
        // The next change replaces the bad file.
        try item.addCenterItemGroup(withCustomizationIdentifier: "Format")
        let reread = Self.seedController(identifier: identifier).navigationItem
        #expect(Self.names(reread) == ["Insert", "Draw", "Shapes", "Text", "Format"])
    }

    @Test func aFileFromAnOlderAppKeepsWhatStillFits() throws {
        let identifier = NavigationBarTestSupport.uniqueIdentifier("older")
        let url = NavigationBarCustomizationStore.fileURL(for: identifier)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Saved before Text existed, with a Stamp group that is gone now and Draw left out.
        let json = "{\"version\": 1, \"identifier\": \"\(identifier)\", \"shownGroups\": [\"Stamp\", \"Shapes\", \"Format\"], \"knownGroups\": [\"Draw\", \"Shapes\", \"Format\", \"Stamp\"]}"
        try Data(json.utf8).write(to: url)
        let item = Self.seedController(identifier: identifier).navigationItem
        // Movable Draw always shows; Text is new and in the default, so it joins at the end.
        #expect(item.customization?.shownGroups == ["Shapes", "Format", "Draw", "Text"])
    }

    @Test func repeatedIdentifiersAreReportedAndTheLaterGroupStaysFixed() throws {
        let log = LogCollector()
        let item = UINavigationItem(title: "Twice")
        item.customizationIdentifier = NavigationBarTestSupport.uniqueIdentifier("twice")
        item.centerItemGroups = [
            UIBarButtonItem(title: "Pen").creatingMovableGroup(customizationIdentifier: "Draw"),
            UIBarButtonItem(title: "Brush").creatingOptionalGroup(customizationIdentifier: "Draw"),
            UIBarButtonItem(title: "Blank").creatingOptionalGroup(customizationIdentifier: ""),
        ]
        #expect(item.diagnostics == [
            .duplicateCustomizationIdentifier("Draw", bar: item.customizationIdentifier),
            .emptyCustomizationIdentifier(bar: item.customizationIdentifier),
        ])
        let message = "The navigation bar '\(item.customizationIdentifier!)' has more than one group with the customization identifier 'Draw'; the later one cannot be customized. Give each movable and optional group its own identifier."
        #expect(log.messages.contains(message))
        #expect(item.displayedCenterItemGroups.map { $0.barButtonItems[0].title } == ["Pen", "Brush", "Blank"])
        #expect(throws: NavigationBarCustomizationError.notRemovable("Draw")) { try item.removeCenterItemGroup(withCustomizationIdentifier: "Draw") }
    }
}
