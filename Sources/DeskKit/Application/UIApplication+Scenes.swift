import Foundation

// MARK: - Connecting, activating and closing scenes

extension UIApplication {
    /// Creates a session and connects a scene for it.
    @discardableResult
    func connectNewScene(options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
                         style: UIWindowScene.ActivationRequestOptions.PresentationStyle = .standard,
                         requestingScene: UIScene? = nil) -> UIWindowScene? {
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        return connect(session, options: options, style: style, requestingScene: requestingScene)
    }

    /// Connects a scene for `session`: delegate, windows, presenter, then activation.
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions,
                 style: UIWindowScene.ActivationRequestOptions.PresentationStyle = .standard,
                 requestingScene: UIScene? = nil,
                 openingTransition: UIWindowScene.OpeningTransition? = nil) -> UIWindowScene? {
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIWindowScene.Type ?? UIWindowScene.self
        let scene = sceneType.init()
        scene.session = session
        scene.application = self
        scene.presentationStyle = style
        scene.requestingScene = requestingScene
        scene.openingTransition = openingTransition
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let responderType = delegateClass as? UIResponder.Type, let sceneDelegate = responderType.init(coder: NSCoder()) as? UISceneDelegate {
                scene.delegate = sceneDelegate
            } else {
                DeskKitLog.report("The scene delegate class '\(delegateClass)' is not a UIResponder subclass adopting UISceneDelegate, or its init?(coder:) returned nil; the scene has no delegate. Make the class inherit from UIResponder.")
            }
        }
        openSessions.insert(session)
        connectedScenes.insert(scene)
        sceneOrder.append(scene)
        let storyboardWindow = makeStoryboardWindow(for: scene, configuration: configuration)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        if let activity = session.stateRestorationActivity, let sceneDelegate = scene.delegate {
            // Content first (in willConnectTo), then interaction state, as UIKit orders them.
            sceneDelegate.scene(scene, restoreInteractionStateWith: activity)
            sceneDelegate.scene(scene, restoreInteractionState: activity)
        }
        // A scene still restoring (extendStateRestoration) is shown when that completes or times out.
        if scene.isRestoringState {
            scene.isAwaitingPresentation = true
        } else {
            presenter?.sceneDidConnect(scene)
        }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        if !scene.isRestoringState {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        }
        responderChainDidChange()
        setNeedsSceneStateSave()
        return scene
    }

    /// The window UIKit makes for a configuration with a storyboard: its initial view controller
    /// as root, handed to the scene delegate's `window` before `scene(_:willConnectTo:options:)`.
    private func makeStoryboardWindow(for scene: UIWindowScene, configuration: UISceneConfiguration) -> UIWindow? {
        if configuration.storyboard == nil, let name = configuration.storyboardName {
            sceneCannotStart("the Info.plist names the storyboard '\(name)', which the app was not built with. Port the app again with scripts/port-mechanically.")
            return nil
        }
        guard let storyboard = configuration.storyboard else { return nil }
        guard let root = storyboard.instantiateInitialViewController() else {
            sceneCannotStart("its storyboard '\(configuration.storyboardName ?? "")' marks no initial view controller.")
            return nil
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        (scene.delegate as? UIWindowSceneDelegate)?.window = window
        return window
    }

    /// Reports why a scene cannot start and ends the app with a failure status: never a silent
    /// process with no window.
    package func sceneCannotStart(_ reason: String) {
        DeskKitLog.report("The scene cannot start: \(reason)")
        UIApplication.sceneStartFailure(reason)
    }

    /// What happens when a scene cannot start; the app exits with status 1 unless a test replaces it.
    nonisolated(unsafe) package static var sceneStartFailure: @MainActor (String) -> Void = { _ in exit(1) }

    /// Opens a scene for an activity, or brings forward the scene that already shows it.
    ///
    /// A connected `sceneSession` is brought forward. Otherwise a scene whose activation
    /// conditions prefer the activity's target content identifier takes the request; failing
    /// that, a new scene connects, shown as `options` asks (prominent scenes sit over the
    /// requesting one).
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIWindowScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)?
    ) {
        requestSceneSessionActivation(sceneSession, userActivity: userActivity, options: options,
                                      automaticStyle: .standard, errorHandler: errorHandler)
    }

    /// The request, with what `.automatic` means for where it came from: prominent for "Open in
    /// New Window" in a context menu and for a pinch, as UIKit presents those, standard otherwise.
    func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
        options: UIWindowScene.ActivationRequestOptions?,
        automaticStyle: UIWindowScene.ActivationRequestOptions.PresentationStyle,
        preview: UITargetedPreview? = nil,
        errorHandler: ((Error) -> Void)?
    ) {
        if let activity = userActivity, let problem = problem(with: activity) {
            lastRestorationError = problem
            DeskKitLog.report(problem.description)
            errorHandler?(problem)
            return
        }
        if let scene = sceneSession?.scene, connectedScenes.contains(scene) {
            bringForward(scene, showing: userActivity)
            return
        }
        if let target = userActivity?.targetContentIdentifier,
           let scene = sceneOrder.first(where: { $0.activationConditions.prefers(target) }) {
            bringForward(scene, showing: userActivity)
            return
        }
        let requestedStyle = options?.preferredPresentationStyle ?? .automatic
        let style: UIWindowScene.ActivationRequestOptions.PresentationStyle = requestedStyle == .automatic ? automaticStyle : requestedStyle
        let connection = UIScene.ConnectionOptions()
        if let userActivity { connection.userActivities = [userActivity] }
        let session = sceneSession ?? UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        // The preview's place when the request is made is where the opening transition starts.
        let transition = preview.flatMap { preview in
            preview.view.window.map { UIWindowScene.OpeningTransition(sourceWindow: $0, sourceFrame: preview.frameInWindow) }
        }
        _ = connect(session, options: connection, style: style,
                    requestingScene: options?.requestingScene ?? keyWindow?.windowScene, openingTransition: transition)
    }

    private func bringForward(_ scene: UIScene, showing activity: NSUserActivity?) {
        if let window = (scene as? UIWindowScene)?.windows.first { window.makeKey() }
        if let activity { scene.delegate?.scene(scene, continue: activity) }
    }

    /// Why an activity cannot be used, or nil when it can.
    func problem(with activity: NSUserActivity) -> RestorationError? {
        guard supportedUserActivityTypes.contains(activity.activityType) else {
            return .undeclaredActivityType(activity.activityType)
        }
        let missing = activity.missingRequiredKeys
        return missing.isEmpty ? nil : .missingRequiredKeys(activityType: activity.activityType, keys: missing)
    }

    /// Closes a scene's windows and ends its session; the saved state forgets it.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: Any?, errorHandler: ((Error) -> Void)?) {
        if let scene = sceneSession.scene { disconnect(scene) }
        openSessions.remove(sceneSession)
        if !isTerminated { saveSceneState() }
    }

    func disconnect(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        scene.delegate?.sceneWillResignActive(scene)
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
        sceneOrder.removeAll { $0 === scene }
        scene.delegate?.sceneDidDisconnect(scene)
        presenter?.sceneDidDisconnect(scene)
        if keyWindow == nil, let window = allWindows.last { window.makeKey() }
        responderChainDidChange()
        setNeedsSceneStateSave()
    }
}
