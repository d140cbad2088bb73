import DeskKit
import Foundation

/// Memory of a text view holding a large document through a search and a replace-all, measured
/// in a process of its own so nothing else the benchmark allocated is counted.
@MainActor
enum FindMemory {
    /// Runs each measurement in a child process of its own and returns the report.
    static func measureInChildren(file: String) -> String {
        let rows = ["search", "replace"].map { runChild(mode: $0, file: file) }.joined()
        return """

        Memory of a text view holding the 100 MB document, each row measured in a fresh process (peak \
        resident memory above the process's start, as a multiple of the document). Target: ≤ 2×.

        | stage | peak above start | × document |
        |---|---|---|
        \(rows)

        """
    }

    private static func runChild(mode: String, file: String) -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["find-memory-child", mode, file]
        let output = Pipe()
        child.standardOutput = output
        do { try child.run() } catch { return "| \(mode): could not start the measuring process (\(error)) | – | – |\n" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines) + "\n"
    }

    /// The child's side: open the file into a text view, then search it or replace all in it.
    static func runChild() -> String {
        let arguments = CommandLine.arguments
        guard arguments.count > 3 else { return "usage: deskkit-bench find-memory-child search|replace FILE" }
        let baseline = statusKilobytes("VmRSS:")
        guard let document = readFile(arguments[3]) else { return "| cannot read the corpus file | – | – |" }
        let documentCount = document.count
        let view = UITextView(frame: .zero)
        // Handed over, not kept: a second reference would make the first edit copy the text.
        view.textStorage = InMemoryTextStorage(bytes: consume document)
        view.isFindInteractionEnabled = true
        func row(_ stage: String) -> String {
            let kilobytes = statusKilobytes("VmHWM:") - baseline
            return "| \(stage) | \(kilobytes / 1024) MB | \(String(format: "%.2f×", Double(kilobytes) / Double(documentCount / 1024))) |"
        }
        if arguments[2] == "replace" {
            view.replaceAll(queryString: "the", options: UITextSearchOptions(), withText: "a")
            let replaced = row("document opened, then replace all `the` → `a` as one undo step")
            view.undoManager?.undo()
            let restored = (view.textStorage as? InMemoryTextStorage)?.bytes.count == documentCount
            return replaced + "\n" + row("… then undo (text restored: \(restored))")
        }
        let opened = row("document opened in a UITextView")
        let interaction = view.findInteraction!
        interaction.searchText = "the"
        interaction.findNext()
        let session = interaction.activeFindSession as? UITextSearchingFindSession
        let deadline = Date(timeIntervalSinceNow: 120)
        while session?.isSearching != false, Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        }
        return opened + "\n" + row("… then search for `the` to the exact count (\(session?.resultCount ?? 0) results kept)")
    }

    /// Reads a file straight into a byte array, with no intermediate copy.
    private static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = read(descriptor, buffer.baseAddress! + done, size - done)
                if count <= 0 { failed = true; break }
                done += count
            }
            initialized = done
        }
        return failed ? nil : bytes
    }

    private static func statusKilobytes(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
}
