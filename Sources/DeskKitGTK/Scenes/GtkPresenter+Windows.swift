import CGtk
import DeskKit
import Foundation

// MARK: - Windows

extension GtkPresenter {
    /// Makes a GTK window for each new window of `scene`, wires its input, and shows it.
    package func sceneDidConnect(_ scene: UIWindowScene) {
        for window in scene.windows where host(for: window) == nil {
            let host = GtkWindowHost(window: window, scene: scene, application: loop.application, title: title(for: scene))
            hosts.append(host)
            window.windowTraitCollection = GtkDesktopAppearance.current().applied(to: window.windowTraitCollection)
            connectWindowSignals(host)
            connectContent(host)
            presentProminently(host, scene: scene)
            host.present()
        }
        // The opening grows from the preview in the window it came from.
        if let transition = scene.openingTransition, let window = transition.sourceWindow, let source = host(for: window) {
            source.playOpeningTransition(from: transition.sourceFrame)
        }
    }

    /// Closes the GTK windows of `scene` (and of scenes already gone).
    package func sceneDidDisconnect(_ scene: UIScene) {
        let closing = hosts.filter { $0.scene === scene || $0.scene == nil }
        hosts.removeAll { host in closing.contains { $0 === host } }
        for host in closing {
            if overlayHost === host { overlayHostDidClose() }
            host.destroy()
        }
        modalWindowsDidClose(closing)
        // Closing the last window quits, as Linux desktop apps do; after the core finished disconnecting.
        if hosts.isEmpty, !isTerminating {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.hosts.isEmpty, let application = self.application else { return }
                    application.terminate()
                }
            }
        }
    }

    /// Gives the scene's windows its new title.
    package func sceneTitleDidChange(_ scene: UIScene) {
        for host in hosts where host.scene === scene { host.setTitle(title(for: scene)) }
    }

    /// The key window comes to the front with GTK's focus; a window under a prominent one brings
    /// that one forward instead.
    package func windowDidBecomeKey(_ window: UIWindow) {
        guard let host = host(for: window) else { return }
        let front = modalChild(of: host) ?? host
        if !front.isActive { front.present() }
    }

    /// Minimizes the GTK window showing `window`.
    package func minimize(_ window: UIWindow) {
        guard let host = host(for: window) else { return }
        gtk_window_minimize(cgtk_window(host.gtkWindow))
    }

    /// Puts the GTK window showing `window` into full screen, or takes it out.
    package func toggleFullScreen(_ window: UIWindow) {
        guard let host = host(for: window) else { return }
        let gtkWindow = cgtk_window(host.gtkWindow)
        if gtk_window_is_fullscreen(gtkWindow) != cgtk_false {
            gtk_window_unfullscreen(gtkWindow)
        } else {
            gtk_window_fullscreen(gtkWindow)
        }
    }

    /// Asks GTK to draw `window` again on its next frame.
    package func setNeedsDisplay(_ window: UIWindow) {
        guard !isDrawing, let host = host(for: window) else { return }
        host.renderer.setNeedsDisplay()
    }

    /// Closes every window and ends GTK's main loop.
    package func terminate() {
        isTerminating = true
        // Latest first: a sheet or prominent window goes before the window it sits over.
        for host in hosts.reversed() { host.destroy() }
        hosts.removeAll()
        loop.release()
        loop.quit()
    }

    /// Connects what every window shows to the core: drawing and pointer, keys, accessibility,
    /// the shortcut overlay, menus, tool tips, the find bar and the navigation bar.
    func connectContent(_ host: GtkWindowHost) {
        connectDrawing(host)
        connectKeys(host)
        connectAccessibility(host)
        connectOverlay(host)
        connectMenus(host)
        connectToolTips(host)
        connectFindBar(host)
        connectNavigationBar(host)
    }

    /// Closing from the window manager closes the scene as File ▸ Close Window does; GTK focus makes
    /// the window key.
    private func connectWindowSignals(_ host: GtkWindowHost) {
        GtkSignal.connectReturningBool(host.gtkWindow, "close-request") { [weak self, weak host] in
            guard let self, let host, !host.isClosing else { return false }
            // As File ▸ Close Window: the last window's close quits and keeps the saved windows.
            if let scene = host.scene, let application = self.application, !application.isTerminated {
                application.sendAction("performClose:", to: scene, from: nil, for: nil)
            }
            return true
        }
        connectFocusSignal(host)
    }

    /// GTK focus makes the window key; a window under a modal one hands the focus to it.
    func connectFocusSignal(_ host: GtkWindowHost) {
        GtkSignal.connectPointer(host.gtkWindow, "notify::is-active") { [weak self, weak host] _ in
            guard let self, let host, !host.isClosing, host.isActive else { return }
            if let child = self.modalChild(of: host) {
                child.present()  // a dimmed window hands the focus to the window over it
                return
            }
            guard let window = host.window, !window.isKeyWindow else { return }
            window.makeKey()
        }
    }
}
