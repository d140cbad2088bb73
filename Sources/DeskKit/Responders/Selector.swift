/// The name of an action message, such as `Selector("closeTab:")`.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist. A selector here is a plain
/// value; responders declare the selectors they implement with `implement(_:by:)`, in
/// ``UIResponder/registerActions()``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, written as in Objective-C (`"closeTab:"`).
    public let name: String
    /// Computed once: selectors are hashed on every validation and key press.
    private let nameHash: Int

    /// Makes a selector from its Objective-C style name; `#selector` has no equivalent on Linux.
    /// Names of one-argument actions end in a colon, as in `"closeTab:"`.
    public init(_ name: String) {
        self.name = name
        self.nameHash = name.hashValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.nameHash == rhs.nameHash && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
    }

    /// Hash tables use the name's hash directly, sparing a second round of hashing on every
    /// validation step and key press.
    public func _rawHashValue(seed: Int) -> Int {
        nameHash ^ seed
    }

    public var description: String { name }
}

/// Converts a selector to its name, as Foundation's function of the same name does.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// Makes a selector from its name, as Foundation's function of the same name does.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
