/// One instance of the app's UI; on the desktop, one window and its state.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// How far along its life cycle a scene is.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the app was asked to show when this scene connected.
    @MainActor
    public final class ConnectionOptions {
        /// Activities the scene was asked to show (from a request or from restoration).
        public internal(set) var userActivities: [NSUserActivity] = []
        public init() {}
    }

    public internal(set) var session: UISceneSession!
    /// Held strongly, as UIKit does, since nothing else owns the scene delegate.
    public var delegate: UISceneDelegate?
    public internal(set) var activationState = ActivationState.unattached
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
