import Foundation

/// Files read on a background thread while the app starts, so that the disk, the first touch of
/// the text's memory and the encoding check overlap GTK's start-up instead of following it.
final class DocumentPreloads: @unchecked Sendable {
    typealias Outcome = Result<(bytes: [UInt8], notice: String?), DocumentFile.Error>

    static let shared = DocumentPreloads()

    /// What identifies a file's contents cheaply: a read is used only if these are unchanged.
    struct FileIdentity: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modifiedSeconds = status.st_mtim.tv_sec
            modifiedNanoseconds = status.st_mtim.tv_nsec
        }
    }

    private let condition = NSCondition()
    private var reading: Set<String> = []
    private var finished: [String: (identity: FileIdentity?, outcome: Outcome)] = [:]

    func start(_ url: URL) {
        let path = url.standardizedFileURL.path
        condition.lock()
        defer { condition.unlock() }
        guard !reading.contains(path), finished[path] == nil else { return }
        reading.insert(path)
        Thread.detachNewThread { [self] in
            let identity = FileIdentity(path: path)
            let outcome = Outcome { () throws(DocumentFile.Error) in
                try DocumentFile.readUTF8Now(URL(fileURLWithPath: path), availableMemory: DocumentFile.availableMemory())
            }
            condition.lock()
            reading.remove(path)
            finished[path] = (identity, outcome)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Whether a read of `url` was started at launch and not taken yet.
    func holds(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        condition.lock()
        defer { condition.unlock() }
        return reading.contains(path) || finished[path] != nil
    }

    /// Waits until every read started has finished.
    func waitForReads() {
        condition.lock()
        while !reading.isEmpty { condition.wait() }
        condition.unlock()
    }

    /// The read of `url` started at launch, waiting for it to finish; nil when none was started
    /// or the file changed since (then it is read afresh). Each read is handed out once.
    func take(_ url: URL) -> Outcome? {
        let path = url.standardizedFileURL.path
        condition.lock()
        while reading.contains(path) { condition.wait() }
        let entry = finished.removeValue(forKey: path)
        condition.unlock()
        guard let entry, let identity = entry.identity, identity == FileIdentity(path: path) else { return nil }
        return entry.outcome
    }
}

extension DocumentFile {
    /// Starts reading a file the app will open (one named on its command line) on a background
    /// thread; opening it then takes the bytes read, or reads it afresh if it changed meanwhile.
    /// A large file is left alone: opening it shows its first part at once while the rest is
    /// read (``readFirstPart(_:availableMemory:whenRead:)``), where taking a whole read would wait for it.
    public static func preload(_ url: URL) {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= progressiveThreshold { return }
        DocumentPreloads.shared.start(url)
    }
}
