import Foundation

/// What a scene shows or can restore: a type, a title and property-list values.
///
/// Foundation on Linux has no NSUserActivity; this one keeps its API and can be archived, so
/// scenes come back after a restart. An app declares its activity types in
/// ``UIApplication/supportedUserActivityTypes``; activating or restoring an undeclared type is
/// refused with a diagnostic.
@preconcurrency @MainActor
public final class NSUserActivity {
    /// A reverse-DNS name the app declares in ``UIApplication/supportedUserActivityTypes``;
    /// it tells the scene delegate what to show.
    public let activityType: String
    /// A name for what the activity shows; saved with the window state but not shown by DeskKit.
    public var title: String?
    /// Property-list values: strings, numbers, booleans, dates, data, arrays, string-keyed
    /// dictionaries, `NSNull`, and ``UserActivityArchivable`` values such as a text view's
    /// interaction state; list the app's own archivable types in
    /// ``UIApplication/userActivityArchivableTypes`` so they come back after a relaunch.
    public var userInfo: [AnyHashable: Any]?
    /// Keys that must be present for the activity to be usable.
    public var requiredUserInfoKeys: Set<String>?
    /// Identifies the content, so a request can be routed to a scene already showing it.
    public var targetContentIdentifier: String?

    /// An activity of `activityType`, with no user info; declare the type before activating it.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds entries to ``userInfo``, replacing values with the same keys.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// The required keys missing from ``userInfo``.
    public var missingRequiredKeys: [String] {
        guard let requiredUserInfoKeys else { return [] }
        return requiredUserInfoKeys.filter { userInfo?[$0] == nil }.sorted()
    }
}
