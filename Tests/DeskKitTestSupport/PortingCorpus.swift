import Foundation

/// Apple's iPad sample apps, read in place beside this repository (never copied into it).
public enum PortingCorpus {
    /// The corpus folder: `../shared/porting-corpus` from the repository's root.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/porting-corpus")

    /// Whether the corpus is there to read.
    public static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// The text of every file under `app` (a sample's folder name; nil: every sample) whose name
    /// ends in one of `extensions`, by path relative to the corpus.
    public static func files(in app: String? = nil, endingIn extensions: [String]) -> [String: String] {
        let root = app.map { folder.appendingPathComponent($0) } ?? folder
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var texts: [String: String] = [:]
        for case let path as String in walker where extensions.contains(where: { path.hasSuffix($0) }) {
            let url = root.appendingPathComponent(path)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                texts[(app.map { $0 + "/" } ?? "") + path] = text
            }
        }
        return texts
    }

    /// The SF Symbols names apps ask for as literals: `systemName: "..."` in Swift and
    /// `<image name="..."` with a symbol catalog in storyboards, with the file each was found in.
    public static func systemImageNames(in app: String? = nil) -> [(name: String, file: String)] {
        var found: [(String, String)] = []
        let swiftLiteral = /systemName: *"([^"\\]+)"/
        let storyboardSymbol = /<image name="([^"]+)" catalog="system"/
        for (file, text) in files(in: app, endingIn: [".swift"]) {
            for match in text.matches(of: swiftLiteral) { found.append((String(match.1), file)) }
        }
        for (file, text) in files(in: app, endingIn: [".storyboard", ".xib"]) {
            for match in text.matches(of: storyboardSymbol) { found.append((String(match.1), file)) }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }
}
