/// Reads structured values off the fuzzer's bytes; once they run out every read returns zero or
/// empty, so any input is a valid program for a target.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// Every byte not read yet.
    var remaining: [UInt8] { Array(bytes[min(position, bytes.count)...]) }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `0..<count` (`count` must be positive).
    mutating func index(_ count: Int) -> Int { Int(byte()) % count }

    mutating func element<T>(of choices: [T]) -> T { choices[index(choices.count)] }

    /// Bytes up to the next `separator` (or the end), which is consumed.
    mutating func chunk(until separator: UInt8 = 0) -> [UInt8] {
        let start = min(position, bytes.count)
        let end = bytes[start...].firstIndex(of: separator) ?? bytes.count
        position = end + 1
        return Array(bytes[start..<end])
    }

    /// A string made from the bytes up to `separator`; invalid UTF-8 is repaired.
    mutating func string(until separator: UInt8 = 0) -> String {
        String(decoding: chunk(until: separator), as: UTF8.self)
    }
}
