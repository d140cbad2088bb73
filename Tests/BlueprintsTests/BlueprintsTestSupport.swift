import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation

/// Launches Blueprints headless, optionally saving and restoring its windows in `directory`.
@MainActor
func launchBlueprints(restoringFrom directory: URL? = nil) -> TestHost {
    useTemporaryDocumentFolders()
    return TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
}

/// Points Blueprints' document files and toolbar customizations at fresh temporary folders, so
/// tests never write the user's; returns the document folder.
@MainActor
@discardableResult
func useTemporaryDocumentFolders() -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-files-\(UUID().uuidString)")
    let documents = root.appendingPathComponent("documents")
    try? FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    DocumentFolder.directory = documents
    NavigationBarCustomizationStore.directory = root.appendingPathComponent("navigation-bars")
    return documents
}

/// A fresh empty folder for one test's files, named after what it holds.
func temporaryFolder(_ purpose: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A file named `name` holding `bytes`, alone in a fresh folder.
func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let url = try temporaryFolder("file").appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
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
