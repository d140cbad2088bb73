import Foundation

/// A fresh, empty folder under the system's temporary directory, named for what it is for, so a
/// leftover folder says which test made it.
public func temporaryFolder(_ purpose: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A file named `name` holding `bytes`, alone in a fresh folder.
public func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let url = try temporaryFolder("file").appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
}

/// A file named `name` holding `text` in UTF-8, alone in a fresh folder.
public func temporaryFile(_ name: String, _ text: String) throws -> URL {
    try temporaryFile(name, Array(text.utf8))
}

/// A fresh folder for one test's saved window state.
public func temporaryStateDirectory() -> URL {
    // Creating a folder in the temporary directory fails only when the disk does, and then the
    // test's own save reports it.
    (try? temporaryFolder("state")) ?? FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-state-\(UUID().uuidString)")
}
