/// Problems a find or replace request can run into, each carrying what is needed to explain it.
///
/// The wording lives in one place, ``TextSearchError/errorDescription`` and
/// ``TextSearchError/recoverySuggestion``; callers show ``TextSearchError/message``.
public enum TextSearchError: Error, Hashable, Sendable {
    /// The pattern does not compile; `offset` counts characters (Unicode scalars) into it.
    case invalidRegularExpression(pattern: String, reason: String, offset: Int)
    /// The replacement template refers to something the pattern does not have.
    case invalidReplacementTemplate(template: String, problem: ReplacementTemplateProblem, offset: Int)
    /// Replacing was refused because the document cannot be edited.
    case documentIsReadOnly(documentName: String?)
    /// The searchable object declined to replace this result (its `shouldReplace` said no).
    case replacementDeclined(foundText: String)
    /// The text changed since the results were found, so they no longer point at the right text.
    case staleResults
    /// The regular expression gave up at `skippedPositions` starting positions (too much
    /// backtracking), the first at `line` and `column` (both from 1, columns in Unicode scalars);
    /// matches everywhere else were found.
    case searchIncomplete(pattern: String, skippedPositions: Int, line: Int, column: Int)

    /// What is wrong with a replacement template.
    public enum ReplacementTemplateProblem: Hashable, Sendable {
        /// `${name}` names no group of the pattern.
        case unknownGroupName(String)
        /// `$n` or `${n}` refers past the pattern's last group.
        case groupOutOfRange(number: Int, groupCount: Int)
        /// `${` without its closing brace.
        case unterminatedGroupName
    }
}
