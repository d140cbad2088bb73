import Foundation

// MARK: - Decoding

extension RestorationArchive {
    /// What an archive held: its sessions, and the user info values left out of their activities.
    struct Contents {
        var sessions: [SavedSession] = []
        /// One error per value that could not be read; every other value and session is kept.
        var leftOut: [RestorationError] = []
    }

    /// Reads an archive, refusing anything that is not exactly what ``encode(_:)`` writes.
    ///
    /// A user info value that cannot be read (a type not in `types`, a payload that does not
    /// decode) is left out on its own; a damaged structure refuses the whole archive.
    /// - Throws: ``RestorationError`` naming why the archive as a whole is unusable.
    static func decode(_ data: Data, types: [String: any UserActivityArchivable.Type]) throws(RestorationError) -> Contents {
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
        var contents = Contents()
        for entry in list {
            guard let identifier = entry["id"] as? String, !identifier.isEmpty, identifier.count <= 200 else {
                throw .corrupt(reason: "a session has no valid identifier")
            }
            let activity = try (entry["activity"] as? [String: Any]).map { entry throws(RestorationError) in
                try decodeActivity(entry, types: types, leftOut: &contents.leftOut)
            }
            var session = SavedSession(persistentIdentifier: identifier, configurationName: entry["configuration"] as? String, activity: activity)
            session.isProminent = entry["prominent"] as? Bool ?? false
            session.requestingSessionIdentifier = entry["requesting"] as? String
            contents.sessions.append(session)
        }
        return contents
    }

    /// An activity as archived; each user info value that cannot be read is left out and
    /// added to `leftOut`.
    static func decodeActivity(
        _ entry: [String: Any], types: [String: any UserActivityArchivable.Type], leftOut: inout [RestorationError]
    ) throws(RestorationError) -> NSUserActivity {
        guard let type = entry["type"] as? String, !type.isEmpty else { throw .corrupt(reason: "an activity has no type") }
        let activity = NSUserActivity(activityType: type)
        activity.title = entry["title"] as? String
        activity.targetContentIdentifier = entry["target"] as? String
        if let keys = entry["required"] as? [String] { activity.requiredUserInfoKeys = Set(keys) }
        if let info = entry["userInfo"] as? [String: Any] {
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in info.sorted(by: { $0.key < $1.key }) {
                do throws(UnreadableValue) {
                    userInfo[key] = try decodeValue(value, depth: 1, types: types)
                } catch {
                    leftOut.append(error.restorationError(activityType: type, key: key))
                }
            }
            activity.userInfo = userInfo
        }
        return activity
    }

    /// Why one user info value could not be read.
    private enum UnreadableValue: Error {
        case unregisteredType(String)
        case damaged(String)

        func restorationError(activityType: String, key: String) -> RestorationError {
            switch self {
            case let .unregisteredType(name):
                .unregisteredArchivableType(activityType: RestorationArchive.quoted(activityType), key: RestorationArchive.quoted(key),
                                           typeName: RestorationArchive.quoted(name))
            case let .damaged(reason):
                .unreadableValue(activityType: RestorationArchive.quoted(activityType), key: RestorationArchive.quoted(key),
                                 reason: reason)
            }
        }
    }

    /// Names from an archive, shortened for messages: an archive may hold very long ones.
    private nonisolated static func quoted(_ name: String) -> String {
        name.count <= 100 ? name : String(name.prefix(100)) + "…"
    }

    private static func decodeValue(
        _ value: Any, depth: Int, types: [String: any UserActivityArchivable.Type]
    ) throws(UnreadableValue) -> Any {
        guard depth <= maximumNesting else {
            throw .damaged("it nests values more than \(maximumNesting) deep")
        }
        switch value {
        case let array as [Any]:
            var result: [Any] = []
            for element in array { result.append(try decodeValue(element, depth: depth + 1, types: types)) }
            return result
        case let dictionary as [String: Any]:
            if let seconds = dictionary["$date"] as? Double, dictionary.count == 1 {
                return Date(timeIntervalSince1970: seconds)
            }
            if let base64 = dictionary["$data"] as? String, dictionary.count == 1 {
                guard let data = Data(base64Encoded: base64) else { throw .damaged("its data is not base64") }
                return data
            }
            if let typeName = dictionary["$type"] as? String, let payload = dictionary["$value"] {
                guard let type = types[typeName] else { throw .unregisteredType(typeName) }
                do {
                    let data = try JSONSerialization.data(withJSONObject: payload, options: [.fragmentsAllowed])
                    return try JSONDecoder().decode(type, from: data)
                } catch {
                    throw .damaged("its '\(quoted(typeName))' value does not decode")
                }
            }
            var result: [String: Any] = [:]
            for (name, element) in dictionary { result[name] = try decodeValue(element, depth: depth + 1, types: types) }
            return result
        case let number as NSNumber:
            // Numbers come back as the values the archive writes: a Bool for true and false (which
            // JSON reading gives as a one-byte number), an Int when one holds the number exactly,
            // else a Double (a whole number past Int's range included), so they save again.
            if String(cString: number.objCType) == "c" { return number.boolValue }
            if let int = value as? Int { return int }
            return number.doubleValue
        default:
            return value
        }
    }
}
