import DeskKit
import Foundation
import Testing

/// A note that shares itself, as an app's model object does through its responder.
private final class SharedNote: UIActivityItemsConfigurationReading {
    let text: String
    init(_ text: String) { self.text = text }
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] {
        [NSItemProvider(object: text as NSString)]
    }
}

/// Receives loaded data on whatever thread the provider calls back on.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    var data: Data? { lock.withLock { stored } }
    func store(_ data: Data?) { lock.withLock { stored = data } }
}

@Suite("Item providers made from objects")
struct ItemProviderWritingTests {
    @Test("A string is offered as UTF-8 plain text that loads back whole")
    func stringsLoadAsText() throws {
        let text = "Grüße, 東京 — 3 items"
        let provider = NSItemProvider(object: text as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
        let received = Received()
        provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in received.store(data) }
        #expect(try String(data: #require(received.data), encoding: .utf8) == text)
    }

    @MainActor
    @Test("A responder names what it shares; its providers hand over the shared text")
    func respondersNameWhatTheyShare() throws {
        let controller = UIViewController()
        #expect(controller.activityItemsConfiguration == nil)
        controller.activityItemsConfiguration = SharedNote("Buy milk")
        let providers = try #require(controller.activityItemsConfiguration).itemProvidersForActivityItemsConfiguration
        let received = Received()
        providers.first?.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { data, _ in received.store(data) }
        #expect(received.data == Data("Buy milk".utf8))
    }
}
