import Foundation

/// The objects of an app's Interface Builder xib file, made anew on each request.
///
/// As with storyboards, DeskKit reads no xib at run time: `scripts/port-mechanically` turns each
/// xib into Swift source that makes its top-level objects and connects them to the file's owner.
@preconcurrency @MainActor
public final class UINib {
    /// A xib as the port compiled it: its name and the maker of its top-level objects, given
    /// the file's owner (outlets to the owner are connected only when it has the xib's class).
    public struct _Compiled {
        let name: String
        let make: @MainActor (AnyObject?) -> [AnyObject]

        /// The xib `name` (its file name without `.xib`), made by `make`.
        public init(name: String, make: @escaping @MainActor (AnyObject?) -> [AnyObject]) {
            self.name = name
            self.make = make
        }
    }

    /// The options `instantiate(withOwner:options:)` takes; DeskKit uses none.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects standing in for the xib's external placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The xibs the app's resources registered, by name.
    static var compiled: [String: _Compiled] = [:]

    private let contents: _Compiled

    /// The xib `name` (without `.xib`); `bundle` is where UIKit would look, and DeskKit uses the
    /// xibs the app was ported with.
    ///
    /// A name the app has no xib for stops the app with the names it has, as UIKit raises when
    /// such a nib is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let contents = Self.compiled[name] else {
            let known = Self.compiled.keys.sorted().joined(separator: ", ")
            preconditionFailure("There is no xib named '\(name)' (the app has: \(known.isEmpty ? "none" : known)). Port the app with scripts/port-mechanically, which compiles its xibs.")
        }
        self.contents = contents
    }

    /// Whether the app has a xib named `name`.
    static func exists(named name: String) -> Bool { compiled[name] != nil }

    /// New instances of the xib's top-level objects, in the xib's order; outlets and actions that
    /// name the file's owner reach `ownerOrNil`.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        contents.make(ownerOrNil.map { $0 as AnyObject })
    }
}

extension UINib {
    /// The first top-level cell of a new instance of the xib, for a table or collection view that
    /// registered it; a xib with no such cell is reported and a plain cell stands in.
    func instantiateCell<Cell: UIView>(_ kind: Cell.Type) -> Cell {
        if let cell = instantiate(withOwner: nil).lazy.compactMap({ $0 as? Cell }).first { return cell }
        DeskKitLog.report("The xib '\(contents.name)' has no top-level \(kind); a plain cell stands in.")
        return kind.init()
    }
}

extension Bundle {
    /// The top-level objects of the app's xib `name`, connected to `owner`; nil when the app has
    /// no xib of that name.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard UINib.exists(named: name) else { return nil }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
