import Foundation

/// The peers measured in the same run: Foundation in-process, ripgrep as a process (PCRE2 is
/// in `FindBenchmark+PCRE2.swift`).
extension FindBenchmark {
    /// Matches counted with `String.range(of:options:range:)` in a loop; for whole words, those
    /// with no letter, digit or "_" on either side.
    static func countWithString(_ text: String, _ query: Query) -> Int {
        var options: String.CompareOptions = []
        if query.compare.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        if query.compare.contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
        var count = 0
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: query.text, options: options, range: searchRange) {
            if query.words != .fullWord || isWholeWord(found, in: text) { count += 1 }
            searchRange = found.upperBound..<text.endIndex
        }
        return count
    }

    private static func isWholeWord(_ range: Range<String.Index>, in text: String) -> Bool {
        let scalars = text.unicodeScalars
        if range.lowerBound > scalars.startIndex, isWordScalar(scalars[scalars.index(before: range.lowerBound)]) { return false }
        if range.upperBound < scalars.endIndex, isWordScalar(scalars[range.upperBound]) { return false }
        return true
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
    }

    /// Matches counted with `NSString.range(of:options:range:)` in a loop; whole words as above.
    static func countWithNSString(_ text: NSString, _ query: Query) -> Int {
        var options: NSString.CompareOptions = []
        if query.compare.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        if query.compare.contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
        if options.isEmpty { options = [.literal] }
        var count = 0
        var location = 0
        while location < text.length {
            let found = text.range(of: query.text, options: options, range: NSRange(location: location, length: text.length - location))
            if found.location == NSNotFound { break }
            if query.words != .fullWord || isWholeWord(found, in: text) { count += 1 }
            location = found.location + max(found.length, 1)
        }
        return count
    }

    private static func isWholeWord(_ range: NSRange, in text: NSString) -> Bool {
        func isWord(_ index: Int) -> Bool {
            guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
            return isWordScalar(scalar)
        }
        return !isWord(range.location - 1) && !isWord(range.location + range.length)
    }

    /// Matches counted with NSRegularExpression; literal queries are escaped, words get `\b`.
    static func countWithNSRegularExpression(_ text: String, _ query: Query) -> Int? {
        if query.compare.contains(.diacriticInsensitive) { return nil }
        var pattern = query.compare.contains(.regularExpression) ? query.text : NSRegularExpression.escapedPattern(for: query.text)
        if query.words == .fullWord { pattern = "\\b" + pattern + "\\b" }
        let options: NSRegularExpression.Options = query.compare.contains(.caseInsensitive) ? [.caseInsensitive] : []
        guard let regex = try? NSRegularExpression(pattern: pattern, options: options) else { return nil }
        return regex.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// ripgrep's arguments for a query: it counts every match, not matching lines.
    static func ripgrepArguments(_ query: Query, file: String) -> [String] {
        var arguments = ["--no-config", "--count-matches"]
        if query.compare.contains(.caseInsensitive) { arguments.append("-i") }
        if query.words == .fullWord { arguments.append("-w") }
        if !query.compare.contains(.regularExpression) { arguments.append("-F") }
        return arguments + ["-e", query.text, file]
    }

    /// Median wall time of running `tool` three times, or nil when it is not installed.
    static func timeTool(_ tool: String, _ arguments: [String]) -> (milliseconds: Double, output: String)? {
        guard let path = ["/usr/bin/\(tool)", "/bin/\(tool)", "/usr/local/bin/\(tool)"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        var samples: [Double] = []
        var output = ""
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            guard (try? process.run()) != nil else { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (samples.sorted()[1], output)
    }
}
