import DeskKit
import DeskKitTesting
import Foundation

/// An app delegate whose menu building and actions are given by each test.
@MainActor
final class ScriptedAppDelegate: UIResponder, UIApplicationDelegate {
    var build: (UIMenuBuilder) -> Void = { _ in }
    var performed: [Selector] = []
    var sceneSetup: ((UIWindowScene) -> Void)?

    override init() { super.init() }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        build(builder)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowSceneDelegate.self
        return configuration
    }
}

/// Gives every scene a window with a plain root view controller.
@MainActor
final class WindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RecordingViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// A view controller that implements a configurable set of actions and records performances.
@MainActor
final class RecordingViewController: UIViewController {
    var actions: Set<Selector> = []
    var performed: [Selector] = []
    var enabled: (Selector) -> Bool = { _ in true }
    var extraKeyCommands: [UIKeyCommand] = []

    override var keyCommands: [UIKeyCommand]? { extraKeyCommands }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if actions.contains(action) { return enabled(action) }
        return super.canPerformAction(action, withSender: sender)
    }

    func implementActions(_ selectors: Selector...) {
        for selector in selectors {
            actions.insert(selector)
            implement(selector) { responder, _ in
                (responder as? RecordingViewController)?.performed.append(selector)
            }
        }
    }
}

/// A text-taking view, to test how key commands and typing share keys.
@MainActor
final class TypingView: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

@MainActor
func makeHost(build: @escaping (UIMenuBuilder) -> Void = { _ in }) -> (TestHost, ScriptedAppDelegate, RecordingViewController) {
    let delegate = ScriptedAppDelegate()
    delegate.build = build
    let host = TestHost(delegate: delegate)
    let controller = host.keyWindow?.rootViewController as! RecordingViewController
    return (host, delegate, controller)
}

/// Collects what DeskKit logs while a test runs; every live collector sees every message, so
/// suites running in parallel do not steal each other's.
final class LogCollector: @unchecked Sendable {
    private static let registry = NSLock()
    nonisolated(unsafe) private static var collectors: [WeakCollector] = []
    private struct WeakCollector { weak var collector: LogCollector? }

    private let lock = NSLock()
    private var storage: [String] = []
    var messages: [String] { lock.withLock { storage } }

    init() {
        LogCollector.registry.withLock {
            LogCollector.collectors.removeAll { $0.collector == nil }
            LogCollector.collectors.append(WeakCollector(collector: self))
        }
        DeskKitLog.handler = { message in
            let live = LogCollector.registry.withLock { LogCollector.collectors.compactMap(\.collector) }
            for collector in live { collector.record(message) }
        }
    }

    private func record(_ message: String) {
        lock.withLock { storage.append(message) }
    }
}
