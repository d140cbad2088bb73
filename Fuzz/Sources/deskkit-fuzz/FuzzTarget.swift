/// The inputs DeskKit takes from users, files and app code, each fuzzed on its own.
enum FuzzTarget: String, CaseIterable {
    case regexReplace = "regex-replace"
    case literalFolding = "literal-folding"
    case restorationArchive = "restoration-archive"
    case barCustomization = "bar-customization"
    case menuBuilder = "menu-builder"
    case dataDetectors = "data-detectors"

    /// The target this process runs, set once before libFuzzer starts.
    nonisolated(unsafe) static var selected: FuzzTarget?

    @MainActor
    func run(_ input: FuzzInput) {
        switch self {
        case .regexReplace: RegexReplaceFuzzer.run(input)
        case .literalFolding: LiteralFoldingFuzzer.run(input)
        case .restorationArchive: RestorationArchiveFuzzer.run(input)
        case .barCustomization: BarCustomizationFuzzer.run(input)
        case .menuBuilder: MenuBuilderFuzzer.run(input)
        case .dataDetectors: DataDetectorFuzzer.run(input)
        }
    }
}

/// Stops the run with a message libFuzzer saves beside the crashing input.
func fuzzFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}
