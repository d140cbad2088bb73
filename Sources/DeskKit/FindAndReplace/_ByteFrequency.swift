/// A rough guess of how common each byte is in text, to pick which needle bytes to scan for.
///
/// Larger is more common. Drawn from English letter frequencies and typical UTF-8 use; it only
/// has to rank bytes, not measure them.
enum _ByteFrequency {
    static func rank(_ byte: UInt8) -> UInt8 {
        table[Int(byte)]
    }

    /// Positions of the three rarest bytes of `bytes`, rarest first. Positions holding a byte
    /// already chosen come last, since equal bytes filter less; with fewer than three positions
    /// the last one repeats.
    static func rarestPositions(in bytes: [UInt8], rank: (UInt8) -> Int) -> (Int, Int, Int) {
        precondition(!bytes.isEmpty)
        let order = bytes.indices.sorted { lhs, rhs in
            let l = rank(bytes[lhs]), r = rank(bytes[rhs])
            return l != r ? l < r : lhs > rhs
        }
        var chosen: [Int] = []
        for position in order where !chosen.contains(where: { bytes[$0] == bytes[position] }) {
            chosen.append(position)
        }
        for position in order where chosen.count < 3 && !chosen.contains(position) {
            chosen.append(position)
        }
        while chosen.count < 3 { chosen.append(chosen[chosen.count - 1]) }
        return (chosen[0], chosen[1], chosen[2])
    }

    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 40, count: 256)
        for byte in 0..<32 { table[byte] = 10 }
        table[0x0A] = 130
        table[0x09] = 60
        table[0x20] = 255
        let letters: [(Character, UInt8)] = [
            ("e", 240), ("t", 232), ("a", 226), ("o", 223), ("i", 221), ("n", 219), ("s", 216),
            ("h", 211), ("r", 209), ("d", 190), ("l", 188), ("c", 172), ("u", 169), ("m", 166),
            ("w", 161), ("f", 159), ("g", 156), ("y", 152), ("p", 151), ("b", 141), ("v", 121),
            ("k", 111), ("x", 71), ("j", 61), ("q", 51), ("z", 50),
        ]
        for (letter, rank) in letters {
            let lower = Int(letter.asciiValue!)
            table[lower] = rank
            table[lower - 32] = rank / 3 + 20
        }
        for digit in 0x30...0x39 { table[digit] = 90 }
        for byte in Array(",.".utf8) { table[Int(byte)] = 135 }
        for byte in Array("'\"-;:()!?".utf8) { table[Int(byte)] = 85 }
        for byte in 0x80...0xBF { table[byte] = 100 }
        for byte in 0xC2...0xF4 { table[byte] = 60 }
        table[0xC3] = 90
        table[0xE2] = 90
        for byte in [0xC0, 0xC1] + Array(0xF5...0xFF) { table[byte] = 0 }
        return table
    }()
}
