import DeskKit
import Foundation
import Testing

/// An app delegate as UIKit apps write it: no initializer of its own.
final class EntryPointDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
}

/// UIApplicationMain finds the delegate class by name, creates it and hands it to the window
/// system; mistakes are reported, not crashed on.
@MainActor
@Suite(.serialized) struct EntryPointTests {
    @Test func uiApplicationMainRunsTheNamedDelegate() {
        let saved = ApplicationLauncher.runner
        defer { ApplicationLauncher.runner = saved }
        var received: UIApplicationDelegate?
        var receivedName = ""
        ApplicationLauncher.runner = { delegate, name in
            received = delegate
            receivedName = name
            return 7
        }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(EntryPointDelegate.self))
        #expect(status == 7)
        #expect(received is EntryPointDelegate)
        #expect(!receivedName.isEmpty)
    }

    @Test func mistakesAreReportedWithTheirRemedy() {
        let saved = ApplicationLauncher.runner
        defer { ApplicationLauncher.runner = saved }
        ApplicationLauncher.runner = { _, _ in 0 }
        let logs = LogCollector()
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "Nowhere.Missing") == 1)
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(UIView.self)) == 1)
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "MyApplication", NSStringFromClass(EntryPointDelegate.self)) == 1)
        ApplicationLauncher.runner = nil
        #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(EntryPointDelegate.self)) == 1)
        let messages = logs.messages
        #expect(messages.contains { $0.contains("no class named 'Nowhere.Missing'") })
        #expect(messages.contains { $0.contains("cannot be the app delegate") })
        #expect(messages.contains { $0.contains("'MyApplication' is not supported") })
        #expect(messages.contains { $0.contains("add DeskKitGTK") })
    }
}
