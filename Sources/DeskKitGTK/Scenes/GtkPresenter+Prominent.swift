import CGtk
import DeskKit
import Foundation

// MARK: - Prominent windows

extension GtkPresenter {
    /// Shows a prominent scene's window as a modal over its requesting scene's window, which stays
    /// dimmed until it closes; its Done button closes it as File ▸ Close Window does.
    func presentProminently(_ host: GtkWindowHost, scene: UIWindowScene) {
        guard scene.presentationStyle == .prominent else { return }
        let requesting = scene.requestingScene as? UIWindowScene
        let parent = hosts.first { $0 !== host && $0.scene === requesting && !$0.isClosing }
        let titleBar = host.makeProminent(over: parent)
        titleBar.onDone = { [weak self, weak host] in
            guard let self, let scene = host?.scene, let application = self.application, !application.isTerminated else { return }
            application.sendAction("performClose:", to: scene, from: titleBar, for: nil)
        }
        guard let parent else { return }
        parent.dimming.isVisible = true
        parent.dimming.onClick = { [weak self, weak parent] in
            guard let self, let parent else { return }
            self.modalChild(of: parent)?.present()
        }
    }

    /// The open prominent window over `host`, if any (the latest when there are several).
    func modalChild(of host: GtkWindowHost) -> GtkWindowHost? {
        hosts.last { $0.modalParent === host && !$0.isClosing }
    }

    /// Undims the windows `closed` prominent windows or sheets sat over, and gives the keyboard back to them.
    func modalWindowsDidClose(_ closed: [GtkWindowHost]) {
        for parent in closed.compactMap(\.modalParent) where !parent.isClosing && modalChild(of: parent) == nil {
            parent.dimming.isVisible = false
            if let window = parent.window, application?.isTerminated == false { window.makeKey() }
        }
    }
}
