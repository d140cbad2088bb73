/// A value that can be stored in an activity's user info and archived with it.
///
/// Archives tag such values with ``archiveTypeName`` so they decode to the same type.
public protocol UserActivityArchivable: Codable, Sendable {
    static var archiveTypeName: String { get }
}

extension TextViewInteractionState: UserActivityArchivable {
    public static var archiveTypeName: String { "TextViewInteractionState" }
}
