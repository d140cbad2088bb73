/// Why a customization change was refused or a saved customization was not used.
public enum NavigationBarCustomizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The navigation item has no customization identifier.
    case notCustomizable
    /// No movable or optional center group has this identifier.
    case unknownGroup(String)
    /// A movable group cannot be removed, only moved.
    case notRemovable(String)
    /// The group already shows.
    case alreadyShown(String)
    /// The group is not shown, so it cannot be moved or removed.
    case notShown(String)
    /// The position is outside the shown customizable groups.
    case indexOutOfRange(Int, count: Int)
    /// The saved file cannot be read as a customization.
    case damaged(path: String, reason: String)
    /// The saved file was written by another version of the format.
    case unsupportedVersion(path: String, version: Int)
    /// The saved file belongs to another bar.
    case foreign(path: String, identifier: String)
    /// The arrangement could not be saved; it applies until the app quits.
    case saveFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notCustomizable:
            "This navigation bar cannot be customized. Set its navigation item's customizationIdentifier."
        case let .unknownGroup(identifier):
            "There is no movable or optional center group '\(identifier)'. Use the customizationIdentifier of one of the bar's center groups."
        case let .notRemovable(identifier):
            "The group '\(identifier)' is movable, not optional, so it cannot be removed. Move it instead."
        case let .alreadyShown(identifier):
            "The group '\(identifier)' is already in the bar. Move it instead of adding it."
        case let .notShown(identifier):
            "The group '\(identifier)' is not in the bar. Add it first."
        case let .indexOutOfRange(index, count):
            "Position \(index) is outside the bar's \(count) customizable groups. Use a position from 0 to \(count)."
        case let .damaged(path, reason):
            "The saved toolbar customization '\(path)' is damaged (\(reason)); the default toolbar is used."
        case let .unsupportedVersion(path, version):
            "The saved toolbar customization '\(path)' has format version \(version), which this app does not read; the default toolbar is used."
        case let .foreign(path, identifier):
            "The saved toolbar customization '\(path)' belongs to the bar '\(identifier)'; the default toolbar is used."
        case let .saveFailed(path, reason):
            "The toolbar customization cannot be saved to '\(path)' (\(reason)); it applies until the app quits. Check that the folder is writable."
        }
    }
}
