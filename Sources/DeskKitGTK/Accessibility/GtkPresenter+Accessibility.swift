import CGtk
import DeskKit
import Foundation

// MARK: - Accessibility notifications

extension GtkPresenter {
    /// Relays the app's accessibility notifications to the windows: an announcement names the key
    /// window's status element; a layout or screen change redraws, which re-syncs the elements.
    func observeAccessibilityNotifications() {
        _ = UIAccessibility.addObserver { [weak self] posting in
            guard let self, !self.isTerminating else { return }
            let host = self.hosts.first { $0.window?.isKeyWindow == true } ?? self.hosts.first
            guard let host, !host.isClosing else { return }
            switch posting.notification {
            case .announcement:
                if let text = posting.text, !text.isEmpty { host.accessibility.announce(text, in: host.contentLayer) }
            default:
                host.window?.setNeedsDisplay()
            }
        }
    }
}

// MARK: - Elements

extension GtkPresenter {
    /// Passes what a screen reader (or GTK's keyboard focus) does to an element on to the core.
    func connectAccessibility(_ host: GtkWindowHost) {
        host.accessibility.onRequest = { [weak self, weak host] request, id in
            guard let self, let host, let window = host.window, !host.isClosing,
                  let application = self.application, !application.isTerminated else { return }
            switch request {
            case .activate: application.activateAccessibilityElement(id, in: window)
            case let .customAction(index): application.performAccessibilityCustomAction(index, of: id, in: window)
            case .focus: application.focusAccessibilityElement(id, in: window)
            }
            window.setNeedsDisplay()
        }
    }

    /// Brings the window's element widgets up to its accessibility elements. GTK's focus follows
    /// the focused element unless a GTK widget of its own has the keyboard: the text view of the
    /// first responder, or an entry of the find or navigation bar.
    func syncAccessibility(_ host: GtkWindowHost, window: UIWindow) {
        let focus = gtk_window_get_focus(cgtk_window(host.gtkWindow))
        let takingFocus = window.isKeyWindow && (focus.map { focus in
            focus == host.renderer.widget || host.accessibility.owns(focus)
                || host.hostedTextViews.values.contains { $0.view == focus && $0.textView !== window.firstResponder }
        } ?? true)
        host.accessibility.sync(window.accessibilityNodes(), in: host.contentLayer, takingFocus: takingFocus)
    }
}
