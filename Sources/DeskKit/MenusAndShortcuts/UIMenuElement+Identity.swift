/// Menu elements are equal only when they are the same object, as UIKit's are through
/// `NSObject`; so `items.firstIndex(of: action)` and sets of actions work as ported code expects.
extension UIMenuElement: Hashable {
    /// Whether both are the same element.
    public nonisolated static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    /// Hashes by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
