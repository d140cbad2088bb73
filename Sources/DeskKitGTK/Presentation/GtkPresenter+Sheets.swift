import CGtk
import DeskKit
import Foundation

// MARK: - Sheets

extension GtkPresenter {
    /// Shows a presented controller's sheet window as a GTK dialog: its own window, modal and
    /// transient for the presenter's (which dims until it closes), titled from the controller.
    /// Its close button asks the core to dismiss, which the controller may refuse; a dismissal
    /// from code closes it through ``dismissDialog(_:)``, as alerts close.
    package func presentSheet(_ controller: UIViewController, in sheet: UIWindow, over window: UIWindow) {
        // A presenter's window that GTK does not show (closing) leaves the sheet undrawn until dismissed.
        guard let parent = host(for: window), let scene = sheet.windowScene else { return }
        let host = GtkWindowHost(window: sheet, scene: scene, application: loop.application, title: sheetTitle(controller))
        hosts.append(host)
        host.makeSheet(over: parent)
        GtkSignal.connectReturningBool(host.gtkWindow, "close-request") { [weak self, weak host] in
            guard let self, let host, !host.isClosing else { return false }
            if let application = self.application, !application.isTerminated {
                // The core closes the window when it dismisses; a refusal leaves it open.
                host.window?.rootViewController?.presentationController?.dismissFromUser()
            }
            return true
        }
        connectFocusSignal(host)
        connectContent(host)
        parent.dimming.isVisible = true
        parent.dimming.onClick = { [weak self, weak parent] in
            guard let self, let parent else { return }
            self.modalChild(of: parent)?.present()
        }
        openDialogs.append(GtkOpenDialog(controller: controller, close: { [weak self, weak host] in
            guard let self, let host else { return }
            self.closeSheet(host)
        }, sheetHost: host))
        host.present()
    }

    /// The sheet window showing `controller`, if any (tests read it).
    package func sheetHost(for controller: UIViewController) -> GtkWindowHost? {
        openDialogs.last { $0.controller === controller && $0.sheetHost != nil }?.sheetHost
    }

    /// The title a sheet's window shows: its navigation item's title, else the controller's.
    func sheetTitle(_ controller: UIViewController) -> String {
        if let title = controller.displayedNavigationItem.title, !title.isEmpty { return title }
        return controller.title ?? ""
    }

    /// Brings sheet windows' titles up to date after a navigation item changed.
    func updateSheetTitles() {
        for host in hosts where host.isSheet {
            if let controller = host.window?.rootViewController { host.setTitle(sheetTitle(controller)) }
        }
    }

    private func closeSheet(_ host: GtkWindowHost) {
        openDialogs.removeAll { $0.sheetHost === host || $0.controller == nil }
        guard !host.isClosing, hosts.contains(where: { $0 === host }) else { return }
        hosts.removeAll { $0 === host }
        if overlayHost === host { overlayHostDidClose() }
        host.destroy()
        modalWindowsDidClose([host])
    }
}
