import Foundation

/// Compiled regular expressions of the detectors, and the matching helpers they share.
///
/// The patterns are constants checked by the detector tests, so compiling them cannot fail at
/// run time once the tests pass.
enum _Patterns {
    static func compile(_ pattern: String, caseInsensitive: Bool = true) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            preconditionFailure("Invalid detector pattern '\(pattern)': \(error)")
        }
    }

    /// Every match of `expression` in `text`.
    static func matches(_ expression: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
        expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// The text of a capture group, or nil when it did not take part.
    static func group(_ result: NSTextCheckingResult, _ index: Int, in text: String) -> String? {
        let range = result.range(at: index)
        guard range.location != NSNotFound else { return nil }
        return (text as NSString).substring(with: range)
    }

    static func substring(_ range: NSRange, in text: String) -> String {
        (text as NSString).substring(with: range)
    }
}
