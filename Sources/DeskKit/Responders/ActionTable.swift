/// The actions a responder declared, by selector, with a small filter in front.
///
/// Validation asks every responder in the chain about every command, and most responders do
/// not implement most actions: the filter (256 bits, set from each selector's hash) answers
/// most of those misses without a hash-table lookup.
@MainActor
struct ActionTable {
    typealias Handler = (UIResponder, Any?) -> Void

    private var handlers: [Selector: Handler] = [:]
    private var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    var isEmpty: Bool { handlers.isEmpty }
    var selectors: Dictionary<Selector, Handler>.Keys { handlers.keys }

    /// The filter word and bit for a selector's hash (its top bits; hash tables start from the low ones).
    @inline(__always)
    private static func filterPosition(_ hash: Int) -> (word: Int, bit: UInt64) {
        let bits = UInt(bitPattern: hash) >> 56
        return (Int(bits >> 6), 1 << UInt64(bits & 63))
    }

    /// Whether a selector with this hash may be in the table; false means it certainly is not.
    @inline(__always)
    private func mayContain(hash: Int) -> Bool {
        let (word, bit) = Self.filterPosition(hash)
        let bits = word == 0 ? filter.0 : word == 1 ? filter.1 : word == 2 ? filter.2 : filter.3
        return bits & bit != 0
    }

    subscript(action: Selector) -> Handler? {
        get { mayContain(hash: action._rawHashValue(seed: 0)) ? handlers[action] : nil }
        set {
            handlers[action] = newValue
            // Removed selectors keep their bit: the filter may only err towards a lookup.
            guard newValue != nil else { return }
            let (word, bit) = Self.filterPosition(action._rawHashValue(seed: 0))
            switch word {
            case 0: filter.0 |= bit
            case 1: filter.1 |= bit
            case 2: filter.2 |= bit
            default: filter.3 |= bit
            }
        }
    }

    /// Looks the selector up without copying its handler out (which would retain its context).
    @inline(__always)
    func contains(_ action: Selector) -> Bool {
        mayContain(hash: action._rawHashValue(seed: 0)) && handlers.index(forKey: action) != nil
    }
}
