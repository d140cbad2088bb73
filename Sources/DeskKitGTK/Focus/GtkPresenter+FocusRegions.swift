import CGtk
import DeskKit
import Foundation

// MARK: - F6: following the core between a window's regions

extension GtkPresenter {
    /// The core moved the keyboard to another region of `window` (F6, Shift+F6, Esc in the bar):
    /// the widgets drawing that region take GTK's keyboard focus.
    package func focusRegionDidChange(in window: UIWindow) {
        guard let host = host(for: window), !host.isClosing else { return }
        let bar = host.navigationBar
        switch window.focusRegion {
        case .navigationBar?:
            // The rename entry has the keyboard already; else the title or the first button.
            guard !(window.firstResponder is NavigationTitleRenameField) else { return }
            if !bar.isVisible { updateNavigationBar(host) }
            if !bar.focusBar() { window.navigationBarDidLoseKeyboard() }
        case .findBar?:
            if bar.isKeyboardInBar { bar.setButtonsTakeKeyboard(false) }
            syncFindBar(host)
        case .content?, nil:
            if bar.isKeyboardInBar {
                bar.leaveBar()
            } else {
                focusContent(of: host)
            }
        }
    }

    /// Gives GTK's keyboard focus to the content: the GTK text view showing the core's first
    /// responder when there is one, else the drawing area.
    func focusContent(of host: GtkWindowHost) {
        if let textView = host.window?.firstResponder as? UITextView, let hosted = host.hostedTextView(for: textView) {
            hosted.grabFocus()
        } else {
            _ = gtk_widget_grab_focus(host.renderer.widget)
        }
    }
}
