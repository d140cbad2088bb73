import CGtk
import DeskKit
import Foundation

/// Presents a DeskKit app through GTK4: one GtkApplicationWindow per `UIWindow`, with a menu bar
/// built from the validated main menu, content drawn from the view tree, the shortcut overlay and
/// context menus. Input goes the other way, into the core's key and pointer routing.
///
/// The twin of DeskKitTesting's headless presenter; every decision stays in the core.
@MainActor
package final class GtkPresenter: DeskKitPresenter {
    /// Held weakly: the application owns its presenter.
    package private(set) weak var application: UIApplication?
    let loop: GtkApplicationLoop
    /// Hosts in the order their windows opened.
    package internal(set) var hosts: [GtkWindowHost] = []

    // MARK: Menus
    var menuNodes: [GtkMenuNode] = []
    var menuElements: [Int: UIMenuElement] = [:]
    var contextElements: [Int: UIMenuElement] = [:]
    weak var contextHost: GtkWindowHost?

    // MARK: Shortcut overlay
    var overlayModel: ShortcutOverlay?
    var overlayCommands: [Int: UIKeyCommand] = [:]
    weak var overlayHost: GtkWindowHost?
    /// The window the last modifier key went to, where a hold shows the overlay.
    weak var overlayHoldHost: GtkWindowHost?
    /// How long Ctrl must be held alone before the overlay shows (the core's rule; tests shorten it).
    package var overlayHoldDelay: Duration {
        get { application?.shortcutOverlayHold.delay ?? .seconds(1) }
        set { application?.shortcutOverlayHold.delay = newValue }
    }

    // MARK: Edit menus
    /// The interaction whose edit menu shows, told when GTK closes its popover.
    weak var editMenuInteraction: UIEditMenuInteraction?
    weak var editMenuHost: GtkWindowHost?
    /// The context popover showing the edit menu, when it shows as a context menu.
    var editMenuContextPopover: UnsafeMutablePointer<GtkWidget>?
    /// The elements behind the compact menu's items, by index.
    var editMenuElements: [UIMenuElement?] = []
    /// Makes the secondary (right) button act as a finger, for testing touch presentations
    /// without a touch screen; set by DESKKIT_EMULATE_TOUCH=1.
    package var secondaryButtonEmulatesTouch = ProcessInfo.processInfo.environment["DESKKIT_EMULATE_TOUCH"] == "1"
    /// The finger on a touch screen, from where it landed, and whether it travelled far enough
    /// to drag (see ``routeTouchDrag(_:at:in:)``).
    var touchDrag: (start: CGPoint, isDragging: Bool)?
    /// Keeps `UIPasteboard.general` and the desktop clipboard in step.
    package private(set) var clipboard: GtkClipboardBridge?

    // MARK: Dialogs
    /// Alerts and file choosers showing, held (with their controllers) until they close.
    var openDialogs: [GtkOpenDialog] = []
    /// The print operation whose dialog shows.
    var activePrinter: GtkTextPrinter?

    /// True while a frame is drawn, when layout changes must not queue another frame.
    var isDrawing = false
    var isTerminating = false

    /// A presenter for `application` on `loop`'s GtkApplication; windows come as scenes connect.
    package init(loop: GtkApplicationLoop, application: UIApplication) {
        self.loop = loop
        self.application = application
    }

    /// Launches `application` with a new presenter, asked to open `urlContexts`; call from the
    /// GApplication's activate or open.
    @discardableResult
    package static func launch(_ application: UIApplication, name: String, loop: GtkApplicationLoop,
                               urlContexts: Set<UIOpenURLContext> = []) -> GtkPresenter {
        let presenter = GtkPresenter(loop: loop, application: application)
        // GTK names the app by its program name where it records the app's work (recently used
        // files) and on the accessibility bus; GApplication sets it only when it runs the command
        // line, which an app started without `run` (tests) never does.
        if g_get_prgname() == nil, let program = CommandLine.arguments.first {
            g_set_prgname(URL(fileURLWithPath: program).lastPathComponent)
        }
        // The app, not GTK, decides when to quit: GTK would stop as soon as the last window closed.
        loop.hold()
        presenter.clipboard = GtkClipboardBridge()
        presenter.observeAccessibilityNotifications()
        presenter.observeDesktopAppearance()
        application.launch(name: name, presenter: presenter, urlContexts: urlContexts)
        application.checkLaunchShowedWindow()
        return presenter
    }

    /// The host showing `window`, if any.
    package func host(for window: UIWindow) -> GtkWindowHost? {
        hosts.first { $0.window === window }
    }

    func title(for scene: UIScene) -> String {
        if let title = scene.title, !title.isEmpty { return title }
        return application?.applicationName ?? ""
    }
}
