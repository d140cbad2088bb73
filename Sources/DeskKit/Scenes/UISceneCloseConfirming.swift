/// A scene delegate with unsaved work: it is asked before the scene's windows close or the app
/// quits, and may ask the user first (Save / Don't Save / Cancel).
///
/// DeskKit's addition: on Linux, closing a window or quitting is the user's to start, and a
/// document app must be able to stop it until its changes are saved or given up.
@preconcurrency @MainActor
public protocol UISceneCloseConfirming: UISceneDelegate {
    /// Call `decision(true)` when the scene may close now, `false` to keep it open.
    func scene(_ scene: UIScene, confirmClosingWith decision: @escaping @MainActor (Bool) -> Void)
}

extension UIApplication {
    /// Asks each scene in `scenes` in turn, stopping at the first that refuses; then calls
    /// `completion` with whether all agreed.
    func confirmClosing(_ scenes: [UIScene], completion: @escaping @MainActor (Bool) -> Void) {
        guard let scene = scenes.first else {
            completion(true)
            return
        }
        guard let delegate = scene.delegate as? UISceneCloseConfirming else {
            confirmClosing(Array(scenes.dropFirst()), completion: completion)
            return
        }
        delegate.scene(scene, confirmClosingWith: { [weak self] agreed in
            guard agreed else { return completion(false) }
            self?.confirmClosing(Array(scenes.dropFirst()), completion: completion)
        })
    }

    /// Quits once every scene agreed (File ▸ Quit, closing the last window).
    public func terminateAfterConfirming() {
        guard !isTerminated else { return }
        confirmClosing(sceneOrder) { [weak self] agreed in
            if agreed { self?.terminate() }
        }
    }
}
