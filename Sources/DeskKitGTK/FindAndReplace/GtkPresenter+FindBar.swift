import CGtk
import DeskKit
import Foundation

// MARK: - The find bar

extension GtkPresenter {
    /// Sends the bar's edits and clicks to the interaction presenting in the host's window.
    func connectFindBar(_ host: GtkWindowHost) {
        let bar = host.findBar
        bar.onSearchTextChanged = { [weak self, weak host] text in
            guard let self, let host else { return }
            self.presentingFindInteraction(in: host)?.searchText = text
            // The results around the caret are known now: tag them before GTK draws the typed
            // query, so both show in one frame.
            if host.isUrgentTextViewSyncScheduled { self.syncTextViews(host, beforeFrame: true) }
        }
        bar.onReplacementTextChanged = { [weak self, weak host] text in
            self?.presentingFindInteraction(in: host)?.replacementText = text
        }
        bar.onPrevious = { [weak self, weak host] in self?.presentingFindInteraction(in: host)?.findPrevious() }
        bar.onNext = { [weak self, weak host] in self?.presentingFindInteraction(in: host)?.findNext() }
        bar.onReplace = { [weak self, weak host] in self?.presentingFindInteraction(in: host)?.replace() }
        bar.onReplaceAll = { [weak self, weak host] in self?.presentingFindInteraction(in: host)?.replaceAll() }
        bar.onDone = { [weak self, weak host] in self?.presentingFindInteraction(in: host)?.dismissFindNavigator() }
        bar.onFieldFocused = { [weak self, weak host] field in
            guard let interaction = self?.presentingFindInteraction(in: host) else { return }
            // A click in an entry gives the core's keyboard focus to the navigator too.
            interaction.navigatorView.becomeFirstResponder()
            interaction.focus(field == .replace ? .replace : .search)
        }
        host.findOptionsMenus.onActivate = { [weak self, weak host] id in
            guard let self, let host, let element = host.findOptionElements[id] else { return }
            self.application?.perform(element)
            // The core pushes the new options; the menu is rebuilt for them.
            host.findOptionsShown = nil
        }
    }

    /// The interaction whose navigator the host's bar shows, if it still presents there.
    func presentingFindInteraction(in host: GtkWindowHost?) -> UIFindInteraction? {
        guard let host, let window = host.window, let interaction = host.findBarInteraction,
              interaction.isFindNavigatorVisible, interaction.navigatorView.window === window else { return nil }
        return interaction
    }

    /// The core's word that a navigator changed in `window`: the bar shows it from the next turn
    /// of the loop, or lets it go when it no longer presents there.
    package func findNavigatorDidChange(_ interaction: UIFindInteraction, in window: UIWindow) {
        guard let host = host(for: window) else { return }
        if interaction.isFindNavigatorVisible, interaction.navigatorView.window === window {
            host.findBarInteraction = interaction
        }
        scheduleFindBarSync(host)
    }

    /// Syncs the bar with the core on the next turn of the loop; repeated calls coalesce.
    func scheduleFindBarSync(_ host: GtkWindowHost) {
        guard !host.isFindBarSyncScheduled, !host.isClosing else { return }
        host.isFindBarSyncScheduled = true
        DispatchQueue.main.async { [weak self, weak host] in
            MainActor.assumeIsolated {
                guard let self, let host else { return }
                host.isFindBarSyncScheduled = false
                self.syncFindBar(host)
            }
        }
    }

    /// Shows the core's navigator state in the host's bar, or hides the bar when none presents.
    func syncFindBar(_ host: GtkWindowHost) {
        guard !host.isClosing else { return }
        let bar = host.findBar
        guard let interaction = presentingFindInteraction(in: host) else {
            host.findBarInteraction = nil
            guard bar.isVisible else { return }
            let hadFocus = bar.hasFocus
            bar.hide()
            host.findOptionsShown = nil
            if hadFocus { gtk_window_set_focus(cgtk_window(host.gtkWindow), nil) }
            return
        }
        let state = interaction.navigatorState
        if !bar.isVisible || host.findOptionsShown != state.options { rebuildOptionsMenu(host, for: interaction) }
        let wasVisible = bar.isVisible
        bar.update(GtkFindBarContent(state, session: interaction.activeFindSession))
        bar.show()
        if interaction.navigatorView.isFirstResponder {
            bar.focus(state.focusedField == .replace ? .replace : .search, selectingAll: !wasVisible)
        } else if bar.focusedField != nil {
            // The core moved the keyboard elsewhere (a click in the text): the entry lets it go.
            gtk_window_set_focus(cgtk_window(host.gtkWindow), nil)
        }
    }

    /// The options menu: the standard elements, or what the interaction's provider makes of them.
    private func rebuildOptionsMenu(_ host: GtkWindowHost, for interaction: UIFindInteraction) {
        let menu = interaction.optionsMenu
        let conversion = GtkMenuConversion(menu.children)
        host.findOptionElements = conversion.elements
        let model = host.findOptionsMenus.makeMenuModel(conversion.nodes, replacingActions: true)
        host.findBar.setOptionsMenu(model)
        g_object_unref(UnsafeMutableRawPointer(model))  // the menu button holds it
        host.findOptionsShown = interaction.options
    }
}
