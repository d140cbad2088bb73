import Synchronization

extension _TextFolding {
    /// The non-ASCII scalars in the keys of the three-byte scalars led by `lead` (0xE1 to
    /// 0xEF) whose key is not the scalar itself, under `options`.
    ///
    /// A search for a query without any of these scalars, and without `lead` in its keys, can
    /// pass over every scalar led by `lead`: none of them can hold part of a match's non-ASCII
    /// keys. Worked out once per process for each lead and options, from up to 4096 keys
    /// (unified ideographs and private-use scalars, whose key is always themselves, are passed
    /// over), so a few milliseconds the first time.
    static func foreignKeyScalars(underLead lead: UInt8, options: Options) -> Set<UInt32> {
        precondition((0xE1...0xEF).contains(lead))
        let slot = UInt16(options.rawValue) << 8 | UInt16(lead)
        if let known = foreignKeyCache.withLock({ $0[slot] }) { return known }
        var found = Set<UInt32>()
        let first = UInt32(lead & 0x0F) << 12
        for value in first..<(first + 0x1000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if properties.isUnifiedIdeograph || properties.generalCategory == .privateUse { continue }
            let key = computeKey(of: scalar, options: options)
            guard !key.elementsEqual(String(scalar).utf8) else { continue }
            for keyScalar in String(decoding: key, as: UTF8.self).unicodeScalars where !keyScalar.isASCII {
                found.insert(keyScalar.value)
            }
        }
        foreignKeyCache.withLock { $0[slot] = found }
        return found
    }

    private static let foreignKeyCache = Mutex<[UInt16: Set<UInt32>]>([:])
}
