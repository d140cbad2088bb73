import DeskKit

/// The counts the Details window shows for a document.
public struct DocumentStatistics: Hashable, Sendable {
    public var wordCount: Int
    public var lineCount: Int

    /// Words are runs of non-whitespace; lines are separated by line feeds (an empty text has none).
    public init(text: String) {
        wordCount = text.split(whereSeparator: { $0.isWhitespace }).count
        lineCount = text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// "58 words", "1 word", in the language's plural forms.
    public var wordsText: String { String(localized: "\(wordCount) words", bundle: .module) }
    /// "5 lines", "1 line", in the language's plural forms.
    public var linesText: String { String(localized: "\(lineCount) lines", bundle: .module) }
}
