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
        activity.title = String(localized: "Documents", bundle: .module)
        activity.targetContentIdentifier = browser
        return activity
    }

    static let titleKey = "title"
    static let textKey = "text"
    static let fileKey = "file"
    static let editedKey = "edited"

    /// Opens `document`, text as edited: in the window already showing it, unless `inNewWindow`
    /// (then the activity names no target content, so no existing window takes it).
    ///
    /// A file's document names its file, so the window it opens in saves to that file; its text
    /// goes along only when it has unsaved changes (`isEdited`), else the window reads the file.
    public static func opening(_ document: BlueprintDocument, inNewWindow: Bool = false, isEdited: Bool = false) -> NSUserActivity {
        let activity = NSUserActivity(activityType: Self.document)
        activity.title = document.title
        activity.targetContentIdentifier = inNewWindow ? nil : document.title
        activity.requiredUserInfoKeys = [titleKey]
        var entries: [String: Any] = [titleKey: document.title]
        if let file = document.fileURL {
            entries[fileKey] = file.path
            if isEdited { entries[textKey] = document.text }
            entries[editedKey] = isEdited
        } else {
            entries[textKey] = document.text
        }
        activity.addUserInfoEntries(from: entries)
        return activity
    }

    /// Shows `document`'s details.
    public static func showingDetails(of document: BlueprintDocument) -> NSUserActivity {
        let activity = NSUserActivity(activityType: details)
        activity.title = document.title
        activity.requiredUserInfoKeys = [titleKey, textKey]
        var entries: [String: Any] = [titleKey: document.title, textKey: document.text]
        if let file = document.fileURL { entries[fileKey] = file.path }
        activity.addUserInfoEntries(from: entries)
        return activity
    }

    /// The document an activity carries, if it carries one, with its text (a file's read now
    /// when the activity does not carry it).
    static func document(in activity: NSUserActivity) -> BlueprintDocument? {
        guard var tab = tab(in: activity) else { return nil }
        if tab.isReadWhenShown, let file = tab.document.fileURL {
            tab.document.text = (try? DocumentFile.read(file).text) ?? ""
        }
        return tab.document
    }

    /// The tab to show for an activity's document: a file's names its file, and is read when
    /// shown unless the activity carries its unsaved text.
    static func tab(in activity: NSUserActivity) -> Tab? {
        guard let title = activity.userInfo?[titleKey] as? String else { return nil }
        let text = activity.userInfo?[textKey] as? String
        guard let path = activity.userInfo?[fileKey] as? String else {
            return Tab(document: BlueprintDocument(title: title, text: text ?? SampleDocuments.all.first { $0.title == title }?.text ?? ""))
        }
        let file = URL(fileURLWithPath: path)
        var tab = Tab(document: BlueprintDocument(title: title, text: text ?? "", fileURL: file))
        tab.fileModificationDate = DocumentFile.modificationDate(of: file)
        if text == nil {
            tab.isReadWhenShown = true
        } else {
            tab.isEdited = activity.userInfo?[editedKey] as? Bool ?? true
        }
        return tab
    }
}
