/// The check behind the unchecked exclusivity of menu elements' properties (see
/// ``UIMenuElement/title``): DeskKit resets a validation copy to its command's values and hands
/// it to `validate(_:)` one at a time. Their accesses could only overlap if one of those started
/// inside another for the same element (a property override, or a `validate(_:)` that starts a
/// validation pass reaching this copy). Debug builds and the fuzzers (assertions on) record the
/// elements in a pass and assert that none enters twice; release builds record nothing.
@MainActor
enum MenuPassCheck {
    /// The elements being reset or validated now; written only while assertions are on.
    private static var elementsInPass = Set<ObjectIdentifier>()

    /// Marks the start of DeskKit's work on `element`; asserts none is under way.
    @inline(__always)
    static func begin(_ element: UIMenuElement) {
        assert(elementsInPass.insert(ObjectIdentifier(element)).inserted,
               "a \(type(of: element)) was reset or validated again while DeskKit was still resetting or validating it")
    }

    /// Marks the end of DeskKit's work on `element`.
    @inline(__always)
    static func end(_ element: UIMenuElement) {
        assert(elementsInPass.remove(ObjectIdentifier(element)) != nil, "a menu pass ended that never began")
    }
}
