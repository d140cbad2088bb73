import Foundation

/// A share sheet: the activities that can act on some items, for the user to pick one.
///
/// On Linux the built-in activities are Copy, Open With… and Send by Email, which go through
/// the desktop's own handlers; apps add theirs with `applicationActivities`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Receives the chosen activity's type (nil when none was chosen), whether it finished, the
    /// items when it did, and the error of a desktop activity that failed.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What is shared: file URLs, links or strings; each activity decides which it can act on.
    public let activityItems: [Any]
    /// The app's own activities, listed after the built-in ones.
    public let applicationActivities: [UIActivity]
    /// Built-in activities to leave out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs once when the sheet closes: with the chosen activity and whether it finished.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The app whose desktop handlers open files and mail; set when the sheet is presented.
    weak var application: UIApplication?
    /// Called when the sheet closes, so whoever presented it can forget it.
    var onClose: (@MainActor () -> Void)?

    /// A share sheet for `activityItems`; `applicationActivities` may be nil for the built-in ones
    /// only.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public convenience init() {
        self.init(activityItems: [], applicationActivities: nil)
    }

    /// The activities the sheet lists, in order: built-in ones, then the app's.
    public var availableActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let builtIn: [UIActivity] = [_CopyActivity(), _OpenWithActivity(), _MailActivity()]
        return (builtIn.filter { !excluded.contains($0.activityType!) } + applicationActivities)
            .filter { $0.canPerform(withActivityItems: activityItems) }
    }

    /// Performs the activity of that type, as if the user chose it; false when it is not listed.
    @discardableResult
    public func performActivity(_ type: UIActivity.ActivityType) -> Bool {
        guard let activity = availableActivities.first(where: { $0.activityType == type }) else { return false }
        activity.controller = self
        activity.prepare(withActivityItems: activityItems)
        activity.perform()
        return true
    }

    /// Closes the sheet without choosing anything.
    public func dismissSheet() {
        finish(type: nil, completed: false, error: nil)
    }

    func activity(_ activity: UIActivity, didFinish completed: Bool) {
        finish(type: activity.activityType, completed: completed, error: (activity as? _DesktopActivity)?.error)
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool, error: (any Error)?) {
        let handler = completionWithItemsHandler
        completionWithItemsHandler = nil
        onClose?()
        onClose = nil
        handler?(type, completed, completed ? activityItems : nil, error)
    }
}
