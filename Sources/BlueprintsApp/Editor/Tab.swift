/// An open document in the editor's tab strip.
public struct Tab: Hashable, Sendable {
    public var document: BlueprintDocument
    public var isInBookmarks = false

    public init(document: BlueprintDocument) {
        self.document = document
    }
}
