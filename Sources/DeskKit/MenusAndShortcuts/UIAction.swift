/// The closure an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Names an action uniquely within a menu tree.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier as text.
        public let rawValue: String
        /// Wraps a string as an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a string as an identifier (unlabeled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Unique within a menu tree; generated when none is given.
    public let identifier: Identifier
    /// A longer title for the shortcut overlay and tooltips.
    open var discoverabilityTitle: String? { didSet { noteChange() } }
    /// Disabled, destructive, hidden or keeps-menu-presented.
    open var attributes: UIMenuElement.Attributes { didSet { noteChange() } }
    /// The check mark shown beside the title.
    open var state: UIMenuElement.State { didSet { noteChange() } }
    /// What performed the action (a menu, a button, a key command…), set just before the handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Makes an action that runs `handler` when chosen.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: ElementIdentity.next(prefix: "action"))
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image, kind: .action)
    }

    /// Runs the handler, as a menu or button does when chosen.
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
    }

    override func takeValues(from original: UIMenuElement) {
        super.takeValues(from: original)
        let original = original as! UIAction
        discoverabilityTitle = original.discoverabilityTitle
        attributes = original.attributes
        state = original.state
    }

    override func copyElement() -> UIMenuElement {
        let copy = UIAction(
            title: title, subtitle: subtitle, image: image, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
        copy.sender = sender
        return copy
    }
}

/// Hands out identifiers for elements created without one: unique, and the same on every run.
@MainActor
enum ElementIdentity {
    private static var counter = 0

    static func next(prefix: String) -> String {
        counter += 1
        return "org.deskkit.\(prefix).dynamic.\(counter)"
    }
}
