import DeskKit

/// The activity types Blueprints declares, and the activities that open its scenes.
///
/// An editor window saves itself as an ``editorState`` activity; "Open in New Window" and
/// File ▸ Open Document send ``document`` activities; Show Details sends ``details``.
@MainActor
public enum BlueprintsActivity {
    /// An editor window's tabs and interaction state, saved for the next launch.
    public static let editorState = "org.deskkit.blueprints.editorstate"
    /// One document to show in an editor window; its target content is the document's title.
    public static let document = "org.deskkit.blueprints.document"
    /// One document's details, shown in a prominent window over its editor.
    public static let details = "org.deskkit.blueprints.detailscene"

    /// The document browser window.
    public static let browser = "org.deskkit.blueprints.browser"

    public static let supportedTypes: Set<String> = [editorState, document, details, browser, canvas]

    /// Opens (or brings forward) the document browser.
    public static func browsing() -> NSUserActivity {
        let activity = NSUserActivity(activityType: browser)
        activity.title = "Documents"
        activity.targetContentIdentifier = browser
        return activity
    }

    static let titleKey = "title"
    static let textKey = "text"

    /// Opens `document`, text as edited: in the window already showing it, unless `inNewWindow`
    /// (then the activity names no target content, so no existing window takes it).
    public static func opening(_ document: BlueprintDocument, inNewWindow: Bool = false) -> NSUserActivity {
        let activity = NSUserActivity(activityType: Self.document)
        activity.title = document.title
        activity.targetContentIdentifier = inNewWindow ? nil : document.title
        activity.requiredUserInfoKeys = [titleKey]
        activity.addUserInfoEntries(from: [titleKey: document.title, textKey: document.text])
        return activity
    }

    /// Shows `document`'s details.
    public static func showingDetails(of document: BlueprintDocument) -> NSUserActivity {
        let activity = NSUserActivity(activityType: details)
        activity.title = document.title
        activity.requiredUserInfoKeys = [titleKey, textKey]
        activity.addUserInfoEntries(from: [titleKey: document.title, textKey: document.text])
        return activity
    }

    /// The document an activity carries, if it carries one.
    static func document(in activity: NSUserActivity) -> BlueprintDocument? {
        guard let title = activity.userInfo?[titleKey] as? String else { return nil }
        let text = activity.userInfo?[textKey] as? String
            ?? SampleDocuments.all.first { $0.title == title }?.text ?? ""
        return BlueprintDocument(title: title, text: text)
    }
}
