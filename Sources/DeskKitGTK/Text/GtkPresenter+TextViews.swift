import CGtk
import DeskKit
import Foundation

// MARK: - Text views, shown with GTK's text view

extension GtkPresenter {
    static let selectionColor = GtkRGBA(red: 0.70, green: 0.83, blue: 1.0)
    /// Every result: a pale yellow, as desktop find bars mark matches.
    static let foundColor = GtkRGBA(red: 1.0, green: 0.93, blue: 0.55)
    /// The current result: a strong orange, distinct from the other results and the selection.
    static let highlightedColor = GtkRGBA(red: 1.0, green: 0.6, blue: 0.0)
    /// Highlighter marks: a marker-pen green, apart from the find colours.
    static let markedColor = GtkRGBA(red: 0.62, green: 0.93, blue: 0.45)

    /// Notes where a text view shows in this frame (window coordinates); its GTK text view is
    /// moved there once the frame is drawn, since widgets must not be resized while GTK draws.
    func placeTextView(_ textView: UITextView, in rect: CGRect, opacity: Double, host: GtkWindowHost) {
        host.textViewPlacements[ObjectIdentifier(textView)] = GtkWindowHost.TextViewPlacement(
            textView: textView, frame: rect, opacity: opacity)
    }

    /// Syncs the window's text views on a later turn: before the next frame for a change the core
    /// made (results, selection), or when GTK is idle for what GTK itself changed (scrolling,
    /// layout), so its background layout of a large text is not slowed by a sync per step.
    /// That layout keeps the loop busy for up to a minute, so a sync asked for `promptly` (lines
    /// scrolled into view, the screens around the one shown, the keyboard's focus) runs within
    /// ``longestTextViewSyncDelay`` whatever GTK is doing.
    func scheduleTextViewSync(_ host: GtkWindowHost, beforeNextFrame: Bool = false, promptly: Bool = true) {
        if beforeNextFrame {
            guard !host.isUrgentTextViewSyncScheduled else { return }
            host.isUrgentTextViewSyncScheduled = true
            GtkIdle.run(priority: GtkIdle.beforeFrame) { [weak self, weak host] in
                guard let self, let host else { return }
                host.isUrgentTextViewSyncScheduled = false
                self.syncTextViews(host, beforeFrame: true)
            }
            return
        }
        let sync: @MainActor () -> Void = { [weak self, weak host] in
            guard let self, let host, host.isTextViewSyncScheduled else { return }
            host.isTextViewSyncScheduled = false
            self.syncTextViews(host)
        }
        if !host.isTextViewSyncScheduled {
            host.isTextViewSyncScheduled = true
            GtkIdle.run(sync)
        }
        if promptly, !host.hasTextViewSyncDeadline {
            host.hasTextViewSyncDeadline = true
            GtkIdle.run(afterMilliseconds: Self.longestTextViewSyncDelay) { [weak host] in
                host?.hasTextViewSyncDeadline = false
                sync()
            }
        }
    }

    /// How long a sync of what GTK changed may wait for the main loop to go idle.
    static let longestTextViewSyncDelay: UInt32 = 100

    /// Places, shows or hides each GTK text view of the window as the last frame had it, brings
    /// each up to its core view, and moves the keyboard focus to follow the first responder;
    /// then brings the window's accessibility elements up to the frame too. Before a frame, each
    /// view decorates only its screen shown (see ``GtkHostedTextView/sync(beforeFrame:)``).
    func syncTextViews(_ host: GtkWindowHost, beforeFrame: Bool = false) {
        guard !host.isClosing, let window = host.window else { return }
        for (id, hosted) in host.hostedTextViews where hosted.textView == nil || host.textViewPlacements[id] == nil {
            hosted.place(nil, opacity: 1, in: host.contentLayer)
            if hosted.textView == nil {
                hosted.detach()
                host.hostedTextViews[id] = nil
            }
        }
        let responder = window.firstResponder
        for placement in host.textViewPlacements.values {
            guard let textView = placement.textView else { continue }
            let hosted = host.hostedTextView(for: textView) ?? makeHostedTextView(for: textView, in: host)
            hosted.place(placement.frame, opacity: placement.opacity, in: host.contentLayer)
            hosted.sync(beforeFrame: beforeFrame)
            if responder === textView {
                // Not while the keyboard is in the find bar, the navigation bar (F6) or a menu.
                if !hosted.hasFocus, window.isKeyWindow, !host.findBar.isVisible || host.findBar.focusedField == nil,
                   !host.navigationBar.hasKeyboardFocus, !host.isContextMenuVisible, !host.keyboardIsInPopover {
                    hosted.grabFocus()
                }
            } else if hosted.hasFocus {
                // The core moved the first responder elsewhere: keys must not reach this text.
                _ = gtk_widget_grab_focus(host.renderer.widget)
            }
        }
        syncBackedWidgets(host, window: window)
        syncAccessibility(host, window: window)
    }

    private func makeHostedTextView(for textView: UITextView, in host: GtkWindowHost) -> GtkHostedTextView {
        let hosted = GtkHostedTextView(textView: textView)
        hosted.onNeedsSync = { [weak self, weak host] promptly in
            guard let self, let host else { return }
            self.scheduleTextViewSync(host, promptly: promptly)
        }
        hosted.onNeedsDisplay = { [weak self, weak host] in
            guard let self, let host else { return }
            self.scheduleTextViewSync(host, beforeNextFrame: true)
        }
        hosted.onFocus = { [weak host, weak textView] in
            guard let host, let textView, let window = host.window, !host.isClosing else { return }
            if !window.isKeyWindow { window.makeKey() }
            if !textView.isFirstResponder { textView.becomeFirstResponder() }
        }
        hosted.onSecondaryClick = { [weak self, weak host] point, released in
            guard let self, let host, let window = host.window, let application = self.application,
                  !application.isTerminated else { return }
            if self.secondaryButtonEmulatesTouch {
                if released { application.handleTouch(at: point, in: window) }
            } else if !released {
                application.handleClick(at: point, button: .secondary, in: window)
            }
        }
        // A text view that went may have left its GTK text view under the same identifier.
        host.hostedTextViews[ObjectIdentifier(textView)]?.detach()
        host.hostedTextViews[ObjectIdentifier(textView)] = hosted
        return hosted
    }

    /// The GTK text view showing `textView`, once it has been shown.
    package func hostedTextView(for textView: UITextView) -> GtkHostedTextView? {
        hosts.lazy.compactMap { $0.hostedTextView(for: textView) }.first
    }

    /// Whether the focused GTK text view, showing the core's first responder, handles this key
    /// itself (typing, input methods, caret movement, deletion).
    func hostedTextViewTakesKey(_ press: GtkKeyPress, in host: GtkWindowHost) -> Bool {
        guard let application, let textView = host.window?.firstResponder as? UITextView,
              let hosted = host.hostedTextView(for: textView), hosted.hasFocus else { return false }
        return application.firstResponderKeepsTextKey(UIKey(press))
    }

    /// The union of the rectangles a range shows in (the caret's for an empty range), in the
    /// text view's coordinates.
    package func textRect(for byteRange: Range<Int>, in textView: UITextView) -> CGRect? {
        guard let hosted = hostedTextView(for: textView), hosted.placement != nil,
              let first = hosted.rects(for: byteRange).first else { return nil }
        let union = hosted.rects(for: byteRange).dropFirst().reduce(first) { $0.union($1) }
        let origin = textView.convert(CGPoint.zero, to: nil)
        return union.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
