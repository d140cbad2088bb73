import Foundation

/// Runs the named benchmarks (all when none is named) and prints a Markdown report.
@MainActor
func runBenchmarks() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // The find benchmark measures memory in a child process of its own; it prints only its table.
    if arguments.first == "menus-child" {
        print(MenuBenchmark.childMedian(kind: arguments.dropFirst().first ?? "kept"))
        return
    }
    if arguments.first == "find-memory-child" {
        print(FindMemory.runChild())
        return
    }
    // Writes the generated find corpus to a file, for trying other tools on the same text.
    if arguments.first == "find-corpus", arguments.count == 2 {
        let corpus = FindBenchmark.makeCorpus(size: FindBenchmark.corpusSize)
        _ = FileManager.default.createFile(atPath: arguments[1], contents: Data(corpus))
        return
    }
    let available: [String: @MainActor () -> String] = [
        "menus": MenuBenchmark.run,
        "find": FindBenchmark.run,
        "find-system": FindSystemBenchmark.run,
        "menus-profile": MenuProfile.run,
        "find-profile": FindProfile.run,
        "find-documents": { FindBenchmark.multiDocumentSection(FindBenchmark.makeCorpus(size: FindBenchmark.corpusSize)) },
        "band": BandBenchmark.run,
        "restore": RestoreBenchmark.run,
        "navbar": NavigationBarBenchmark.run,
        "detectors": DetectorBenchmark.run,
        "utf16": UTF16Benchmark.run,
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
