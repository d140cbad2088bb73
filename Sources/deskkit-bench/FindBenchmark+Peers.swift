import Foundation

/// The peers measured in the same run: Foundation in-process, grep and ripgrep as processes.
extension FindBenchmark {
    /// Matches counted with `String.range(of:options:range:)` in a loop.
    static func countWithString(_ text: String, _ query: Query) -> Int {
        var options: String.CompareOptions = []
        if query.compare.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        var count = 0
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: query.text, options: options, range: searchRange) {
            count += 1
            searchRange = found.upperBound..<text.endIndex
        }
        return count
    }

    /// Matches counted with `NSString.range(of:options:range:)` in a loop.
    static func countWithNSString(_ text: NSString, _ query: Query) -> Int {
        var options: NSString.CompareOptions = [.literal]
        if query.compare.contains(.caseInsensitive) { options = [.caseInsensitive] }
        var count = 0
        var location = 0
        while location < text.length {
            let found = text.range(of: query.text, options: options, range: NSRange(location: location, length: text.length - location))
            if found.location == NSNotFound { break }
            count += 1
            location = found.location + max(found.length, 1)
        }
        return count
    }

    /// Matches counted with NSRegularExpression; literal queries are escaped, words get `\b`.
    static func countWithNSRegularExpression(_ text: String, _ query: Query) -> Int {
        var pattern = query.compare.contains(.regularExpression) ? query.text : NSRegularExpression.escapedPattern(for: query.text)
        if query.words == .fullWord { pattern = "\\b" + pattern + "\\b" }
        let options: NSRegularExpression.Options = query.compare.contains(.caseInsensitive) ? [.caseInsensitive] : []
        guard let regex = try? NSRegularExpression(pattern: pattern, options: options) else { return -1 }
        return regex.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
    }

    /// grep or ripgrep's arguments for a query (they count matching lines, with `-c`).
    static func toolArguments(_ tool: String, _ query: Query, file: String) -> [String] {
        var arguments = ["-c"]
        if query.compare.contains(.caseInsensitive) { arguments.append("-i") }
        if query.words == .fullWord { arguments.append("-w") }
        if query.compare.contains(.regularExpression) {
            arguments.append(tool == "grep" ? "-P" : "-e")
        } else {
            arguments.append("-F")
        }
        if tool == "grep", !query.compare.contains(.regularExpression) { arguments.append("-e") }
        return arguments + [query.text, file]
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
