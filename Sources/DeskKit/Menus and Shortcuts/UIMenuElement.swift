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

    open var title: String { didSet { changeCount &+= 1 } }
    open var subtitle: String? { didSet { changeCount &+= 1 } }
    open var image: UIImage? { didSet { changeCount &+= 1 } }
    /// Counts changes to what validation may alter, so unchanged copies need no reset.
    @exclusivity(unchecked) var changeCount = 0

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A copy with the same identity-defining values, used so validation never edits app objects.
    func copyElement() -> UIMenuElement {
        UIMenuElement(title: title, subtitle: subtitle, image: image)
    }
}
