import Foundation

/// Converts scene sessions and their activities to and from the versioned archive on disk.
///
/// The archive is JSON: `{"format": "DeskKitSceneRestoration", "version": 1, "sessions": [...]}`.
/// Values keep their types through tags (`$date`, `$data`, `$type`); nothing in an archive is
/// executed or used as a path.
@MainActor
enum RestorationArchive {
    static let format = "DeskKitSceneRestoration"
    nonisolated static let version = 1
    /// Archives larger than this are refused unread, however they were made.
    nonisolated static let maximumSize = 64 << 20
    /// Archives listing more windows than this are refused: no desktop session has that many,
    /// and restoring them all would hang the app.
    nonisolated static let maximumSessionCount = 1000
    /// User info nested deeper than this is refused; reading it would take time quadratic in
    /// its depth, and no app state needs it.
    nonisolated static let maximumNesting = 32

    /// A session as archived.
    struct SavedSession {
        let persistentIdentifier: String
        let configurationName: String?
        let activity: NSUserActivity?
        /// A prominent scene comes back prominent, over the session it was opened from.
        var isProminent = false
        var requestingSessionIdentifier: String?
    }

    /// The types DeskKit itself archives; an app adds its own in
    /// ``UIApplication/userActivityArchivableTypes``.
    static let builtInArchivableTypes: [any UserActivityArchivable.Type] = [TextViewInteractionState.self]

    // MARK: - Encoding

    static func encode(_ sessions: [SavedSession]) throws(RestorationError) -> Data {
        var list: [Any] = []
        for session in sessions {
            var entry: [String: Any] = ["id": session.persistentIdentifier]
            if let name = session.configurationName { entry["configuration"] = name }
            if let activity = session.activity { entry["activity"] = try encode(activity) }
            if session.isProminent { entry["prominent"] = true }
            if let requesting = session.requestingSessionIdentifier { entry["requesting"] = requesting }
            list.append(entry)
        }
        let root: [String: Any] = ["format": format, "version": version, "sessions": list]
        do {
            return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        } catch {
            throw .unencodableValue(key: "sessions", type: "\(error)")
        }
    }

    static func encode(_ activity: NSUserActivity) throws(RestorationError) -> [String: Any] {
        var entry: [String: Any] = ["type": activity.activityType]
        if let title = activity.title { entry["title"] = title }
        if let target = activity.targetContentIdentifier { entry["target"] = target }
        if let keys = activity.requiredUserInfoKeys { entry["required"] = keys.sorted() }
        if let userInfo = activity.userInfo {
            var info: [String: Any] = [:]
            for (key, value) in userInfo {
                guard let name = key.base as? String else { throw .unencodableValue(key: "\(key)", type: "non-string key") }
                info[name] = try encodeValue(value, key: name, depth: 1)
            }
            entry["userInfo"] = info
        }
        return entry
    }

    private static func encodeValue(_ value: Any, key: String, depth: Int) throws(RestorationError) -> Any {
        guard depth <= maximumNesting else { throw .unencodableValue(key: key, type: "value nested more than \(maximumNesting) deep") }
        switch value {
        case is NSNull: return NSNull()
        case let string as String: return string
        case let bool as Bool: return bool
        case let int as Int: return int
        case let double as Double: return double
        case let float as CGFloat: return Double(float)
        case let date as Date: return ["$date": date.timeIntervalSince1970]
        case let data as Data: return ["$data": data.base64EncodedString()]
        case let array as [Any]:
            var result: [Any] = []
            for element in array { result.append(try encodeValue(element, key: key, depth: depth + 1)) }
            return result
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (name, element) in dictionary { result[name] = try encodeValue(element, key: key, depth: depth + 1) }
            return result
        case let archivable as any UserActivityArchivable:
            do {
                let data = try JSONEncoder().encode(archivable)
                let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                return ["$type": type(of: archivable).archiveTypeName, "$value": object]
            } catch {
                throw .unencodableValue(key: key, type: "\(type(of: archivable))")
            }
        default:
            throw .unencodableValue(key: key, type: "\(type(of: value))")
        }
    }
}
