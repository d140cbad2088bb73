/// A document Blueprints edits: a titled plan written as text.
public struct BlueprintDocument: Hashable, Sendable {
    public var title: String
    public var text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
