import DeskKit
import DeskKitTesting
import Foundation

/// Shared set-up for navigation bar tests: a private config folder and fresh identifiers.
@MainActor
enum NavigationBarTestSupport {
    /// Points customization files at a folder of this test process, once.
    static func useTestConfigDirectory() {
        if NavigationBarCustomizationStore.directory == nil {
            NavigationBarCustomizationStore.directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("deskkit-navbar-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        }
    }

    /// A customization identifier no other test uses.
    static func uniqueIdentifier(_ name: String) -> String {
        useTestConfigDirectory()
        return "org.deskkit.tests.\(name).\(UUID().uuidString.prefix(8))"
    }

    /// A host whose key window shows `controller`.
    static func host(showing controller: UIViewController) -> TestHost {
        let (host, _, _) = makeHost()
        host.keyWindow?.rootViewController = controller
        return host
    }

    /// A folder of its own for files a test makes.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-navbar-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A view controller that declares a chosen set of document actions and records them.
@MainActor
final class DocumentActionsViewController: UIViewController {
    var declared: [Selector] = []
    var performed: [Selector] = []

    override func registerActions() {
        super.registerActions()
        for action in declared {
            implement(action) { responder, _ in (responder as? DocumentActionsViewController)?.performed.append(action) }
        }
    }
}
