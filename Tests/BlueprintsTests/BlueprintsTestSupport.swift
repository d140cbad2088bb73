import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation

/// Launches Blueprints headless, optionally saving and restoring its windows in `directory`.
@MainActor
func launchBlueprints(restoringFrom directory: URL? = nil) -> TestHost {
    TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
}

/// A fresh folder for one test's saved window state.
func temporaryStateDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-state-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension TestHost {
    /// The editor of the window at `index`, in the order the windows opened.
    func editor(_ index: Int) -> EditorViewController? {
        windows.indices.contains(index) ? windows[index].rootViewController as? EditorViewController : nil
    }

    /// A point on the first tab label, in window coordinates.
    static let firstTabPoint = CGPoint(x: 60, y: 18)
    /// A point inside the document's text, in window coordinates.
    static let documentPoint = CGPoint(x: 200, y: 200)
}
