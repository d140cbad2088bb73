import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct StateRestorationTests {
    private func editor(_ host: TestHost, _ index: Int = 0) -> SeedEditorViewController {
        host.windows[index].rootViewController as! SeedEditorViewController
    }

    @Test func contentAndSelectionComeBackAfterQuit() throws {
        SeedSceneDelegate.restoresAsynchronously = false
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        first.press("n", modifiers: .command)
        #expect(first.windows.count == 2)
        editor(first, 0).textField.text = "First window"
        editor(first, 0).textField.select(2..<5)
        editor(first, 1).textField.text = "Second — naïve"
        editor(first, 1).textField.becomeFirstResponder()
        editor(first, 1).textField.select(10..<10)
        first.press("q", modifiers: .command)
        #expect(first.isTerminated)

        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(second.windows.count == 2)
        #expect(editor(second, 0).textField.text == "First window")
        #expect(editor(second, 0).textField.selectedByteRange == 2..<5)
        #expect(editor(second, 1).textField.text == "Second — naïve")
        #expect(editor(second, 1).textField.selectedByteRange == 10..<10)
        #expect(editor(second, 1).textField.isFirstResponder)
        #expect(second.application.lastRestorationError == nil)
    }

    @Test func prominentSceneComesBackOverItsSource() throws {
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        let options = UIWindowScene.ActivationRequestOptions()
        options.preferredPresentationStyle = .prominent
        first.application.requestSceneSessionActivation(
            nil, userActivity: NSUserActivity(activityType: "com.myapp.detailscene"), options: options, errorHandler: nil)
        first.press("q", modifiers: .command)

        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(second.windows.count == 2)
        let source = try #require(second.windows.first?.windowScene)
        let prominent = try #require(second.windows.last?.windowScene)
        #expect(source.presentationStyle == .standard)
        #expect(prominent.presentationStyle == .prominent)
        #expect(prominent.requestingScene === source)
    }

    @Test func closingAWindowForgetsIt() {
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        first.press("n", modifiers: .command)
        editor(first, 1).textField.text = "Closed"
        first.press("w", modifiers: [.command, .shift])
        first.press("q", modifiers: .command)
        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(second.windows.count == 1)
        #expect(editor(second).textField.text != "Closed")
    }

    /// On Linux closing the last window is how people quit: it keeps every window, as Ctrl+Q does.
    @Test func closingTheLastWindowKeepsItsState() throws {
        SeedSceneDelegate.restoresAsynchronously = false
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        first.press("n", modifiers: .command)
        editor(first, 0).textField.text = "Kept"
        editor(first, 1).textField.text = "Closed first"
        first.press("w", modifiers: [.command, .shift])
        #expect(!first.isTerminated)
        #expect(first.windows.count == 1)
        first.press("w", modifiers: [.command, .shift])
        #expect(first.isTerminated, "closing the last window quits")

        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(second.windows.count == 1)
        #expect(editor(second).textField.text == "Kept")
        #expect(second.application.lastRestorationError == nil)
    }

    @Test func extendedRestorationWaitsForCompletion() async throws {
        SeedSceneDelegate.restoresAsynchronously = true
        defer { SeedSceneDelegate.restoresAsynchronously = false }
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        editor(first).textField.text = "Saved"
        first.press("q", modifiers: .command)

        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        let scene = try #require(second.windows.first?.windowScene)
        #expect(scene.isRestoringState)
        #expect(scene.activationState == .foregroundInactive)
        #expect(!second.isShown(scene), "not shown while it restores")
        try await Task.sleep(for: .milliseconds(100))
        #expect(!scene.isRestoringState)
        #expect(scene.activationState == .foregroundActive)
        #expect(second.isShown(scene))
        #expect(editor(second).textField.text == "Loaded later")
    }

    @Test func restorationThatNeverCompletesTimesOut() async throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        let first = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        first.press("q", modifiers: .command)
        let second = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        second.application.stateRestorationTimeout = 0.05
        let scene = try #require(second.windows.first?.windowScene)
        scene.extendStateRestoration()
        try await Task.sleep(for: .milliseconds(300))
        #expect(!scene.isRestoringState)
        #expect(logs.messages.contains { $0.contains("took longer than") })
    }

    @Test(arguments: [
        ("truncated", Data(#"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"id":"a","#.utf8), "damaged"),
        ("future", Data(#"{"format":"DeskKitSceneRestoration","version":99,"sessions":[]}"#.utf8), "newer"),
        ("foreign", Data(#"{"hello":"world"}"#.utf8), "foreign"),
        ("binary", Data([0, 159, 146, 150, 255]), "damaged"),
    ])
    func unusableArchivesAreSkippedAndKept(name: String, bytes: Data, keptAs: String) throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        try bytes.write(to: directory.appendingPathComponent("scenes.json"))
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(host.windows.count == 1, "\(name): the app still starts with a window")
        #expect(host.application.lastRestorationError != nil)
        #expect(logs.messages.contains { $0.contains("skipped") })
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains { $0.hasPrefix("scenes.\(keptAs)-") }, "\(name): kept aside, got \(files)")
        let kept = try #require(files.first { $0.hasPrefix("scenes.\(keptAs)-") })
        #expect(try Data(contentsOf: directory.appendingPathComponent(kept)) == bytes)
    }

    /// A file already holding the set-aside name (an archive set aside in the same second) is
    /// left alone: the new one takes a free name, the log names it, and quitting overwrites neither.
    @Test func setAsideNeverOverwritesAnEarlierArchive() throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        let damaged = Data(#"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"#.utf8)
        try damaged.write(to: directory.appendingPathComponent("scenes.json"))
        let now = Int(Date().timeIntervalSince1970)
        var earlier: [String: Data] = [:]
        for stamp in now...(now + 2) {
            let name = "scenes.damaged-\(stamp).json"
            earlier[name] = Data("earlier archive \(stamp)".utf8)
            try earlier[name]!.write(to: directory.appendingPathComponent(name))
        }
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(host.windows.count == 1)
        host.press("q", modifiers: .command)

        for (name, bytes) in earlier {
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == bytes, "\(name) was overwritten")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let kept = try #require(files.first { $0.hasPrefix("scenes.damaged-") && earlier[$0] == nil }, "got \(files)")
        #expect(try Data(contentsOf: directory.appendingPathComponent(kept)) == damaged)
        #expect(logs.messages.contains { $0.contains("kept as") && $0.contains(kept) }, "\(logs.messages)")
    }

    /// When the unread archive cannot be moved aside at all, saving stays off for the run.
    @Test func anArchiveThatCannotBeSetAsideIsNeverOverwritten() throws {
        let logs = LogCollector()
        let directory = temporaryStateDirectory()
        // A folder in the archive's place cannot be read as an archive, nor hard-linked aside.
        let blocker = directory.appendingPathComponent("scenes.json", isDirectory: true)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: blocker.appendingPathComponent("note"))
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(host.windows.count == 1)
        if case .notSetAside? = host.application.lastRestorationError {} else {
            Issue.record("expected notSetAside, got \(String(describing: host.application.lastRestorationError))")
        }
        #expect(logs.messages.contains { $0.contains("could not be moved aside") && $0.contains("not saved") })
        #expect(!host.application.saveSceneState())
        host.press("q", modifiers: .command)
        #expect(try Data(contentsOf: blocker.appendingPathComponent("note")) == Data("inside".utf8))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["scenes.json"], "nothing else was written: \(files)")
    }

    @Test func hugeArchiveIsRefusedUnread() throws {
        let directory = temporaryStateDirectory()
        let path = directory.appendingPathComponent("scenes.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(65 << 20))
        try handle.close()
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: directory)
        #expect(host.windows.count == 1)
        if case .tooLarge? = host.application.lastRestorationError {} else {
            Issue.record("expected tooLarge, got \(String(describing: host.application.lastRestorationError))")
        }
    }

    @Test func unwritableDirectoryKeepsTheAppRunning() throws {
        let file = temporaryStateDirectory().appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let host = TestHost(delegate: SeedAppDelegate(), stateRestorationDirectory: file)
        #expect(!host.application.saveSceneState())
        if case .writeFailed? = host.application.lastRestorationError {} else {
            Issue.record("expected writeFailed, got \(String(describing: host.application.lastRestorationError))")
        }
        #expect(host.press("q", modifiers: .command))
    }
}
