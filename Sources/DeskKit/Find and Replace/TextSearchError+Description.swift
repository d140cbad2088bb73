import Foundation

// MARK: - The words for each error

extension TextSearchError: LocalizedError, CustomStringConvertible {
    /// What went wrong, in one sentence that quotes the offending value.
    public var errorDescription: String? {
        switch self {
        case let .invalidRegularExpression(pattern, reason, offset):
            return "Invalid regular expression '\(pattern)': \(reason) at offset \(offset)."
        case let .invalidReplacementTemplate(template, problem, offset):
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
            return "The document declined to replace '\(foundText)'."
        case .staleResults:
            return "The text changed after the search, so the results are out of date."
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
        }
    }

    /// The description followed by the remedy: what a find navigator shows.
    public var message: String {
        [errorDescription, recoverySuggestion].compactMap { $0 }.joined(separator: " ")
    }

    public var description: String { message }
}
