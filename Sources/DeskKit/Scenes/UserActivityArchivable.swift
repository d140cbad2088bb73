/// A value that can be stored in an activity's user info and archived with it.
///
/// Archives tag such values with ``archiveTypeName`` so they decode to the same type.
public protocol UserActivityArchivable: Codable, Sendable {
    /// A name stored with each archived value, unique among archivable types; keep it stable,
    /// as saved window state refers to it.
    static var archiveTypeName: String { get }
}

extension TextViewInteractionState: UserActivityArchivable {
    /// `"TextViewInteractionState"`, the name saved archives already use.
    public static var archiveTypeName: String { "TextViewInteractionState" }
}
