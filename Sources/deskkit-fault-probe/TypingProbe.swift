import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation

/// The letters typed into a document: the one at stream position i is `typedLetters[i % 26]`.
let typedLetters = Array("abcdefghijklmnopqrstuvwxyz")

/// Now on the system's monotonic clock, in nanoseconds: the test reads the same clock.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Runs Blueprints headless as a user would after a crash: the windows saved last come back (or
/// one window per file is opened), then it types into the files' documents until it is killed.
///
/// The files are never saved: text past a file's own bytes is what was typed, the letters of
/// ``typedLetters`` in order. First it prints, per file, "restored INDEX COUNT EDITED" (letters
/// found, whether the window shows the document unsaved) or "mismatch INDEX" when the text
/// is not the file followed by the letters; then "ready", then "typed INDEX COUNT NANOSECONDS"
/// after each letter, into the files in turn, every 15 ms. SIGTERM, SIGHUP and SIGINT end it
/// as Quit does, printing "terminated".
@MainActor
func typeIntoDocuments(directory: URL, files: [URL]) -> Never {
    let host = TestHost(delegate: BlueprintsAppDelegate(), name: "Blueprints", stateRestorationDirectory: directory)
    var editors: [EditorViewController] = []
    for file in files {
        let opened = host.windows.compactMap { $0.rootViewController as? EditorViewController }
            .first { editor in editor.openTabs.contains { $0.document.fileURL == file.standardizedFileURL } }
        if let opened {
            opened.open([file])  // selects its tab
            editors.append(opened)
            continue
        }
        if !editors.isEmpty || host.windows.isEmpty { host.press("n", modifiers: .command) }
        guard let editor = host.keyWindow?.rootViewController as? EditorViewController else { exit(3) }
        editor.open([file])
        editors.append(editor)
    }
    var counts: [Int] = []
    for (index, (editor, file)) in zip(editors, files).enumerated() {
        let saved = (try? Data(contentsOf: file)) ?? Data()
        let text = Array(editor.documentTextView.text.utf8)
        let typed = text.count >= saved.count ? Array(text[saved.count...]) : []
        let expected = typed.indices.map { UInt8(ascii: typedLetters[$0 % typedLetters.count].unicodeScalars.first!) }
        guard text.starts(with: saved), typed == expected else {
            emit("mismatch \(index)")
            exit(4)
        }
        let edited = editor.currentTab.isEdited && editor.view.window?.windowScene?.title?.hasPrefix("*") == true
        emit("restored \(index) \(typed.count) \(edited ? 1 : 0)")
        counts.append(typed.count)
        let end = editor.documentTextView.textStorage.utf8Count
        editor.documentTextView.select(end..<end)
    }
    emit("ready")
    let signalSources = host.application.handleTerminationSignalsOnMainQueue { _ in
        emit("terminated")
        exit(0)
    }
    var turn = 0
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now(), repeating: .milliseconds(15))
    timer.setEventHandler {
        MainActor.assumeIsolated {
            let index = turn % editors.count
            turn += 1
            let editor = editors[index]
            if editor.view.window?.isKeyWindow == false { editor.view.window?.makeKey() }
            editor.documentTextView.insertText(String(typedLetters[counts[index] % typedLetters.count]))
            counts[index] += 1
            emit("typed \(index) \(counts[index]) \(monotonicNanoseconds())")
        }
    }
    timer.resume()
    withExtendedLifetime((signalSources, timer)) { dispatchMain() }
}

/// Writes a line at once (the test reads it while the probe runs).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
