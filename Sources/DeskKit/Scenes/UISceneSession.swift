import Foundation

/// A scene's persistent record: survives while its scene is disconnected and across launches.
@preconcurrency @MainActor
public final class UISceneSession {
    /// The role a session plays; DeskKit has desktop windows only.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The only role: a desktop window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Unique across launches, so restoration can match a session to its saved state.
    public let persistentIdentifier: String
    /// Always ``Role/windowApplication`` on the desktop.
    public let role: Role
    /// The configuration the app delegate returned when the scene last connected.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene; nil while the session waits to be restored.
    public internal(set) weak var scene: UIScene?
    /// Values the app keeps with the session while the app runs; not saved across launches.
    public var userInfo: [String: Any]?
    /// The activity saved for this session, handed back to its scene at restoration.
    public internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
    }
}
