/// The common base of menus, actions, commands and deferred elements.
@MainActor
open class UIMenuElement {
    /// How an element behaves when shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element is performed, so it can be performed again.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    // Unchecked exclusivity: read for every command on every menu rebuild, and never
    // accessed re-entrantly, so the runtime's access tracking is pure cost here.
    @exclusivity(unchecked) open var title: String { didSet { changeCount &+= 1 } }
    @exclusivity(unchecked) open var subtitle: String? { didSet { changeCount &+= 1 } }
    @exclusivity(unchecked) open var image: UIImage? { didSet { changeCount &+= 1 } }
    /// Counts changes to what validation may alter, so unchanged copies need no reset.
    @exclusivity(unchecked) var changeCount = 0
    /// Which family the element belongs to; menu building and validation switch on it rather
    /// than casting every element.
    @exclusivity(unchecked) final var kind: Kind

    /// The element families, set by each class's initializer.
    enum Kind: UInt8 {
        case plain, menu, action, command, keyCommand, deferred
    }

    init(title: String, subtitle: String?, image: UIImage?, kind: Kind = .plain) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.kind = kind
    }

    /// A copy with the same identity-defining values, used so validation never edits app objects.
    func copyElement() -> UIMenuElement {
        UIMenuElement(title: title, subtitle: subtitle, image: image)
    }
}
