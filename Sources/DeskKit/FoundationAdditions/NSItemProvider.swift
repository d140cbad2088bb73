import Foundation

/// Hands data or a file to another app (a drop target, a share sheet) on request.
///
/// Foundation on Linux has no item provider, so DeskKit supplies this small one with the same
/// shape: made from a file or from data, it lists its type identifiers and loads on demand.
/// Loads finish before the call returns; the completion runs on the calling thread.
open class NSItemProvider: @unchecked Sendable {
    /// How a representation is produced: from a file on disk or from bytes in memory.
    private enum Source {
        case file(URL)
        case data(Data)
    }

    private let lock = NSLock()
    private var representations: [(typeIdentifier: String, source: Source)] = []
    private var storedSuggestedName: String?

    /// An empty provider; register representations on it.
    public init() {}

    /// A provider for the file at `fileURL`; nil when it is not a readable file URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory)
        let type = isDirectory.boolValue ? _FileType.folder : _FileType.forFileName(fileURL.lastPathComponent)
        representations = [(type.identifier, .file(fileURL))]
        if type.identifier != _FileType.data.identifier, !isDirectory.boolValue {
            representations.append((_FileType.data.identifier, .file(fileURL)))
        }
        storedSuggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// Type identifiers this provider can load, most specific first.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// The name a receiver should give the file it gets, without extension.
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// Whether `typeIdentifier` is registered exactly; DeskKit has no type hierarchy to consult.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// The file this provider was made from, for presenters that hand desktops a path.
    public var fileURL: URL? {
        lock.withLock {
            for representation in representations {
                if case let .file(url) = representation.source { return url }
            }
            return nil
        }
    }

    // MARK: - Registering

    /// Offers `data` as `typeIdentifier`.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, data: Data) {
        lock.withLock { representations.append((typeIdentifier, .data(data))) }
    }

    /// Offers the file at `fileURL` as `typeIdentifier`.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileURL: URL) {
        lock.withLock { representations.append((typeIdentifier, .file(fileURL))) }
    }

    // MARK: - Loading

    /// Loads the bytes of the `typeIdentifier` representation.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        switch source(for: typeIdentifier) {
        case let .data(data)?:
            completionHandler(data, nil)
        case let .file(url)?:
            do {
                completionHandler(try Data(contentsOf: url), nil)
            } catch {
                completionHandler(nil, ItemProviderError.unreadable(path: url.path, reason: error.localizedDescription))
            }
        case nil:
            completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier, available: registeredTypeIdentifiers))
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Gives a temporary copy of the `typeIdentifier` representation as a file; the copy is
    /// removed when the completion returns, so move or read it there.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        guard let source = source(for: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier, available: registeredTypeIdentifiers))
            return progress
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-item-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            switch source {
            case let .file(url):
                let copy = folder.appendingPathComponent(url.lastPathComponent)
                try FileManager.default.copyItem(at: url, to: copy)
                completionHandler(copy, nil)
            case let .data(data):
                let copy = folder.appendingPathComponent(suggestedName ?? "Item")
                try data.write(to: copy)
                completionHandler(copy, nil)
            }
        } catch {
            completionHandler(nil, ItemProviderError.unreadable(path: folder.path, reason: error.localizedDescription))
        }
        return progress
    }

    private func source(for typeIdentifier: String) -> Source? {
        lock.withLock { representations.first { $0.typeIdentifier == typeIdentifier }?.source }
    }
}
