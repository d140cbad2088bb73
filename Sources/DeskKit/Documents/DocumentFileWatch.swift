import Foundation

/// Tells a document when another program changes its file: rewrites, truncates, replaces
/// (rename over it), moves or deletes it. The file's folder is watched with inotify, so a file
/// replaced by an atomic save is still followed by name; the events come in on the main queue.
@MainActor
final class DocumentFileWatch {
    private let folder: String
    private let name: String
    /// Bursts of events (a program writing in pieces) become one call a moment after they stop.
    private let debouncer: SaveDebouncer

    /// Starts watching `url`; nil when the system cannot watch its folder (the document then
    /// learns of changes only when it is opened again).
    init?(url: URL, onChange: @escaping @MainActor () -> Void) {
        folder = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        debouncer = SaveDebouncer(pause: 0.1, longestWait: 0.5, action: onChange)
        guard let center = FolderEvents.shared, center.add(self, folder: folder) else { return nil }
    }

    /// Stops watching.
    func stop() {
        debouncer.cancel()
        FolderEvents.shared?.remove(self, folder: folder)
    }

    fileprivate func folderChanged(names: Set<String>) {
        if names.contains(name) { debouncer.noteChange() }
    }
}

/// The process's one inotify instance (the system allows a user only a few), with one watch
/// per folder shared by the documents in it.
@MainActor
private final class FolderEvents {
    static let shared = FolderEvents()

    private struct Watcher {
        weak var watch: DocumentFileWatch?
    }

    private let descriptor: Int32
    private let source: any DispatchSourceRead
    private var folders: [String: Int32] = [:]
    private var watchers: [Int32: [Watcher]] = [:]

    private init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            DeskKitLog.report("Documents will not notice other programs changing their files: inotify cannot start (\(String(cString: strerror(errno)))).")
            return nil
        }
        self.descriptor = descriptor
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.deliver() }
        }
        source.resume()
    }

    func add(_ watch: DocumentFileWatch, folder: String) -> Bool {
        let events = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)
        let watchDescriptor = inotify_add_watch(descriptor, folder, events)
        guard watchDescriptor >= 0 else { return false }
        folders[folder] = watchDescriptor
        watchers[watchDescriptor, default: []].removeAll { $0.watch == nil }
        watchers[watchDescriptor, default: []].append(Watcher(watch: watch))
        return true
    }

    func remove(_ watch: DocumentFileWatch, folder: String) {
        guard let watchDescriptor = folders[folder] else { return }
        watchers[watchDescriptor]?.removeAll { $0.watch == nil || $0.watch === watch }
        if watchers[watchDescriptor]?.isEmpty != false {
            inotify_rm_watch(descriptor, watchDescriptor)
            watchers[watchDescriptor] = nil
            folders[folder] = nil
        }
    }

    /// Reads the waiting events and tells each folder's watchers which names they were about.
    private func deliver() {
        var names: [Int32: Set<String>] = [:]
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let (watchDescriptor, length) = buffer.withUnsafeBytes {
                    ($0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                names[watchDescriptor, default: []].insert(String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self))
                offset += header + length
            }
        }
        for (watchDescriptor, changed) in names {
            for watcher in watchers[watchDescriptor] ?? [] { watcher.watch?.folderChanged(names: changed) }
        }
    }
}
