import Foundation

// MARK: - The grid of the folder's documents

extension UIDocumentBrowserViewController {
    /// The documents the browser shows: the files of ``browsingDirectoryURL`` of the allowed
    /// types, hidden ones left out, sorted by name as a file manager sorts them.
    package var documentURLs: [URL] { documentGrid.documentURLs }

    /// The grid showing ``documentURLs`` (tests click and press keys in it).
    package var documentGridView: UICollectionView { documentGrid }

    /// Reads the folder again and shows its documents, selecting `selected` when given.
    func reloadDocuments(selecting selected: URL? = nil) {
        documentGrid.show(Self.documents(in: browsingDirectoryURL, allowedContentTypes: allowedContentTypes),
                          allowsMultipleSelection: allowsPickingMultipleItems, selecting: selected)
    }

    /// Tells the delegate the user opened `urls` (a double click, or Enter on the selection).
    func openDocuments(_ urls: [URL]) {
        guard !urls.isEmpty else { return }
        delegate?.documentBrowser(self, didPickDocumentsAt: urls)
    }

    /// The files of `folder` whose types are among `allowedContentTypes` (all when nil).
    static func documents(in folder: URL, allowedContentTypes: [String]?) -> [URL] {
        let manager = FileManager.default
        let contents: [URL]
        do {
            contents = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        } catch {
            // A folder not made yet is empty; the first created document makes it.
            if manager.fileExists(atPath: folder.path) {
                DeskKitLog.report("The document browser cannot read '\(folder.path)': \(error.localizedDescription)")
            }
            return []
        }
        return contents
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .filter { allows($0, allowedContentTypes) }
            .sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
    }

    /// Whether a file's extension is one of the allowed types'. A type DeskKit knows no
    /// extensions for allows every file, rather than hiding what cannot be judged.
    private static func allows(_ url: URL, _ allowedContentTypes: [String]?) -> Bool {
        guard let allowedContentTypes else { return true }
        let pathExtension = url.pathExtension.lowercased()
        let kind = symbolName(forDocumentAt: url)
        for identifier in allowedContentTypes {
            switch identifier {
            case UTType.item.identifier, UTType.data.identifier, "public.content": return true
            case UTType.text.identifier where kind == "doc.text": return true
            case UTType.image.identifier where kind == "photo": return true
            case UTType.text.identifier, UTType.image.identifier: continue
            default: break
            }
            guard let type = UTType.known.first(where: { $0.identifier == identifier }) else { return true }
            if type.filenameExtensions.contains(pathExtension) { return true }
        }
        return false
    }

    /// The SF Symbols name of the icon for a document, by its file name extension.
    static func symbolName(forDocumentAt url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "png", "jpg", "jpeg", "gif", "svg", "webp", "heic", "tif", "tiff", "bmp": "photo"
        case "pdf", "rtf", "doc", "docx", "odt", "pages": "doc.richtext"
        case "txt", "text", "md", "markdown", "json", "xml", "html", "csv", "swift", "c", "h", "py", "rs", "js": "doc.text"
        case "mp3", "wav", "ogg", "flac", "m4a", "aac": "music.note"
        case "mp4", "mov", "mkv", "webm", "avi": "film"
        case "zip", "tar", "gz", "xz", "bz2", "7z": "archivebox"
        default: "doc"
        }
    }
}

/// The browser's root view: the grid fills it.
@MainActor
final class _DocumentBrowserView: UIView {
    let grid: _DocumentBrowserGrid

    init(grid: _DocumentBrowserGrid) {
        self.grid = grid
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        addSubview(grid)
    }

    required convenience init?(coder: NSCoder) { nil }

    required convenience init() {
        self.init(grid: _DocumentBrowserGrid(browser: nil))
    }

    override func layoutSubviews() {
        grid.frame = bounds
    }

    /// The grid takes the keyboard as the browser shows, so the arrows and Enter work at once.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { grid.becomeFirstResponder() }
    }
}
