import DeskKit

/// Connects an editor scene: a window showing the saved tabs, the requested document, or the first sample.
///
/// Content is restored in `scene(_:willConnectTo:options:)`, interaction state (selection, scroll,
/// keyboard focus) in `scene(_:restoreInteractionStateWith:)`, as UIKit orders them.
@MainActor
public final class BlueprintsSceneDelegate: UIResponder, UIWindowSceneDelegate, UISceneCloseConfirming {
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    var editor: EditorViewController? { window?.rootViewController as? EditorViewController }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let editor = EditorViewController()
        if let state = session.stateRestorationActivity, state.activityType == BlueprintsActivity.editorState {
            editor.restoreContent(from: state)
        } else if let request = connectionOptions.userActivities.first(where: { $0.activityType == BlueprintsActivity.document }),
                  let tab = BlueprintsActivity.tab(in: request) {
            editor.showOnly(tab)
        }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = editor
        self.window = window
        window.makeKeyAndVisible()
        let files = Self.fileURLs(in: connectionOptions.urlContexts)
        if !files.isEmpty { editor.open(files) }
        editor.updateScene()
    }

    /// Files opened while the window shows (a second launch, a file manager) open in its tabs.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        let files = Self.fileURLs(in: URLContexts)
        guard !files.isEmpty, let editor else { return }
        editor.open(files)
        editor.updateScene()
    }

    /// The local files among `contexts`, in a steady order (a set has none).
    static func fileURLs(in contexts: Set<UIOpenURLContext>) -> [URL] {
        contexts.map(\.url).filter(\.isFileURL).map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }

    /// The editor asks about unsaved changes before its window closes or the app quits.
    public func scene(_ scene: UIScene, confirmClosingWith decision: @escaping @MainActor (Bool) -> Void) {
        guard let editor else { return decision(true) }
        editor.confirmClosing(decision)
    }

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        editor?.stateRestorationActivity()
    }

    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        guard stateRestorationActivity.activityType == BlueprintsActivity.editorState else { return }
        editor?.restoreInteractionState(from: stateRestorationActivity)
    }

    /// A request for a document this window shows (its activation conditions prefer it) selects its tab.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == BlueprintsActivity.document,
              let tab = BlueprintsActivity.tab(in: userActivity) else { return }
        editor?.show(tab)
    }
}
