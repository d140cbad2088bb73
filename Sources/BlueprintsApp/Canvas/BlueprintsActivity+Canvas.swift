import DeskKit

// MARK: - The canvas window

extension BlueprintsActivity {
    /// The blueprint canvas window.
    public static let canvas = "org.deskkit.blueprints.canvas"

    /// Opens (or brings forward) the canvas.
    public static func showingCanvas() -> NSUserActivity {
        let activity = NSUserActivity(activityType: canvas)
        activity.title = String(localized: "Canvas", bundle: .module)
        activity.targetContentIdentifier = canvas
        return activity
    }
}
