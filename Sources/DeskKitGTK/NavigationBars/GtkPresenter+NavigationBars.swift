import CGtk
import DeskKit
import Foundation

// MARK: - Navigation bars

extension GtkPresenter {
    package func navigationBarDidChange(_ navigationItem: UINavigationItem) {
        for host in hosts where host.window?.displayedNavigationItem === navigationItem {
            scheduleNavigationBarUpdate(host)
        }
        updateSheetTitles()
    }

    package func presentShareSheet(_ controller: UIActivityViewController, for navigationItem: UINavigationItem) {
        guard let host = hosts.first(where: { $0.window?.displayedNavigationItem === navigationItem }) else {
            controller.dismissSheet()
            return
        }
        updateNavigationBar(host)
        host.navigationBar.presentShareSheet(controller)
    }

    /// Shows the root view controller's navigation item in the host's bar, laid out again
    /// whenever the window's width changes.
    func connectNavigationBar(_ host: GtkWindowHost) {
        host.navigationBar.application = application
        host.navigationBar.contentWidget = host.renderer.widget
        host.navigationBar.focusContent = { [weak self, weak host] in
            guard let self, let host else { return }
            self.focusContent(of: host)
        }
        host.navigationBar.keyboardInBarDidChange = { [weak host] inBar in
            guard let window = host?.window else { return }
            if inBar { window.navigationBarDidTakeKeyboard() } else { window.navigationBarDidLoseKeyboard() }
        }
        let resized = host.renderer.onResize
        host.renderer.onResize = { [weak self, weak host] size in
            resized?(size)
            guard let self, let host, size.width != host.navigationBar.width else { return }
            // Not during GTK's size allocation, which this is called from: the bar's widgets change.
            self.scheduleNavigationBarUpdate(host)
        }
        updateNavigationBar(host)
    }

    /// Lays the bar out again soon, once for any number of changes.
    func scheduleNavigationBarUpdate(_ host: GtkWindowHost) {
        guard !host.isNavigationBarUpdateScheduled else { return }
        host.isNavigationBarUpdateScheduled = true
        DispatchQueue.main.async { [weak self, weak host] in
            MainActor.assumeIsolated {
                guard let self, let host else { return }
                host.isNavigationBarUpdateScheduled = false
                guard self.hosts.contains(where: { $0 === host }), !host.isClosing else { return }
                self.updateNavigationBar(host)
            }
        }
    }

    /// Lays the bar out now at the window's width.
    package func updateNavigationBar(_ host: GtkWindowHost) {
        let bar = host.navigationBar
        bar.navigationItem = host.window?.displayedNavigationItem
        bar.traits = host.window?.windowTraitCollection ?? UITraitCollection()
        let drawn = CGFloat(gtk_widget_get_width(host.renderer.widget))
        let width = drawn > 0 ? drawn : (host.window?.frame.width ?? 0)
        bar.update(width: width)
    }

    /// While a bar button has the keyboard, GTK takes the keys that move along the bar and press
    /// buttons (arrows, Tab, Enter, Space; Down opens the title menu); F6, Esc and shortcuts
    /// (Ctrl, Alt, function keys) go to the core, which moves the keyboard on (``FocusRegion``).
    ///
    /// - Returns: nil when the bar has nothing to do with the key, else whether it was consumed
    ///   here (false hands it to GTK).
    func navigationBarKeyboard(_ press: GtkKeyPress, in host: GtkWindowHost) -> Bool? {
        let bar = host.navigationBar
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let isPlain = modifiers.isSubset(of: .shift) && !press.input.hasPrefix("UIKeyInputF")
        // An open menu of the bar moves and chooses with GTK's keys, and Esc closes it.
        if bar.isPopoverVisible { return isPlain ? false : nil }
        guard bar.buttonHasKeyboardFocus, press.input != UIKeyCommand.inputEscape else { return nil }
        return isPlain ? false : nil
    }

    /// Whether the focused rename entry edits with this key itself (typing, caret movement, its
    /// clipboard and undo); Enter and Esc go to the core, which commits or cancels the rename.
    func navigationBarTakesKey(_ press: GtkKeyPress, in host: GtkWindowHost) -> Bool {
        guard host.navigationBar.renameEntryHasFocus, host.window?.firstResponder is NavigationTitleRenameField else { return false }
        return TextEntryKeys.entryKeeps(UIKey(press))
    }
}
