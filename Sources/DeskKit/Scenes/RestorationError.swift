/// Why scene state could not be saved or restored; rendered to words in one place.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive could not be read (bad property list, wrong shape); the app starts with a new
    /// window.
    case corrupt(reason: String)
    /// The file is not one DeskKit wrote.
    case foreign
    /// The archive is a newer format version than this build of DeskKit reads.
    case futureVersion(Int)
    /// The archive is over the 64 MB limit, so it is not read at all.
    case tooLarge(bytes: Int)
    /// A user info value under `key` is not a property-list or ``UserActivityArchivable`` value.
    case unencodableValue(key: String, type: String)
    /// A saved user info value names a ``UserActivityArchivable`` type the app does not list in
    /// ``UIApplication/userActivityArchivableTypes``; that value is left out, the rest restored.
    case unregisteredArchivableType(activityType: String, key: String, typeName: String)
    /// A saved user info value is damaged (it does not decode, or nests too deep); that value is
    /// left out, the rest restored.
    case unreadableValue(activityType: String, key: String, reason: String)
    /// An activity's type is missing from ``UIApplication/supportedUserActivityTypes``.
    case undeclaredActivityType(String)
    /// An activity lacks some of its ``NSUserActivity/requiredUserInfoKeys``.
    case missingRequiredKeys(activityType: String, keys: [String])
    /// Writing the archive failed; the state saved before stays as it was.
    case writeFailed(path: String, reason: String)
    /// A scene extended its restoration for longer than allowed; it is shown as it is.
    case timedOut(sceneTitle: String, seconds: Double)
    /// An unread archive could not be moved aside, so saving is off for the run to keep it.
    case notSetAside(path: String, reason: String)

    public var description: String {
        switch self {
        case let .corrupt(reason):
            "The saved window state was skipped: \(reason). The app starts with a new window."
        case .foreign:
            "The saved window state was skipped: the file is not a DeskKit restoration archive."
        case let .futureVersion(version):
            "The saved window state was skipped: it is format version \(version), newer than this app reads (\(RestorationArchive.version))."
        case let .tooLarge(bytes):
            "The saved window state was skipped: the file has \(bytes) bytes, more than the \(RestorationArchive.maximumSize) allowed."
        case let .unencodableValue(key, type):
            "The window state could not be saved: user info '\(key)' holds a \(type), which cannot be archived. Store property-list values or a UserActivityArchivable type."
        case let .unregisteredArchivableType(type, key, typeName):
            "The saved user info '\(key)' of activity '\(type)' was left out: it holds a '\(typeName)', a type this app does not register. Add the type to UIApplication.userActivityArchivableTypes."
        case let .unreadableValue(type, key, reason):
            "The saved user info '\(key)' of activity '\(type)' was left out: \(reason). The rest of the window state is restored."
        case let .undeclaredActivityType(type):
            "The activity type '\(type)' is not declared. Add it to UIApplication.supportedUserActivityTypes."
        case let .missingRequiredKeys(type, keys):
            "The activity '\(type)' lacks its required user info keys \(keys.map { "'\($0)'" }.joined(separator: ", ")). Add them before using the activity."
        case let .writeFailed(path, reason):
            "The window state could not be saved to '\(path)': \(reason). The previously saved state is unchanged."
        case let .timedOut(title, seconds):
            "Restoring '\(title)' took longer than \(seconds) s; the window is shown as it is. Call completeStateRestoration() when loading ends."
        case let .notSetAside(path, reason):
            "The unread window state '\(path)' could not be moved aside: \(reason). Window state is not saved while the app runs, so that file is not overwritten. Move the file elsewhere to keep it."
        }
    }
}
