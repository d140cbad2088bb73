/// One instance of the app's UI; on the desktop, one window and its state.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// How far along its life cycle a scene is.
    public enum ActivationState: Int, Sendable {
        /// Unattached before connecting and after disconnecting; inactive while its restoration is
        /// extended, active otherwise. A connected scene never goes to the background.
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the app was asked to show when this scene connected.
    @MainActor
    public final class ConnectionOptions {
        /// Activities the scene was asked to show (from a request or from restoration).
        public internal(set) var userActivities: [NSUserActivity] = []
        /// Files and links the app was launched or asked to open, when this scene is to show them.
        public internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// Options with no activities, as a window opened with File > New Window gets.
        public init() {}
    }

    /// The session the scene belongs to; set before the delegate hears of the connection.
    public internal(set) var session: UISceneSession!
    /// Held strongly, as UIKit does, since nothing else owns the scene delegate.
    public var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle; ``UIApplication`` moves it and tells the delegate.
    public internal(set) var activationState = ActivationState.unattached
    /// The window title; without one the GTK presenter shows the application's name.
    open var title: String? {
        didSet { application?.presenter?.sceneTitleDidChange(self) }
    }
    weak var application: UIApplication?
    /// Which activation requests this scene takes.
    public var activationConditions = UISceneActivationConditions()
    /// What the scene shows now, if its delegate says.
    public var userActivity: NSUserActivity?
    var restorationExtensions = 0
    var restorationGeneration = 0
    /// Connected while extending its restoration: the presenter shows it once that ends.
    var isAwaitingPresentation = false

    public required override init() {
        super.init()
    }

    open override var next: UIResponder? { application }
}
