@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Restoration archives crafted to escape the state folder, run code or exhaust the app: each is
/// restored as plain data or refused with a reason, and nothing outside the folder is touched.
@MainActor
struct HostileArchiveTests {
    /// A state folder inside a folder of its own, so anything written beside it shows.
    private func sandbox() throws -> (outer: URL, state: URL) {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-hostile-\(UUID().uuidString)", isDirectory: true)
        let state = outer.appendingPathComponent("state", isDirectory: true)
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        return (outer, state)
    }

    /// Everything under `outer`, which must be the state folder and DeskKit's own file names only
    /// (scene archives, and drafts of unsaved documents, which a test running beside this one may
    /// leave in the app's state folder).
    private func expectOnlyStateFiles(in outer: URL, _ name: String) throws {
        let found = try FileManager.default.subpathsOfDirectory(atPath: outer.path).sorted()
        let allowed = /state(\/scenes(\.(damaged|foreign|newer|partial)-[0-9]+)?\.json|\/drafts(\/[0-9a-f]{16}(\.unusable-[0-9]+(-[0-9]+)?)?\.draft)?)?/
        for path in found {
            #expect(path.wholeMatch(of: allowed) != nil, "\(name): unexpected file '\(path)'")
        }
    }

    private static let pathLikeSessions = #"""
    {"format":"DeskKitSceneRestoration","version":1,"sessions":[
     {"id":"../../../outside","configuration":"../../config","activity":{"type":"com.myapp.editorstate",
      "title":"/etc/passwd","target":"../../target","required":["content"],
      "userInfo":{"content":"$(touch ../outside-ran)","path":"/etc/shadow","../key":{"$data":"Li4vLi4v"},
       "interactionState":{"$type":"TextViewInteractionState","$value":{"selectedRange":[5,999999999],"contentOffset":[1e308,-1e308],"isFirstResponder":true}}}}},
     {"id":"/tmp/absolute-session","prominent":true,"requesting":"../../../outside"}
    ]}
    """#

    @Test func pathsInAnArchiveAreOnlyNames() throws {
        let (outer, state) = try sandbox()
        try Data(Self.pathLikeSessions.utf8).write(to: state.appendingPathComponent("scenes.json"))
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: state)
        #expect(host.application.lastRestorationError == nil, "\(String(describing: host.application.lastRestorationError))")
        #expect(host.windows.count == 2)
        let restored = host.application.openSessions.map(\.persistentIdentifier).sorted()
        #expect(restored == ["../../../outside", "/tmp/absolute-session"])
        #expect(host.application.saveSceneState())
        host.application.terminate()
        try expectOnlyStateFiles(in: outer, "path-like sessions")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute-session"))
    }

    nonisolated static let refused: [(name: String, archive: String, reason: String)] = [
        ("a huge identifier", #"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"id":"\#(String(repeating: "../", count: 50_000))"}]}"#,
         "a session has no valid identifier"),
        ("a huge window count", #"{"format":"DeskKitSceneRestoration","version":1,"sessions":[\#(Array(repeating: #"{"id":"w"}"#, count: 200_000).joined(separator: ","))]}"#,
         "it lists 200000 windows, more than the 1000 an app restores"),
        ("an out-of-range number", #"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"id":"a","activity":{"type":"t","userInfo":{"x":{"$data":"////"},"n":1e999999}}}]}"#,
         "it is not valid JSON"),
    ]

    @Test(arguments: refused.indices)
    func craftedArchivesAreRefusedAndKept(index: Int) throws {
        let (name, archive, reason) = Self.refused[index]
        let (outer, state) = try sandbox()
        let bytes = Data(archive.utf8)
        try bytes.write(to: state.appendingPathComponent("scenes.json"))
        let clock = ContinuousClock()
        let started = clock.now
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: state)
        #expect(clock.now - started < .seconds(30), "\(name): restoring took \(clock.now - started)")
        #expect(host.windows.count == 1, "\(name): the app starts with one new window")
        #expect(host.application.lastRestorationError == .corrupt(reason: reason), "\(name): \(String(describing: host.application.lastRestorationError))")
        host.application.terminate()
        try expectOnlyStateFiles(in: outer, name)
        let kept = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix("scenes.damaged-") }
        #expect(kept.count == 1, "\(name): the refused archive is kept aside")
        if let kept = kept.first {
            #expect(try Data(contentsOf: state.appendingPathComponent(kept)) == bytes)
        }
    }

    /// User info values that name types to run or nest without end: each is left out on its
    /// own, with a message naming it, while its window is restored and the archive kept as read.
    nonisolated static let leftOut: [(name: String, value: String, error: RestorationError)] = [
        ("a type named by path", #"{"$type":"/bin/sh","$value":"-c 'touch ../ran'"}"#,
         .unregisteredArchivableType(activityType: "com.myapp.editorstate", key: "x", typeName: "/bin/sh")),
        ("a Foundation class", #"{"$type":"Foundation.Process","$value":{"launchPath":"/bin/sh"}}"#,
         .unregisteredArchivableType(activityType: "com.myapp.editorstate", key: "x", typeName: "Foundation.Process")),
        ("deep nesting", String(repeating: #"{"a":"#, count: 400) + "1" + String(repeating: "}", count: 400),
         .unreadableValue(activityType: "com.myapp.editorstate", key: "x", reason: "it nests values more than 32 deep")),
    ]

    @Test(arguments: leftOut.indices)
    func craftedValuesAreLeftOutAndTheArchiveKept(index: Int) throws {
        let (name, value, error) = Self.leftOut[index]
        let archive = #"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"id":"a","activity":{"type":"com.myapp.editorstate","userInfo":{"content":"Still here","x":\#(value)}}}]}"#
        let (outer, state) = try sandbox()
        let bytes = Data(archive.utf8)
        try bytes.write(to: state.appendingPathComponent("scenes.json"))
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: state)
        #expect(host.application.openSessions.map(\.persistentIdentifier) == ["a"], "\(name)")
        let editor = try #require(host.windows.first?.rootViewController as? SeedEditorViewController)
        #expect(editor.textField.text == "Still here", "\(name)")
        #expect(host.application.lastRestorationError == error, "\(name): \(String(describing: host.application.lastRestorationError))")
        host.application.terminate()
        try expectOnlyStateFiles(in: outer, name)
        let kept = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix("scenes.partial-") }
        #expect(kept.count == 1, "\(name): the archive as read is kept")
        if let kept = kept.first {
            #expect(try Data(contentsOf: state.appendingPathComponent(kept)) == bytes)
        }
    }

    @Test func stateNestedTooDeepIsNotSavedRatherThanLostOnRestore() throws {
        var value: Any = "leaf"
        for _ in 0..<40 { value = ["inner": value] }
        let activity = NSUserActivity(activityType: "t")
        activity.userInfo = ["tree": value]
        #expect(throws: RestorationError.unencodableValue(key: "tree", type: "value nested more than 32 deep")) {
            try RestorationArchive.encode(activity)
        }
    }
}
