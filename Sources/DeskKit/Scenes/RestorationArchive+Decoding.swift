import Foundation

// MARK: - Decoding

extension RestorationArchive {
    /// Reads an archive, refusing anything that is not exactly what ``encode(_:)`` writes.
    static func decode(_ data: Data) throws(RestorationError) -> [SavedSession] {
        guard data.count <= maximumSize else { throw .tooLarge(bytes: data.count) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .corrupt(reason: "it is not valid JSON")
        }
        guard let root = object as? [String: Any], root["format"] as? String == format else {
            throw .foreign
        }
        guard let version = root["version"] as? Int else { throw .corrupt(reason: "it has no version") }
        guard version <= self.version else { throw .futureVersion(version) }
        guard let list = root["sessions"] as? [[String: Any]] else { throw .corrupt(reason: "it has no session list") }
        guard list.count <= maximumSessionCount else {
            throw .corrupt(reason: "it lists \(list.count) windows, more than the \(maximumSessionCount) an app restores")
        }
        var sessions: [SavedSession] = []
        for entry in list {
            guard let identifier = entry["id"] as? String, !identifier.isEmpty, identifier.count <= 200 else {
                throw .corrupt(reason: "a session has no valid identifier")
            }
            let activity = try (entry["activity"] as? [String: Any]).map { entry throws(RestorationError) in try decodeActivity(entry) }
            var session = SavedSession(persistentIdentifier: identifier, configurationName: entry["configuration"] as? String, activity: activity)
            session.isProminent = entry["prominent"] as? Bool ?? false
            session.requestingSessionIdentifier = entry["requesting"] as? String
            sessions.append(session)
        }
        return sessions
    }

    static func decodeActivity(_ entry: [String: Any]) throws(RestorationError) -> NSUserActivity {
        guard let type = entry["type"] as? String, !type.isEmpty else { throw .corrupt(reason: "an activity has no type") }
        let activity = NSUserActivity(activityType: type)
        activity.title = entry["title"] as? String
        activity.targetContentIdentifier = entry["target"] as? String
        if let keys = entry["required"] as? [String] { activity.requiredUserInfoKeys = Set(keys) }
        if let info = entry["userInfo"] as? [String: Any] {
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in info { userInfo[key] = try decodeValue(value, depth: 1) }
            activity.userInfo = userInfo
        }
        return activity
    }

    private static func decodeValue(_ value: Any, depth: Int) throws(RestorationError) -> Any {
        guard depth <= maximumNesting else {
            throw .corrupt(reason: "its user info nests values more than \(maximumNesting) deep")
        }
        switch value {
        case let array as [Any]:
            var result: [Any] = []
            for element in array { result.append(try decodeValue(element, depth: depth + 1)) }
            return result
        case let dictionary as [String: Any]:
            if let seconds = dictionary["$date"] as? Double, dictionary.count == 1 {
                return Date(timeIntervalSince1970: seconds)
            }
            if let base64 = dictionary["$data"] as? String, dictionary.count == 1 {
                guard let data = Data(base64Encoded: base64) else { throw .corrupt(reason: "a data value is not base64") }
                return data
            }
            if let typeName = dictionary["$type"] as? String, let payload = dictionary["$value"] {
                guard let type = archivableTypes[typeName] else { throw .corrupt(reason: "it names an unknown type '\(typeName)'") }
                do {
                    let data = try JSONSerialization.data(withJSONObject: payload, options: [.fragmentsAllowed])
                    return try JSONDecoder().decode(type, from: data)
                } catch {
                    throw .corrupt(reason: "a '\(typeName)' value does not decode")
                }
            }
            var result: [String: Any] = [:]
            for (name, element) in dictionary { result[name] = try decodeValue(element, depth: depth + 1) }
            return result
        default:
            return value
        }
    }
}
