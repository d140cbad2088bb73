import DeskKit
import DeskKitTesting
import Foundation

/// A view controller that records its appearance callbacks in a shared log.
@MainActor
final class AppearanceLoggingController: UIViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) will appear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) did appear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) will disappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) did disappear") }
}

@MainActor
final class AppearanceLog {
    var entries: [String] = []

    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A headless app whose window's root view controller is `root`.
@MainActor
func makeHost(root: UIViewController) -> TestHost {
    let (host, _, _) = makeHost()
    host.keyWindow?.rootViewController = root
    return host
}
