import Foundation

/// A random number generator for tests that prints its seed, so a failing run can be repeated:
/// run the test again with `DESKKIT_TEST_SEED` set to the printed number.
///
/// SplitMix64: the same seed gives the same numbers on every machine. Tests that race a real
/// process (kill -9 at a random moment) repeat their choices with it, not the timing around them.
public struct TestRandom: RandomNumberGenerator, Sendable {
    /// The seed the numbers come from; printed so a run can be repeated.
    public let seed: UInt64
    private var state: UInt64

    /// A generator seeded from `DESKKIT_TEST_SEED`, or at random; prints the seed under `name`.
    public init(_ name: String) {
        let given = ProcessInfo.processInfo.environment["DESKKIT_TEST_SEED"].flatMap { UInt64($0) }
        self.init(seed: given ?? UInt64.random(in: 0...UInt64.max))
        print("\(name): random seed \(seed); rerun with DESKKIT_TEST_SEED=\(seed)")
    }

    /// A generator with a fixed seed (nothing printed).
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
