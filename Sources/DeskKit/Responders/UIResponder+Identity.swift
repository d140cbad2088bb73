/// Responders (views, view controllers, scenes, the application) are equal only when they are
/// the same object, as UIKit's are through `NSObject`; so `view == otherView` and sets of views
/// work as ported code expects.
extension UIResponder: Hashable {
    /// Whether both are the same object.
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes by identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
