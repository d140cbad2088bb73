import Foundation

// MARK: - Waiting for restoration

extension UIScene {
    /// Asks for more time to restore; the scene stays inactive until ``completeStateRestoration()``
    /// (or the timeout), and a scene asking while it connects is not shown until then.
    public func extendStateRestoration() {
        restorationExtensions += 1
        guard restorationExtensions == 1, let application else { return }
        let generation = restorationGeneration
        let timeout = application.stateRestorationTimeout
        DispatchQueue.main.asyncAfter(deadline: .now() + timeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.restorationExtensions > 0, self.restorationGeneration == generation else { return }
                DeskKitLog.report(RestorationError.timedOut(sceneTitle: self.title ?? self.session.persistentIdentifier, seconds: timeout).description)
                self.restorationExtensions = 0
                self.finishRestoration()
            }
        }
    }

    /// Ends an extension; when none is left the scene becomes active.
    public func completeStateRestoration() {
        guard restorationExtensions > 0 else { return }
        restorationExtensions -= 1
        if restorationExtensions == 0 { finishRestoration() }
    }

    /// Whether the scene is still waiting for ``completeStateRestoration()``.
    public var isRestoringState: Bool { restorationExtensions > 0 }

    func finishRestoration() {
        restorationGeneration += 1
        if isAwaitingPresentation {
            isAwaitingPresentation = false
            if let windowScene = self as? UIWindowScene, let application, application.connectedScenes.contains(self) {
                application.presenter?.sceneDidConnect(windowScene)
            }
        }
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
    }
}
