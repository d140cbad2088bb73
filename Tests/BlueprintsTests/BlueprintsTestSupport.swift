import BlueprintsApp
import DeskKit
@_exported import DeskKitTestSupport
import DeskKitTesting
import Foundation

/// Launches Blueprints headless, optionally saving and restoring its windows in `directory`.
@MainActor
func launchBlueprints(restoringFrom directory: URL? = nil, opening urls: [URL] = []) -> TestHost {
    useTemporaryDocumentFolders()
    return TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory, opening: urls)
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
