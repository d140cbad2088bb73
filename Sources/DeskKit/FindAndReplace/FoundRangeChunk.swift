/// Results reported together: the searchable object's own range objects, or byte ranges of a
/// text at one version, whose ``TextRange`` objects are made only when someone asks for one.
///
/// The built-in text view reports the second kind, so a search with millions of results costs
/// 16 bytes a result, shared by the find session and the view's decorations.
struct FoundRangeChunk: ListChunk, @unchecked Sendable {
    enum Storage {
        case objects([UITextRange])
        case text(byteRanges: [Range<Int>], version: Int)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    init(elements: [UITextRange]) {
        storage = .objects(elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .objects(let ranges): ranges.count
        case .text(let byteRanges, _): byteRanges.count
        }
    }

    subscript(position: Int) -> UITextRange {
        switch storage {
        case .objects(let ranges): ranges[position]
        case .text(let byteRanges, let version): TextRange(byteRanges[position], version: version)
        }
    }

    func extracting(_ bounds: Range<Int>) -> FoundRangeChunk {
        switch storage {
        case .objects(let ranges): FoundRangeChunk(.objects(Array(ranges[bounds])))
        case .text(let byteRanges, let version): FoundRangeChunk(.text(byteRanges: Array(byteRanges[bounds]), version: version))
        }
    }

    /// The first of `ranges` that is this very object, for results a searchable object made itself.
    func firstIndex(identicalTo range: UITextRange) -> Int? {
        guard case .objects(let ranges) = storage else { return nil }
        return ranges.firstIndex { $0 === range }
    }
}
