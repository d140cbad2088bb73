import Foundation

// MARK: - Saving and restoring scenes

extension UIApplication {
    /// Where an app of this name keeps its window state: under `$XDG_STATE_HOME`
    /// (or `~/.local/state`), in a folder named after the app.
    public static func defaultStateRestorationDirectory(applicationName: String) -> URL {
        SceneRestorationStore.defaultDirectory(applicationName: applicationName)
    }

    var restorationStore: SceneRestorationStore? {
        stateRestorationDirectory.map(SceneRestorationStore.init(directory:))
    }

    /// Writes every open scene's restoration activity; a failure leaves the last save intact.
    @discardableResult
    public func saveSceneState() -> Bool {
        guard let store = restorationStore, let data = encodedSceneState() else { return false }
        // Drafts waiting for typing to pause are written first, so the state saved is whole.
        UIDocument.writeWaitingDrafts()
        var failure: RestorationError?
        StateWriteQueue.queue.sync {
            do throws(RestorationError) {
                try store.write(data)
            } catch {
                failure = error
            }
        }
        if let failure {
            report(failure)
            return false
        }
        return true
    }

    /// Asks for scene state to be saved a moment after changes pause (at most about a second
    /// after the first), written off the main thread; DeskKit asks when windows open or close and
    /// when text, selections or scroll positions change.
    package func setNeedsSceneStateSave() {
        guard restorationStore != nil, !isTerminated, !isSavingSceneStateHeld else { return }
        sceneStateSaveDebouncer.noteChange()
    }

    /// Encodes the scene state now and writes it on ``StateWriteQueue``.
    func saveSceneStateInBackground() {
        guard let store = restorationStore, let data = encodedSceneState() else { return }
        StateWriteQueue.queue.async {
            do throws(RestorationError) {
                try store.write(data)
            } catch {
                DeskKitLog.report(error.description)
            }
        }
    }

    /// Every open scene's restoration activity, encoded; nil (with a report) when nothing can be
    /// saved. A pending save a moment later is no longer needed.
    private func encodedSceneState() -> Data? {
        sceneStateSaveDebouncer.cancel()
        // Said once, when the archive could not be moved aside.
        if isSavingSceneStateHeld { return nil }
        var sessions: [RestorationArchive.SavedSession] = []
        for scene in sceneOrder {
            var activity = scene.delegate?.stateRestorationActivity(for: scene)
            if let candidate = activity, let problem = problem(with: candidate) {
                report(problem)
                activity = nil
            }
            if let candidate = activity {
                do throws(RestorationError) {
                    _ = try RestorationArchive.encode(candidate)
                } catch {
                    report(error)
                    activity = nil
                }
            }
            scene.session.stateRestorationActivity = activity
            var saved = RestorationArchive.SavedSession(
                persistentIdentifier: scene.session.persistentIdentifier,
                configurationName: scene.session.configuration.name, activity: activity)
            if let windowScene = scene as? UIWindowScene, windowScene.presentationStyle == .prominent {
                saved.isProminent = true
                saved.requestingSessionIdentifier = windowScene.requestingScene?.session.persistentIdentifier
            }
            sessions.append(saved)
        }
        do throws(RestorationError) {
            return try RestorationArchive.encode(sessions)
        } catch {
            report(error)
            return nil
        }
    }

    /// The sessions saved by the previous run; an unusable archive is set aside with a warning,
    /// and when it cannot be, saving stays off so the archive is never overwritten unread.
    ///
    /// User info values that cannot be read are left out one by one, each with a warning, and a
    /// copy of the archive as read is kept beside it, so nothing is lost by the next save.
    func loadSavedSessions() -> [RestorationArchive.SavedSession] {
        guard let store = restorationStore else { return [] }
        do throws(RestorationError) {
            guard let data = try store.read() else { return [] }
            let contents = try RestorationArchive.decode(data, types: archivableTypesByName())
            if !contents.leftOut.isEmpty { keepPartlyReadArchive(store, leftOut: contents.leftOut) }
            return contents.sessions
        } catch {
            report(error)
            let reason = switch error {
            case .futureVersion: "newer"
            case .foreign: "foreign"
            default: "damaged"
            }
            do throws(RestorationError) {
                let kept = try store.setAside(reason: reason)
                DeskKitLog.report("The unread window state is kept as '\(kept.path)'.")
            } catch {
                report(error)
                isSavingSceneStateHeld = true
            }
            return []
        }
    }

    /// Reports the values left out of a partly read archive (the first few by name) and keeps
    /// the archive as read under a free name; when that fails, saving stays off.
    private func keepPartlyReadArchive(_ store: SceneRestorationStore, leftOut: [RestorationError]) {
        let named = 5
        for problem in leftOut.prefix(named) { report(problem) }
        if leftOut.count > named {
            DeskKitLog.report("\(leftOut.count - named) more saved user info values were left out.")
        }
        do throws(RestorationError) {
            let kept = try store.setAside(reason: "partial", keepingOriginal: true)
            DeskKitLog.report("The window state as saved, with the values left out, is kept as '\(kept.path)'.")
        } catch {
            report(error)
            isSavingSceneStateHeld = true
        }
    }

    /// DeskKit's archivable types and the app's, by archive name; of two types sharing a name,
    /// the first (DeskKit's own before the app's) is used and the clash reported.
    private func archivableTypesByName() -> [String: any UserActivityArchivable.Type] {
        var types: [String: any UserActivityArchivable.Type] = [:]
        for type in RestorationArchive.builtInArchivableTypes + userActivityArchivableTypes {
            let name = type.archiveTypeName
            if let known = types[name] {
                if ObjectIdentifier(known) != ObjectIdentifier(type) {
                    DeskKitLog.report("The archivable types \(known) and \(type) share the name '\(name)'; saved values of that name decode as \(known). Give \(type) a name of its own.")
                }
            } else {
                types[name] = type
            }
        }
        return types
    }

    /// Reconnects a saved session; its activity goes to the scene if the app still declares it.
    func restore(_ saved: RestorationArchive.SavedSession) {
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: saved.configurationName, sessionRole: .windowApplication),
            persistentIdentifier: saved.persistentIdentifier)
        if let activity = saved.activity {
            if let problem = problem(with: activity) {
                report(problem)
            } else {
                session.stateRestorationActivity = activity
            }
        }
        let requesting = saved.requestingSessionIdentifier.flatMap { identifier in
            sceneOrder.first { $0.session.persistentIdentifier == identifier }
        }
        _ = connect(session, options: UIScene.ConnectionOptions(),
                    style: saved.isProminent ? .prominent : .standard, requestingScene: requesting)
    }

    func schedulePeriodicSave() {
        guard restorationStore != nil, stateRestorationSaveInterval > 0 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + stateRestorationSaveInterval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isTerminated else { return }
                self.saveSceneState()
                self.schedulePeriodicSave()
            }
        }
    }

    private func report(_ error: RestorationError) {
        lastRestorationError = error
        DeskKitLog.report(error.description)
    }
}
