import Foundation

/// Tells a document when another program changes its file: rewrites, truncates, replaces
/// (rename over it), moves or deletes it. Watches the file's folder with inotify, so a file
/// replaced by an atomic save is still followed by name; the events come in on the main queue.
@MainActor
final class DocumentFileWatch {
    private let descriptor: Int32
    private let source: any DispatchSourceRead
    /// Bursts of events (a program writing in pieces) become one call a moment after they stop.
    private let debouncer: SaveDebouncer

    /// Starts watching `url`; nil when the system cannot watch its folder (the document then
    /// learns of changes only when it is opened again).
    init?(url: URL, onChange: @escaping @MainActor () -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)
        guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, events) >= 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        let name = url.lastPathComponent
        debouncer = SaveDebouncer(pause: 0.1, longestWait: 0.5, action: onChange)
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                if Self.readEvents(descriptor).contains(name) { self.debouncer.noteChange() }
            }
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
    }

    /// Stops watching.
    func stop() {
        debouncer.cancel()
        source.cancel()
    }

    /// The names of the files the waiting events are about.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
        var names: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return names }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                names.insert(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
                offset += header + length
            }
        }
    }
}
