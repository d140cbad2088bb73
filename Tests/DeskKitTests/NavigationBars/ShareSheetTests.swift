import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The share sheet opened from the title menu, and the item provider behind drags and shares.
@MainActor
@Suite struct ShareSheetTests {
    static func sharedDocument() throws -> (TestHost, UIViewController, URL) {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Site Plan.txt")
        try Data("north wall".utf8).write(to: url)
        let controller = UIViewController()
        controller.title = url.lastPathComponent
        SeedNavigationBarTests.addDocumentProperties(to: controller.navigationItem, url: url)
        let host = NavigationBarTestSupport.host(showing: controller)
        return (host, controller, url)
    }

    @Test func copyPutsTheFileURIOnThePasteboard() throws {
        let (host, _, url) = try Self.sharedDocument()
        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Share…"])
        #expect(host.chooseTitleMenuItem(["Share…"]))
        var outcome: (UIActivity.ActivityType?, Bool)?
        host.shareSheet?.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        #expect(host.chooseShareActivity("Copy"))
        #expect(UIPasteboard.general.string == url.absoluteString)
        #expect(outcome?.0 == .copyToPasteboard)
        #expect(outcome?.1 == true)
        #expect(host.shareSheet == nil)
    }

    @Test func sendByEmailOpensAMailtoLinkWithTheFileAttached() throws {
        let (host, controller, url) = try Self.sharedDocument()
        #expect(controller.navigationItem.presentShareSheet())
        #expect(host.chooseShareActivity("Send by Email"))
        let mail = try #require(host.openedURLs.first)
        let components = try #require(URLComponents(url: mail, resolvingAgainstBaseURL: false))
        #expect(components.scheme == "mailto")
        #expect(components.queryItems?.first { $0.name == "subject" }?.value == "Site Plan.txt")
        #expect(components.queryItems?.first { $0.name == "attachment" }?.value == url.path)
    }

    @Test func excludedAndApplicationActivitiesShapeTheList() {
        final class Stamp: UIActivity {
            var performed = false
            override var activityType: ActivityType? { ActivityType("org.example.stamp") }
            override var activityTitle: String? { "Stamp" }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
            override func perform() {
                performed = true
                activityDidFinish(true)
            }
        }
        let stamp = Stamp()
        let sheet = UIActivityViewController(activityItems: ["walls"], applicationActivities: [stamp])
        sheet.excludedActivityTypes = [.mail]
        // Text has nothing to open, so Open With… is left out too.
        #expect(sheet.availableActivities.compactMap(\.activityTitle) == ["Copy", "Stamp"])
        #expect(sheet.performActivity(UIActivity.ActivityType("org.example.stamp")))
        #expect(stamp.performed)
        #expect(!sheet.performActivity(.mail))
    }

    @Test func anItemProviderLoadsItsFile() throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("data.json")
        try Data("{}".utf8).write(to: url)
        let provider = try #require(NSItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.data"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.json"))

        let loaded = Box()
        provider.loadDataRepresentation(forTypeIdentifier: "public.json") { data, _ in loaded.data = data }
        #expect(loaded.data == Data("{}".utf8))

        provider.loadFileRepresentation(forTypeIdentifier: "public.data") { copy, _ in
            loaded.url = copy
            loaded.copyExisted = copy.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
        }
        #expect(loaded.copyExisted)
        #expect(loaded.url?.lastPathComponent == "data.json")
        #expect(loaded.url.map { FileManager.default.fileExists(atPath: $0.path) } == false)

        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in loaded.error = error }
        #expect((loaded.error as? ItemProviderError)?.description == "The item has no 'public.png' representation. Ask for one of: 'public.json', 'public.data'.")
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.txt")) == nil)
    }
}

/// Collects what completion handlers hand back.
final class Box: @unchecked Sendable {
    var data: Data?
    var url: URL?
    var copyExisted = false
    var error: (any Error)?
}
