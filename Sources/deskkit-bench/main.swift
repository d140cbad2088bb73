import Foundation

/// Runs the named benchmarks (all when none is named) and prints a Markdown report.
@MainActor
func runBenchmarks() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let available: [String: @MainActor () -> String] = [
        "menus": MenuBenchmark.run,
        "find": FindBenchmark.run,
        "menus-profile": MenuProfile.run,
        "find-profile": FindProfile.run,
        "band": BandBenchmark.run,
        "restore": RestoreBenchmark.run,
        "navbar": NavigationBarBenchmark.run,
    ]
    let names = arguments.isEmpty ? available.keys.sorted() : arguments
    var report = BenchmarkReport.header()
    for name in names {
        guard let benchmark = available[name] else {
            FileHandle.standardError.write(Data("Unknown benchmark '\(name)'. Choose from: \(available.keys.sorted().joined(separator: ", ")).\n".utf8))
            exit(2)
        }
        report += benchmark()
    }
    print(report)
}

MainActor.assumeIsolated {
    runBenchmarks()
}
