/// A value that can be stored in an activity's user info and archived with it.
///
/// Archives tag such values with ``archiveTypeName``. Swift on Linux cannot find a type by a
/// name read from disk, so an app lists its own types in
/// ``UIApplication/userActivityArchivableTypes`` before its scenes are restored, much as secure
/// decoding names the classes it accepts; the value then comes back as that type, as an
/// `NSSecureCoding` value does in UIKit. A saved value whose type is not listed is left out with
/// a warning; the rest of the saved state is restored.
public protocol UserActivityArchivable: Codable, Sendable {
    /// A name stored with each archived value, unique among archivable types; keep it stable,
    /// as saved window state refers to it.
    static var archiveTypeName: String { get }
}

extension TextViewInteractionState: UserActivityArchivable {
    /// `"TextViewInteractionState"`, the name saved archives already use.
    public static var archiveTypeName: String { "TextViewInteractionState" }
}
