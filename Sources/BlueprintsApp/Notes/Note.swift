/// A short note shown with others in the notes view.
public struct Note: Hashable, Sendable {
    public var title: String
    public var text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }
}
