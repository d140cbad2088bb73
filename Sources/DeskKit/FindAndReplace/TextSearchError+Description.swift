import Foundation

// MARK: - The words for each error

extension TextSearchError: LocalizedError, CustomStringConvertible {
    /// What went wrong, in one sentence that quotes the offending value.
    public var errorDescription: String? {
        switch self {
        case let .invalidRegularExpression(pattern, reason, offset):
            return "Invalid regular expression '\(Self.excerpt(of: pattern, around: offset))': \(reason) at offset \(offset)."
        case let .invalidReplacementTemplate(fullTemplate, problem, offset):
            let template = Self.excerpt(of: fullTemplate, around: offset)
            switch problem {
            case let .unknownGroupName(name):
                return "Invalid replacement '\(template)': the pattern has no group named '\(name)' (offset \(offset))."
            case let .groupOutOfRange(number, groupCount):
                let groups = groupCount == 1 ? "1 group" : "\(groupCount) groups"
                return "Invalid replacement '\(template)': group \(number) does not exist, the pattern has \(groups) (offset \(offset))."
            case .unterminatedGroupName:
                return "Invalid replacement '\(template)': missing '}' after the group name at offset \(offset)."
            }
        case let .documentIsReadOnly(name):
            if let name { return "Cannot replace text in '\(name)': it is read-only." }
            return "Cannot replace text: the document is read-only."
        case let .replacementDeclined(foundText):
            return "The document declined to replace '\(Self.excerpt(of: foundText, around: 0))'."
        case .staleResults:
            return "The text changed after the search, so the results are out of date."
        case let .searchIncomplete(pattern, skipped, line, column):
            let places = skipped == 1 ? "1 place" : "\(skipped) places"
            return "Part of the text could not be searched with '\(Self.excerpt(of: pattern, around: 0))': "
                + "the pattern needs too much backtracking at \(places), first at line \(line), column \(column)."
        }
    }

    /// The remedy, as its own imperative sentence.
    public var recoverySuggestion: String? {
        switch self {
        case .invalidRegularExpression:
            return "Fix the pattern or turn off Regular Expression."
        case let .invalidReplacementTemplate(_, problem, _):
            switch problem {
            case .unknownGroupName, .groupOutOfRange:
                return "Refer to a group the pattern defines, or write '\\$' for a dollar sign."
            case .unterminatedGroupName:
                return "Close the group name with '}'."
            }
        case .documentIsReadOnly:
            return "Make the document editable to replace text."
        case .replacementDeclined:
            return "Choose another result to replace."
        case .staleResults:
            return "Search again."
        case .searchIncomplete:
            return "Simplify the pattern, for example by removing repetition of overlapping alternatives such as '(a|a?)+'."
        }
    }

    /// The description followed by the remedy: what a find navigator shows.
    public var message: String {
        [errorDescription, recoverySuggestion].compactMap { $0 }.joined(separator: " ")
    }

    /// The same text as ``message``.
    public var description: String { message }

    /// Longest excerpt of a quoted value, in Unicode scalars.
    static let excerptLength = 60

    /// The part of `value` worth quoting: the line holding scalar `offset`, cut to
    /// ``excerptLength`` scalars around it, with "…" where something was left out. A message
    /// about a 100 KB pattern stays one short line.
    static func excerpt(of value: String, around offset: Int) -> String {
        let scalars = Array(value.unicodeScalars)
        let offset = min(max(offset, 0), scalars.count)
        var lineStart = offset
        while lineStart > 0, !isLineBreak(scalars[lineStart - 1]) { lineStart -= 1 }
        var lineEnd = offset
        while lineEnd < scalars.count, !isLineBreak(scalars[lineEnd]) { lineEnd += 1 }
        var start = lineStart, end = lineEnd
        if end - start > excerptLength {
            start = max(lineStart, min(offset - excerptLength / 2, lineEnd - excerptLength))
            end = start + excerptLength
        }
        var excerpt = String(String.UnicodeScalarView(scalars[start..<end]))
        if start > 0 { excerpt = "…" + excerpt }
        if end < scalars.count { excerpt += "…" }
        return excerpt
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
