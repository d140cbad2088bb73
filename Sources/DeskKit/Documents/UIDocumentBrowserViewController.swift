import Foundation

/// Browses a folder of documents: shows them as a grid (a double click or Enter opens them),
/// creates documents in it, opens others with the platform's file chooser, imports documents
/// into it, and renames them.
///
/// Its navigation item carries the create button (while ``allowsDocumentCreation``) and an
/// Open button, between ``additionalLeadingNavigationBarButtonItems`` and
/// ``additionalTrailingNavigationBarButtonItems``.
@preconcurrency @MainActor
open class UIDocumentBrowserViewController: UIViewController {
    /// The kinds of file the browser offers to open, as type identifiers; nil for any.
    public let allowedContentTypes: [String]?
    /// Hears creation requests, picked documents and imports; held weakly.
    open weak var delegate: UIDocumentBrowserViewControllerDelegate?
    /// Whether the browser offers to create documents.
    open var allowsDocumentCreation = true { didSet { updateBarButtonItems() } }
    /// Whether the user may pick several documents at once.
    open var allowsPickingMultipleItems = true {
        didSet { if isViewLoaded { documentGrid.allowsMultipleSelection = allowsPickingMultipleItems } }
    }
    /// The create button's title; nil shows "Create Document".
    open var localizedCreateDocumentActionTitle: String? { didSet { updateBarButtonItems() } }
    /// The app's own bar items, before the browser's.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = [] { didSet { updateBarButtonItems() } }
    /// The app's own bar items, after the browser's.
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = [] { didSet { updateBarButtonItems() } }
    /// The folder the browser shows, where created and imported documents go (DeskKit
    /// addition: UIKit's browser lets the user move between locations); the user's Documents
    /// folder by default.
    open var browsingDirectoryURL: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser {
        didSet { if isViewLoaded { reloadDocuments() } }
    }
    /// Hears the file chooser the Open button shows, while it shows.
    var pickerListener: PickerListener?
    /// The grid of the folder's documents.
    lazy var documentGrid = _DocumentBrowserGrid(browser: self)

    /// A browser for files of these type identifiers; nil allows any file.
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.allowedContentTypes = allowedContentTypes
        super.init(nibName: nil, bundle: nil)
        updateBarButtonItems()
    }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public convenience init() {
        self.init(forOpeningFilesWithContentTypes: nil)
    }

    /// The browser's view: a grid of the documents in ``browsingDirectoryURL``.
    open override func loadView() {
        view = _DocumentBrowserView(grid: documentGrid)
        reloadDocuments()
    }

    /// Reads the folder again as the browser shows, so documents saved meanwhile appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadDocuments()
    }

    /// Renames the document at `documentURL` to `proposedName` in the same folder.
    ///
    /// A name without an extension keeps the document's extension. An existing file is never
    /// replaced. The completion runs before this returns, with the new URL or a
    /// ``DocumentRenameError``; on error the document keeps its name.
    open func renameDocument(at documentURL: URL, proposedName: String, completionHandler: @escaping @MainActor (URL?, (any Error)?) -> Void) {
        do throws(DocumentRenameError) {
            let renamed = try Self.rename(documentURL, to: proposedName)
            if isViewLoaded { reloadDocuments(selecting: renamed) }
            completionHandler(renamed, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// The rename itself; see ``renameDocument(at:proposedName:completionHandler:)``.
    static func rename(_ documentURL: URL, to proposedName: String) throws(DocumentRenameError) -> URL {
        let trimmed = proposedName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyName }
        if let bad = trimmed.first(where: { $0 == "/" || $0 == "\0" }) {
            throw .invalidCharacter(name: trimmed, character: bad)
        }
        guard trimmed != ".", trimmed != ".." else { throw .reservedName(trimmed) }
        let manager = FileManager.default
        guard manager.fileExists(atPath: documentURL.path) else { throw .missingDocument(path: documentURL.path) }
        var name = trimmed
        let oldExtension = documentURL.pathExtension
        if !oldExtension.isEmpty, (name as NSString).pathExtension.isEmpty {
            name += "." + oldExtension
        }
        let folder = documentURL.deletingLastPathComponent()
        let target = folder.appendingPathComponent(name)
        if name == documentURL.lastPathComponent { return documentURL }
        // Differs only in case: the same file on case-insensitive file systems, so no clash.
        let sameFileOtherCase = name.lowercased() == documentURL.lastPathComponent.lowercased()
        if !sameFileOtherCase, manager.fileExists(atPath: target.path) {
            throw .alreadyExists(name: name, folder: folder.path)
        }
        // link + unlink refuses to replace a file created meanwhile; folders need rename.
        if link(documentURL.path, target.path) == 0 {
            unlink(documentURL.path)
            return target
        }
        if errno == EEXIST { throw .alreadyExists(name: name, folder: folder.path) }
        if sameFileOtherCase || !manager.fileExists(atPath: target.path) {
            guard Foundation.rename(documentURL.path, target.path) == 0 else {
                throw .failed(path: documentURL.path, reason: String(cString: strerror(errno)))
            }
            return target
        }
        throw .alreadyExists(name: name, folder: folder.path)
    }
}
