import CGtk
import DeskKit
import Foundation

// MARK: - Shortcut overlay

extension GtkPresenter {
    /// Sent by the core for Help ▸ Keyboard Shortcuts (Ctrl+?), shown until Esc or a click
    /// outside, and when Ctrl was held alone, shown until it is released. A hold while a menu is
    /// open shows nothing: the menu keeps the keyboard and the overlay would sit under it.
    package func showShortcutOverlay(_ overlay: ShortcutOverlay, openedByHold: Bool) -> Bool {
        let keyHost = application?.keyWindow.flatMap { host(for: $0) }
        let heldHost = overlayHoldHost.flatMap { held in hosts.first { $0 === held } }
        guard let host = (openedByHold ? heldHost ?? keyHost : keyHost) ?? hosts.first else { return false }
        if openedByHold, host.menus.isMenuOpen { return false }
        showOverlay(overlay, in: host)
        return true
    }

    /// Sent by the core when the held Ctrl comes up.
    package func dismissShortcutOverlay() {
        overlayHost?.overlay.hide()
        clearOverlayState()
    }

    /// Shows `model` over `host`'s content with an empty search; one overlay at a time.
    private func showOverlay(_ model: ShortcutOverlay, in host: GtkWindowHost) {
        if let current = overlayHost, current !== host { current.overlay.hide() }
        overlayModel = model
        overlayHost = host
        host.menus.closeMenus()
        host.overlay.searchText = ""
        fillOverlay(host, with: model)
        host.overlay.show()
    }

    /// Hides the overlay the user is done with (a shortcut or an entry chosen) and tells the core.
    package func dismissOverlay() {
        dismissShortcutOverlay()
        application?.shortcutOverlayDidClose()
    }

    /// The window the overlay showed over closed: the overlay went with it.
    func overlayHostDidClose() {
        clearOverlayState()
        application?.shortcutOverlayDidClose()
    }

    private func clearOverlayState() {
        overlayModel = nil
        overlayHost = nil
        overlayCommands = [:]
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
            self.application?.shortcutOverlayDidClose()
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
