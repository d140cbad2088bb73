import Foundation

/// A scene's persistent record: survives while its scene is disconnected and across launches.
@preconcurrency @MainActor
public final class UISceneSession {
    /// The role a session plays; DeskKit has desktop windows only.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Unique across launches, so restoration can match a session to its saved state.
    public let persistentIdentifier: String
    public let role: Role
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?
    /// The activity saved for this session, handed back to its scene at restoration.
    public internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
    }
}
