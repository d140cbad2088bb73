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
