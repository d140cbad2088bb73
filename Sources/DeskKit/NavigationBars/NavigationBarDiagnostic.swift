/// A problem with a navigation item's groups, reported once when the groups are set; the bar
/// still shows every group, treating the offending one as fixed.
public enum NavigationBarDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Two center groups share a customization identifier.
    case duplicateCustomizationIdentifier(String, bar: String?)
    /// A movable or optional group has an empty customization identifier.
    case emptyCustomizationIdentifier(bar: String?)

    public var description: String {
        switch self {
        case let .duplicateCustomizationIdentifier(identifier, bar):
            "\(Self.barName(bar)) has more than one group with the customization identifier '\(identifier)'; the later one cannot be customized. Give each movable and optional group its own identifier."
        case let .emptyCustomizationIdentifier(bar):
            "\(Self.barName(bar)) has a movable or optional group with an empty customization identifier; it cannot be customized. Give it a unique identifier."
        }
    }

    private static func barName(_ bar: String?) -> String {
        bar.map { "The navigation bar '\($0)'" } ?? "A navigation bar"
    }
}
