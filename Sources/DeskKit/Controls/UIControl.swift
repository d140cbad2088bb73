import Foundation

/// A view that turns the user's clicks and taps into actions sent to its targets.
///
/// A click or finger tap on an enabled control sends its `.touchUpInside` and
/// `.primaryActionTriggered` actions (a slider sends `.valueChanged` instead). Targets receive
/// actions as DeskKit's responders do: the target is a responder that declared the action with
/// `implement(_:by:)` (see ``UIResponder/registerActions()``); a nil target sends the action up the responder chain from
/// the control. ``UIAction``s added with ``addAction(_:for:)`` run directly.
///
/// With ``isContextMenuInteractionEnabled`` the control is its own context menu interaction's
/// delegate: subclasses override ``contextMenuInteraction(_:configurationForMenuAtLocation:)``
/// to give it a menu, which a secondary click opens (a primary click too, with
/// ``showsMenuAsPrimaryAction``).
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// The kinds of event a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch or click went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second tap or click went down in quick succession.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch dragged within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag came into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch or click lifted inside the control: a press.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed, as a slider's while dragged.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action ran (a button pressed).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu chose an action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state a control draws.
    public struct State: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not highlighted or selected.
        public static let normal = State([])
        /// Pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (on).
        public static let selected = State(rawValue: 1 << 2)
        /// Having the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether clicks and taps reach the control; a disabled control sends no actions.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the control is drawn selected.
    open var isSelected = false { didSet { setNeedsDisplay() } }
    /// Whether the control is drawn highlighted.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// A control at `frame` that performs `primaryAction` (if any) on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    private var actionHandlers: [(action: UIAction, events: Event)] = []

    // MARK: - Targets and actions

    /// Whether any target or ``UIAction`` answers to one of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        targetActions.contains { !$0.events.isDisjoint(with: controlEvents) }
            || actionHandlers.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Sends `action` to `target` (nil: up the responder chain) whenever one of `controlEvents` happens.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.flatMap { Mirror(reflecting: $0).displayStyle == .class ? $0 as AnyObject : nil }
        if target != nil, object == nil {
            DeskKitLog.report("A control's target must be an object; '\(target!)' is not, so '\(action)' will not be sent.")
            return
        }
        targetActions.append((object, action, controlEvents))
    }

    /// Stops sending matching actions; a nil target or action matches every one.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices.reversed() {
            let pair = targetActions[index]
            guard object == nil || pair.target === object, action == nil || pair.action == action else { continue }
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// Runs `action` whenever one of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionHandlers.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actionHandlers.indices.reversed() where actionHandlers[index].action === action {
            actionHandlers[index].events.subtract(controlEvents)
            if actionHandlers[index].events.isEmpty { actionHandlers.remove(at: index) }
        }
    }

    /// The objects with actions for any event.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    /// The events that have actions.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + actionHandlers.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// The actions sent to `target` (nil: the chain) for `controlEvent`, as selector names.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions of every event in `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for handler in actionHandlers where !handler.events.isDisjoint(with: controlEvents) {
            handler.action.performWithSender(self, target: nil)
        }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            sendAction(pair.action, to: pair.target, for: nil)
        }
    }

    /// Sends `action` to `target`, or up the responder chain from this control when nil.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let receiver = (target as? UIResponder) ?? self
        guard let responder = receiver.target(forAction: action, withSender: self) as? UIResponder,
              responder.invokeAction(action, sender: self) else {
            DeskKitLog.report("No responder implements '\(action)' sent by '\(type(of: self))'. Declare it with implement(\"\(action)\", by:) in registerActions().")
            return
        }
        UIMenuSystem.main.setNeedsRevalidate()
    }

    /// Sends `action` (a ``UIAction``) as if the control triggered it.
    open func sendAction(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }

    // MARK: - Context menus

    /// The interaction that shows the control's menu, while ``isContextMenuInteractionEnabled``.
    public private(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// Whether the control offers a context menu: on, it adds a ``UIContextMenuInteraction``
    /// whose delegate is the control; off, it removes it (closing its menu if showing).
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            if isContextMenuInteractionEnabled {
                let interaction = UIContextMenuInteraction(delegate: self)
                contextMenuInteraction = interaction
                addInteraction(interaction)
            } else if let contextMenuInteraction {
                removeInteraction(contextMenuInteraction)
                self.contextMenuInteraction = nil
            }
        }
    }

    /// Whether a click or tap opens the context menu (sending `.menuActionTriggered`) instead
    /// of sending the primary actions; it needs ``isContextMenuInteractionEnabled``.
    open var showsMenuAsPrimaryAction = false

    /// The control's menu configuration; none by default. Subclasses override it.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// Called as the control's menu is about to show; override to highlight the control.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}

    /// Called as the control's menu closes; override to undo what showing it changed.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}

    /// The view lifted while the menu shows; none, as DeskKit shows no previews (it does not ask).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// The view the preview returns to; none, as for the highlighting preview.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    // MARK: - Tool tips

    /// The interaction showing ``toolTip``, made when a tool tip is first set.
    public private(set) var toolTipInteraction: UIToolTipInteraction?

    /// The text shown when the pointer rests over the control; nil shows none.
    open var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if toolTipInteraction == nil, newValue != nil {
                let interaction = UIToolTipInteraction()
                toolTipInteraction = interaction
                addInteraction(interaction)
            }
            toolTipInteraction?.defaultToolTip = newValue
        }
    }

    // MARK: - Clicks and taps

    /// A completed click or tap at `point` (in the control's coordinates): opens the menu with
    /// ``showsMenuAsPrimaryAction``, else sends the control's primary events. Controls that
    /// react differently (a slider) override it.
    func controlWasTapped(at point: CGPoint) {
        if showsMenuAsPrimaryAction, let contextMenuInteraction {
            if contextMenuInteraction.presentMenu(at: point) { sendActions(for: .menuActionTriggered) }
            return
        }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
