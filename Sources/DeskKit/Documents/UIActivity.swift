/// One thing a share sheet can do with the shared items: copy them, open them, mail them…
///
/// Subclass it to add an app's own entry to a share sheet; DeskKit's built-in entries are
/// listed in ``ActivityType``.
@preconcurrency @MainActor
open class UIActivity {
    /// Names an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Names an activity; use a reverse-DNS string of the app's own.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copies the items: a file's URI (so file managers paste the file), or the text.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Starts an email with the items attached, in the desktop's mail app.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Opens a shared file or link in the desktop's app for it (Linux only).
        public static let openWith = ActivityType("org.deskkit.activity.OpenWith")
    }

    /// Where a share sheet lists an activity.
    public enum Category: Int, Sendable {
        /// Where an activity belongs; DeskKit's share sheet lists both kinds in one menu.
        case action, share
    }

    /// `.action` unless a subclass says otherwise; the share sheet does not order by it.
    open class var activityCategory: Category { .action }
    /// Identifies the activity to ``UIActivityViewController/performActivity(_:)`` and to the
    /// completion handler; an activity without one is left out of the GTK share menu.
    open var activityType: ActivityType? { nil }
    /// The share menu entry's label; without one the menu shows the type's raw value.
    open var activityTitle: String? { nil }
    /// The share menu entry's icon, e.g. a freedesktop icon made with `UIImage(iconName:)`.
    open var activityImage: UIImage? { nil }
    /// The share sheet that performs this activity, told when it finishes.
    weak var controller: UIActivityViewController?

    /// An activity that cannot perform anything until a subclass overrides
    /// ``canPerform(withActivityItems:)``.
    public init() {}

    /// Whether the activity can act on these items; only those that can are listed.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Receives the items just before ``perform()``.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// Does the work, then calls ``activityDidFinish(_:)``.
    open func perform() {
        activityDidFinish(false)
    }

    /// Reports the outcome; the share sheet closes and its completion handler runs.
    open func activityDidFinish(_ completed: Bool) {
        controller?.activity(self, didFinish: completed)
    }
}
