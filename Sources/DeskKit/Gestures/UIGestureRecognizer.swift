import Foundation

/// Recognizes a gesture on a view and sends its action to its targets.
///
/// Targets receive actions the way DeskKit's responders do: the target must be a responder
/// that declared the action with `implement(_:by:)` in ``UIResponder/registerActions()``. A
/// subclass recognizes its own gesture by overriding the `touches…` methods, which receive every
/// press, drag and lift of a finger or the primary pointer button on its view, and setting ``state``.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Hashable, Sendable {
        /// Waiting, then began/changed/ended for a continuous gesture, or cancelled/failed when it stops short.
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture such as a tap is recognized when it ends.
        public static let recognized = State.ended
    }

    /// Where the recognizer is; subclasses set it as their gesture progresses, and moving to
    /// began, changed, ended (recognized) or cancelled sends the action to every target.
    public var state: State {
        get { currentState }
        set {
            currentState = newValue
            switch newValue {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }
    private var currentState: State = .possible
    /// Whether the recognizer takes part; a disabled one gets no touches.
    open var isEnabled = true
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Decides whether the recognizer takes a touch and may begin; none lets it always.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for the recognizer in diagnostics.
    open var name: String?
    /// The touch types the recognizer reacts to, as `UITouch.TouchType` raw values; all by default.
    open var allowedTouchTypes: [NSNumber] = [
        UITouch.TouchType.direct.rawValue as NSNumber, UITouch.TouchType.indirect.rawValue as NSNumber,
        UITouch.TouchType.pencil.rawValue as NSNumber, UITouch.TouchType.indirectPointer.rawValue as NSNumber,
    ]

    /// The press types (`UIPress.PressType` raw values) that complete the gesture on a focused
    /// view, as Return does for a tap recognizer allowing `.select`; none by default.
    open var allowedPressTypes: [NSNumber] = []

    private var targets: [(target: AnyObject, action: Selector)] = []
    /// The touch being recognized, or the last one recognized.
    var lastTouch: UITouch?

    /// A recognizer sending `action` to `target` (both nil for none yet).
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a responder and the action it is sent when the state changes.
    open func addTarget(_ target: Any, action: Selector) {
        guard Mirror(reflecting: target).displayStyle == .class else {
            DeskKitLog.report("A gesture recognizer's target must be an object; '\(target)' is not, so '\(action)' will not be sent.")
            return
        }
        targets.append((target as AnyObject, action))
    }

    /// Removes matching target-action pairs; nil matches every target or every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Whether the recognizer reacts to touches of `type`.
    func accepts(_ type: UITouch.TouchType) -> Bool {
        isEnabled && allowedTouchTypes.contains { $0.intValue == type.rawValue }
    }

    /// Where the gesture happened, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        lastTouch?.location(in: view) ?? .zero
    }

    /// The modifier keys held when the gesture's touch went down, e.g. Shift to add to a
    /// selection.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// How many touches the gesture has: one while tracking, else none.
    open var numberOfTouches: Int { lastTouch == nil ? 0 : 1 }

    // MARK: - Touches, for subclasses

    /// A finger or the primary pointer button went down on the view (or inside it).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The finger or pointer moved while down.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The finger lifted or the button came up.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touch was taken away, as when its window closed.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to ``State-swift.enum/possible`` after a touch
    /// sequence ends; subclasses clear what they tracked.
    open func reset() {}

    /// Back to `.possible` without telling the targets, then ``reset()``.
    func returnToPossible() {
        currentState = .possible
        reset()
    }

    /// Decides whether a tap completes this recognizer's gesture; subclasses override.
    func recognizesTap(_ touch: UITouch) -> Bool { false }

    /// Offers a completed tap made with `modifierFlags` held; true when this recognizer
    /// recognized it and sent its actions.
    func handleTap(_ touch: UITouch, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        guard accepts(touch.type), recognizesTap(touch) else { return false }
        self.modifierFlags = modifierFlags
        guard delegateAllowsBeginning(with: touch) else { return false }
        lastTouch = touch
        state = .recognized
        returnToPossible()
        return true
    }

    /// Offers a press of `type` on the focused view; true when the recognizer allows that type
    /// and sent its actions.
    func handlePress(_ type: UIPress.PressType) -> Bool {
        guard isEnabled, allowedPressTypes.contains(where: { $0.intValue == type.rawValue }) else { return false }
        lastTouch = nil
        state = .recognized
        returnToPossible()
        return true
    }

    func sendActions() {
        for (target, action) in targets {
            guard let responder = target as? UIResponder, responder.invokeAction(action, sender: self) else {
                DeskKitLog.report("The gesture recognizer's target '\(type(of: target))' does not implement '\(action)'. Declare it with implement(\"\(action)\", by:) in registerActions().")
                continue
            }
        }
    }
}
