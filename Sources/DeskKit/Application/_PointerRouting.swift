import Foundation

/// The pointer's state for one application: where it is, what it hovers, and the drag under way.
///
/// Kept beside the application, as extensions cannot store; entries go with their application.
@MainActor
final class _PointerRouting {
    /// A press of the primary button, or a finger, followed until release.
    struct Drag {
        enum Input { case pointer, touch }
        let input: Input
        weak var window: UIWindow?
        let start: CGPoint
        var last: CGPoint
        let modifierFlags: UIKeyModifierFlags
        /// The interaction whose view was pressed on empty space, which may start a band.
        weak var bandCandidate: UIBandSelectionInteraction?
        /// The collection view a finger drag scrolls.
        weak var panTarget: UICollectionView?
        /// The pan recognizer the drag drives, when no band or scroll takes it.
        weak var panRecognizer: UIPanGestureRecognizer?
        /// Whether the drag went further than a click's tolerance.
        var hasMoved = false
        /// The touch the gesture recognizers under the press follow, and those recognizers.
        var touches: _GestureTouches?
    }

    /// A touchpad glide, from its fingers down to their lift, and what it scrolls.
    struct Scroll {
        weak var window: UIWindow?
        let location: CGPoint
        /// Chosen at the glide's first movement: a pan recognizer or a scroll view.
        weak var panRecognizer: UIPanGestureRecognizer?
        weak var scrollView: UIScrollView?
        var hasTarget = false
    }

    weak var application: UIApplication?
    var location: CGPoint = .zero
    var modifierFlags: UIKeyModifierFlags = []
    weak var window: UIWindow?
    weak var hoverInteraction: UIPointerInteraction?
    var hoverRegion: UIPointerRegion?
    var drag: Drag?
    var scroll: Scroll?
    /// The hover recognizers the pointer is over, nearest first.
    var hoverRecognizers: [UIHoverGestureRecognizer] = []
    /// The pinch recognizer a two-finger pinch under way drives.
    weak var pinchRecognizer: UIPinchGestureRecognizer?

    private init(application: UIApplication) {
        self.application = application
    }

    private static var states: [ObjectIdentifier: _PointerRouting] = [:]

    static func of(_ application: UIApplication) -> _PointerRouting {
        let key = ObjectIdentifier(application)
        if let state = states[key], state.application === application { return state }
        states = states.filter { $0.value.application != nil }
        let state = _PointerRouting(application: application)
        states[key] = state
        return state
    }
}
