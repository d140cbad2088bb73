import Foundation

/// Finds web links ("https://…", "www.…", "example.com/path") and email addresses, internationalised
/// ones included.
///
/// A name without scheme or "www." is a link only under a top-level domain ICANN delegates
/// (``_TopLevelDomains``), written in lower case; under the few domains that are also common
/// file extensions ("notes.md", "setup.py") it needs a path to count.
enum _LinkDetector {
    static let links = _Patterns.compile(
        "(?<![\\w@.])(?:(?:https?|ftp)://[^\\s<>\"]+|www\\.[a-z0-9-]+(?:\\.[a-z0-9-]+)+(?:[/?#][^\\s<>\"]*)?|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.((?-i:[a-z]{2,24}))(?![\\w@-]|\\.\\w)((?:[/?#][^\\s<>\"]*)?))")

    /// Top-level domains that are also file extensions people write.
    private static let fileExtensions: Set<String> = ["md", "py", "rs", "sh", "zip", "mov", "so", "ps", "pm", "cc", "tm", "ms"]

    /// Addresses with letters of any script on either side of the "@" ("josé.garcía@correo.es",
    /// "info@bücherei-köln.de"); a `mailto:` before one is left outside the match.
    static let emails = _Patterns.compile(
        "(?<![\\p{L}\\p{N}_.+'-])([\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}._%+'-]*@[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}-]*(?:\\.[\\p{L}\\p{N}\\p{M}-]+)*\\.\\p{L}{2,})(?![\\p{L}\\p{N}\\p{M}_.-]*@)(?![\\p{L}\\p{N}\\p{M}_])")

    static func linkMatches(in text: String) -> [DataDetectorMatch] {
        _Patterns.matches(links, in: text).compactMap { result in
            if let domain = _Patterns.group(result, 1, in: text) {
                guard _TopLevelDomains.all.contains(domain) else { return nil }
                if fileExtensions.contains(domain), _Patterns.group(result, 2, in: text)?.isEmpty ?? true { return nil }
            }
            var written = _Patterns.substring(result.range, in: text)
            // Sentence punctuation after a link is not part of it.
            while let last = written.last, ".,;:!?)'\"".contains(last) { written.removeLast() }
            guard !written.isEmpty else { return nil }
            let hasScheme = written.range(of: "^[a-z]+://", options: [.regularExpression, .caseInsensitive]) != nil
            guard let url = URL(string: hasScheme ? written : "https://" + written), url.host != nil else { return nil }
            let range = NSRange(location: result.range.location, length: (written as NSString).length)
            return DataDetectorMatch(range: range, text: written, kind: .link(url))
        }
    }

    static func emailMatches(in text: String) -> [DataDetectorMatch] {
        _Patterns.matches(emails, in: text).compactMap { result in
            guard let address = _Patterns.group(result, 1, in: text), !address.contains(".."),
                  !address.hasPrefix("."), !address.contains(".@") else { return nil }
            return DataDetectorMatch(range: result.range, text: _Patterns.substring(result.range, in: text), kind: .emailAddress(address))
        }
    }
}
