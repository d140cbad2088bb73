internal import CDeskKitScan

/// Two ASCII classes every match of a ``_ClassSequence`` spells side by side, where one step
/// ends and the next begins (`[A-Z][0-9]` in `\b[A-Z]{3,}[0-9]+\b`): found by one vector pass
/// comparing each byte and the next with the two sets, for patterns without a literal.
///
/// The steps before the pair tell where a match can start before it (``start``), as the part
/// before a literal does, so the search tries those starts alone (see `searchCandidates`).
struct _ClassPair: Sendable {
    /// The sets as nibble tables for `deskkit_class_pair_find`.
    let first: [UInt8]
    let second: [UInt8]
    /// Where a match can start before the pair's first byte.
    let start: _RegexLiteral.Start
    /// Which loop runs (AVX2 where the processor has it, or the byte loop), so tests reach both.
    var path = _LiteralAnchor.ScanPath.automatic

    /// Pairs expected at most once in this many bytes of varied text, by the background byte
    /// frequencies, are worth scanning for.
    static let rarest = 48

    /// The rarest pair of `steps` (as ``_ClassSequence`` merged them), or nil when none is rare enough.
    init?(steps: [_ClassSequence.Step]) {
        func lastSet(_ step: _ClassSequence.Step) -> _ByteSet? {
            switch step.kind {
            case .literal: return Self.set([step.literal.last!])
            case .characters: return step.minimum > 0 && step.matchesOnlyASCII ? step.set : nil
            default: return nil
            }
        }
        func firstSet(_ step: _ClassSequence.Step) -> _ByteSet? {
            step.kind == .literal ? Self.set([step.literal[0]]) : lastSet(step)
        }
        var best: (index: Int, cost: Double)?
        for index in steps.indices.dropLast() {
            guard let a = lastSet(steps[index]), let b = firstSet(steps[index + 1]) else { continue }
            let cost = Self.frequency(a) * Self.frequency(b)
            if cost < best?.cost ?? 1.0 / Double(Self.rarest) { best = (index, cost) }
        }
        guard let index = best?.index else { return nil }
        first = Self.nibbleTable(lastSet(steps[index])!)
        second = Self.nibbleTable(firstSet(steps[index + 1])!)
        // Before the pair's first byte: the steps before, and the first step less one character.
        var bytes = _ByteSet()
        var firstBytes = _ByteSet()
        var firstIsKnown = false
        var minimumLength = 0
        for (offset, step) in steps[...index].enumerated() {
            let isPairStep = offset == index
            var stepBytes = _ByteSet()
            var stepFirst = _ByteSet()
            var stepMinimum = 0
            switch step.kind {
            case .literal:
                let before = isPairStep ? step.literal.dropLast() : step.literal[...]
                guard let lead = before.first else { continue }
                stepBytes = Self.set(Array(before))
                stepFirst = Self.set([lead])
                stepMinimum = before.count
            case .characters:
                // Other characters' bytes, all of them, where the class has some.
                stepBytes = step.set
                if !step.matchesOnlyASCII { stepBytes.formUnion(.nonASCII) }
                stepFirst = stepBytes
                stepMinimum = isPairStep ? step.minimum - 1 : step.minimum
                // A step that may match nothing before the pair adds no byte that must be there.
                if isPairStep, step.maximum == 1 { continue }
            case .wordBoundary, .lineStart:
                continue
            }
            bytes.formUnion(stepBytes)
            minimumLength += stepMinimum
            if !firstIsKnown {
                firstBytes.formUnion(stepFirst)
                firstIsKnown = stepMinimum > 0
            }
        }
        // A match may start with the pair's first byte itself.
        if !firstIsKnown { firstBytes.formUnion(lastSet(steps[index])!) }
        start = _RegexLiteral.Start(bytes: bytes, first: firstBytes, minimumLength: minimumLength)
    }

    /// The share of varied text's bytes that lie in `set`, by the background table.
    private static func frequency(_ set: _ByteSet) -> Double {
        let total = (0..<256).reduce(0.0) { $0 + Double(backgroundFrequency(UInt8($1))) }
        return (0..<256).filter { set.contains(UInt8($0)) }.reduce(0.0) { $0 + Double(backgroundFrequency(UInt8($1))) } / max(1, total)
    }

    private static func set(_ bytes: [UInt8]) -> _ByteSet {
        var set = _ByteSet()
        for byte in bytes { set.insert(byte) }
        return set
    }

    /// Per low nibble, a bit for each high nibble (0 to 7) whose byte is in `set`.
    private static func nibbleTable(_ set: _ByteSet) -> [UInt8] {
        (0..<16).map { low in
            (0..<8).reduce(UInt8(0)) { bits, high in set.contains(UInt8(high << 4 | low)) ? bits | 1 << UInt8(high) : bits }
        }
    }

    /// Calls `body` with each position in `range` whose byte and the next are the pair (the
    /// next byte lying in `range` too), in order; `body` returns where to look for the next
    /// one, or nil to stop. Checks for cancellation once per megabyte.
    func forEachOccurrence(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Int) -> Int?
    ) throws(CancellationError) {
        guard let base = text.baseAddress else { return }
        try first.withUnsafeBufferPointer { (first) throws(CancellationError) in
            try second.withUnsafeBufferPointer { (second) throws(CancellationError) in
                var position = range.lowerBound
                while position < range.upperBound - 1 {
                    if Task.isCancelled { throw CancellationError() }
                    let limit = min(range.upperBound - 1, position + _LiteralMatcher.chunkSize)
                    var found = deskkit_class_pair_find(base, range.upperBound, position, limit, first.baseAddress, second.baseAddress, path.rawValue)
                    while found >= 0 {
                        guard let next = body(found) else { return }
                        position = next
                        found = position < limit
                            ? deskkit_class_pair_find(base, range.upperBound, position, limit, first.baseAddress, second.baseAddress, path.rawValue) : -1
                    }
                    position = max(position, limit)
                }
            }
        }
    }
}

extension _RegexLiteral.Start {
    /// A start known by its sets, as for a ``_ClassPair``.
    init(bytes: _ByteSet, first: _ByteSet, minimumLength: Int) {
        self.bytes = bytes
        self.first = first
        self.minimumLength = minimumLength
        table = (0...255).map { byte in (bytes.contains(UInt8(byte)) ? 1 : 0) | (first.contains(UInt8(byte)) ? 2 : 0) }
    }
}

/// The background frequency of `byte`, per million bytes.
private func backgroundFrequency(_ byte: UInt8) -> UInt32 {
    withUnsafePointer(to: deskkit_byte_frequencies) { table in
        table.withMemoryRebound(to: UInt32.self, capacity: 256) { $0[Int(byte)] }
    }
}
