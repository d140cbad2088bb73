import CGtk
import DeskKit
import Foundation

// MARK: - Shortcut overlay

extension GtkPresenter {
    /// Sent by the core for Help ▸ Keyboard Shortcuts (Ctrl+?): shown until Esc or a click outside.
    package func showShortcutOverlay(_ overlay: ShortcutOverlay) {
        guard let host = application?.keyWindow.flatMap({ host(for: $0) }) ?? hosts.first else { return }
        showOverlay(overlay, in: host, openedByHold: false)
    }

    /// Shows `model` over `host`'s content with an empty search; one overlay at a time.
    func showOverlay(_ model: ShortcutOverlay, in host: GtkWindowHost, openedByHold: Bool) {
        if let current = overlayHost, current !== host { current.overlay.hide() }
        overlayModel = model
        overlayHost = host
        overlayOpenedByHold = openedByHold
        host.menus.closeMenus()
        host.overlay.searchText = ""
        fillOverlay(host, with: model)
        host.overlay.show()
    }

    /// Hides the overlay, e.g. when Ctrl is released after holding it.
    package func dismissOverlay() {
        overlayHost?.overlay.hide()
        clearOverlayState()
    }

    func clearOverlayState() {
        overlayModel = nil
        overlayHost = nil
        overlayCommands = [:]
        overlayOpenedByHold = false
    }

    func connectOverlay(_ host: GtkWindowHost) {
        host.overlay.onSearchChanged = { [weak self, weak host] text in
            guard let self, let host, self.overlayHost === host, let model = self.overlayModel else { return }
            self.fillOverlay(host, with: model.search(text))
        }
        host.overlay.onEntryActivated = { [weak self] id in
            guard let self, let command = self.overlayCommands[id] else { return }
            self.dismissOverlay()
            self.application?.perform(command)
        }
        host.overlay.onDismiss = { [weak self, weak host] in
            guard let self, self.overlayHost === host else { return }
            self.clearOverlayState()
        }
    }

    private func fillOverlay(_ host: GtkWindowHost, with model: ShortcutOverlay) {
        var commands: [Int: UIKeyCommand] = [:]
        let categories = model.categories.map { category in
            GtkShortcutOverlayCategory(title: category.title, entries: category.entries.map { entry in
                let id = commands.count + 1
                commands[id] = entry.command
                return GtkShortcutOverlayEntry(id: id, title: entry.title, shortcut: entry.shortcut)
            })
        }
        overlayCommands = commands
        host.overlay.setCategories(categories)
    }
}
