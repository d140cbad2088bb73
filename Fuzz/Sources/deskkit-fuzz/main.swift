import CLibFuzzer
import Foundation

// Runs one fuzz target under libFuzzer, named by DESKKIT_FUZZ_TARGET; the arguments are
// libFuzzer's own (corpus folders, -max_total_time=, -runs=, a crash file to replay, …).

let targetName = ProcessInfo.processInfo.environment["DESKKIT_FUZZ_TARGET"] ?? ""
guard let target = FuzzTarget(rawValue: targetName) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("Unknown fuzz target '\(targetName)'. Set DESKKIT_FUZZ_TARGET to one of: \(names).\n".utf8))
    exit(2)
}
FuzzTarget.selected = target

var argumentCount = CommandLine.argc
var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzOneInput(data, size) })
