import Foundation

/// The rule behind holding the primary modifier (Ctrl) to see the shortcut overlay, as on an iPad
/// with a keyboard: held alone for ``delay`` it shows the overlay; any other key or modifier
/// cancels the wait; releasing it closes an overlay the hold opened (one opened from the Help
/// menu stays until dismissed). The core keeps it so the headless host and GTK run the same rule.
@preconcurrency @MainActor
package final class ShortcutOverlayHold {
    /// How long the modifier must be held alone.
    package var delay: Duration = .seconds(1)
    /// Whether an overlay is showing, and whether the hold opened it.
    package private(set) var isOverlayShown = false
    package private(set) var wasOpenedByHold = false

    private var pendingShow: DispatchWorkItem?
    private let show: @MainActor () -> Bool
    private let dismiss: @MainActor () -> Void

    /// `show` puts the overlay up and says whether it did (a presenter may decline, e.g. under an
    /// open menu); `dismiss` takes it down.
    init(show: @escaping @MainActor () -> Bool, dismiss: @escaping @MainActor () -> Void) {
        self.show = show
        self.dismiss = dismiss
    }

    /// Whether a hold is waiting for its delay to pass.
    package var isWaiting: Bool { pendingShow != nil }

    /// A modifier went down or up; `held` is every modifier held after the change.
    package func modifierChanged(_ modifier: UIKeyModifierFlags, pressed: Bool, held: UIKeyModifierFlags) {
        let others = held.subtracting([.command, .alphaShift, .numericPad])
        if modifier == .command, pressed, others.isEmpty, !isOverlayShown {
            start()
        } else {
            cancel()
        }
        if modifier == .command, !pressed, isOverlayShown, wasOpenedByHold {
            dismiss()
            overlayDidClose()
        }
    }

    /// Any other key went down: the hold is not a hold.
    package func keyPressed() {
        cancel()
    }

    /// The wait is over: shows the overlay now if a hold is still pending. The timer calls this;
    /// the headless host calls it to let the delay pass at once.
    package func delayDidPass() {
        guard pendingShow != nil else { return }
        cancel()
        guard show() else { return }
        isOverlayShown = true
        wasOpenedByHold = true
    }

    /// The overlay was shown some other way (Help ▸ Keyboard Shortcuts, Ctrl+?).
    package func overlayDidShow() {
        cancel()
        isOverlayShown = true
        wasOpenedByHold = false
    }

    /// The overlay closed: by Esc, a click outside, a chosen entry, or the release above.
    package func overlayDidClose() {
        isOverlayShown = false
        wasOpenedByHold = false
    }

    private func start() {
        cancel()
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.delayDidPass() }
        }
        pendingShow = work
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
    }

    private func cancel() {
        pendingShow?.cancel()
        pendingShow = nil
    }
}
