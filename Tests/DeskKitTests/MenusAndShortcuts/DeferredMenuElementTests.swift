import DeskKit
import DeskKitTesting
import Testing

@MainActor
@Suite(.serialized)
struct DeferredMenuElementTests {
    @Test func cachedProviderRunsOnce() {
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            completion([UIAction(title: "Loaded \(calls)") { _ in }])
        }
        let (host, _, _) = makeHost { $0.insertChild(UIMenu(title: "Lazy", children: [deferred]), atEndOfMenu: .view) }
        #expect(host.mainMenuTitles(["View", "Lazy"]) == ["Loaded 1"])
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(host.mainMenuTitles(["View", "Lazy"]) == ["Loaded 1"])
        #expect(calls == 1)
    }

    @Test func uncachedProviderRunsEachShowing() {
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Fresh \(calls)") { _ in }])
        }
        let (host, _, _) = makeHost { $0.insertChild(UIMenu(title: "Lazy", children: [deferred]), atEndOfMenu: .view) }
        #expect(host.mainMenuTitles(["View", "Lazy"]) == ["Fresh 1"])
        UIMenuSystem.main.setNeedsRevalidate()
        #expect(host.mainMenuTitles(["View", "Lazy"]) == ["Fresh 2"])
    }

    @Test func lateAnswerShowsLoadingThenElements() {
        var pending: (@MainActor ([UIMenuElement]) -> Void)?
        let deferred = UIDeferredMenuElement { completion in pending = completion }
        let (host, _, _) = makeHost { $0.insertChild(UIMenu(title: "Lazy", children: [deferred]), atEndOfMenu: .view) }
        let loading = host.mainMenuItem(["View", "Lazy", "Loading…"])
        #expect(loading != nil)
        #expect(loading.map(MenuQuery.isEnabled) == false)
        pending?([UIAction(title: "Arrived") { _ in }])
        #expect(host.mainMenuTitles(["View", "Lazy"]) == ["Arrived"])
    }
}
