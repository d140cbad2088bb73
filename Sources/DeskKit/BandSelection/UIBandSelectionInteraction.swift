import Foundation

/// Lets the pointer drag out a selection rectangle over empty space of a view.
///
/// The band begins only for a pointer (mouse or trackpad) press on the view itself, not on one
/// of its subviews, once the pointer has moved a few points; a finger never starts one. The
/// handler runs on every change of ``state``; read ``selectionRect`` there. Esc cancels.
@preconcurrency @MainActor
public final class UIBandSelectionInteraction: UIInteraction {
    /// Where a band is in its life; the handler runs on each change.
    public enum State: Int, Sendable {
        /// No band: the interaction waits for a drag.
        case possible
        /// The drag moved far enough; the band appeared.
        case began
        /// The band changed size.
        case selecting
        /// The button was released; the selection is final.
        case ended
        /// Esc (or the view leaving its window) abandoned the band.
        case cancelled
    }

    public private(set) weak var view: UIView?
    /// A disabled interaction starts no band; disabling it cancels one in progress.
    public var isEnabled = true {
        didSet { if !isEnabled { cancel() } }
    }
    /// Where the current band is in its life; read it in the selection handler.
    public internal(set) var state: State = .possible
    /// The band in the view's coordinates; `CGRect.null` when no band is being dragged.
    public internal(set) var selectionRect: CGRect = .null
    /// The modifier keys held when the drag began: Shift to add, Command (Ctrl on Linux) to toggle.
    public internal(set) var initialModifierFlags: UIKeyModifierFlags = []
    /// Asked with the press location (in the view's coordinates) whether a band may start there.
    public var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)?

    let selectionHandler: (UIBandSelectionInteraction) -> Void
    /// The press location in content coordinates, so the band's anchor stays put while the view scrolls.
    var anchor: CGPoint = .zero
    /// The last pointer location, in the view's coordinates.
    var pointer: CGPoint = .zero
    /// Bumped whenever a band starts or stops, so a pending autoscroll step can tell it is stale.
    var generation = 0
    /// Whether an autoscroll step is waiting on the main queue.
    var isAutoscrollScheduled = false

    /// An interaction that calls `selectionHandler` on every change of ``state``, on the main
    /// actor.
    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) {
        self.selectionHandler = selectionHandler
    }

    /// Called by the view; moving to another view (or none) cancels a band in progress.
    public func willMove(to view: UIView?) {
        cancel()
    }

    /// Called by the view; records the view whose empty space starts bands.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Whether a band is being dragged (began or selecting).
    var isTracking: Bool { state == .began || state == .selecting }

    func setState(_ newState: State, rect: CGRect) {
        state = newState
        selectionRect = rect
        selectionHandler(self)
        guard let view, let window = view.window else { return }
        let presented = isTracking ? view.convert(rect, to: nil) : nil
        window.windowScene?.application?.presenter?.bandSelectionDidChange(presented, in: window)
    }
}
