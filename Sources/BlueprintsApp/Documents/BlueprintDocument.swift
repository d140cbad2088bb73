import Foundation

/// A document Blueprints edits: a titled plan written as text.
public struct BlueprintDocument: Hashable, Sendable {
    public var title: String
    public var text: String
    /// The file the document was opened from and is saved to; nil for the built-in samples,
    /// which are kept in ``DocumentFolder``.
    public var fileURL: URL?

    public init(title: String, text: String, fileURL: URL? = nil) {
        self.title = title
        self.text = text
        self.fileURL = fileURL
    }
}
