import Foundation

// MARK: - Looking names up

extension _SFSymbolNames {
    /// Every current name, split once on first use.
    static let all: Set<Substring> = Set(
        (firstHalf + " " + secondHalf).split(whereSeparator: { $0 == " " || $0 == "\n" })
    )

    /// Old name to current name.
    static let currentNames: [Substring: Substring] = {
        let words = renamed.split(whereSeparator: { $0 == " " || $0 == "\n" })
        var pairs: [Substring: Substring] = [:]
        for index in stride(from: 0, to: words.count - 1, by: 2) { pairs[words[index]] = words[index + 1] }
        return pairs
    }()

    /// The current name of `name` (itself, or what a renamed symbol is called now); nil when
    /// SF Symbols has no such symbol.
    static func currentName(of name: String) -> String? {
        let key = Substring(name)
        if all.contains(key) { return name }
        return currentNames[key].map(String.init)
    }
}
