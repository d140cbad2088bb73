import Foundation

/// Lets the user choose files to open, or where to save or move one, with the platform's file
/// chooser (GTK's on Linux).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController, PlatformDialogController {
    /// What the chooser is for.
    package enum Mode: Sendable, Equatable {
        case open
        /// Saving (exporting) or moving these files to a folder the user chooses.
        case export([URL], asCopy: Bool)
    }

    /// Hears the chosen URLs, or a cancellation; held weakly.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Lets the GTK file chooser select several files when opening; off by default.
    open var allowsMultipleSelection = false
    /// The folder the chooser starts in.
    open var directoryURL: URL?
    /// Kept for source compatibility; the GTK file chooser always shows extensions.
    public var shouldShowFileExtensions = true
    package let mode: Mode
    /// The file types offered when opening (empty: any).
    package let contentTypes: [UTType]

    /// A picker for opening files of these types.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        mode = .open
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that saves copies of `urls` (or moves them, when `asCopy` is false) where the
    /// user chooses.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []
        mode = .export(urls, asCopy: asCopy)
        super.init(nibName: nil, bundle: nil)
    }

    /// DeskKit has no archives of interfaces: a picker from a coder is an opening one.
    public required init?(coder: NSCoder) {
        contentTypes = []
        mode = .open
        super.init(nibName: nil, bundle: nil)
    }

    /// The platform's chooser closed: with the chosen files, or with none when cancelled.
    ///
    /// Exporting copies (or moves) the files to the chosen location first; a failure is
    /// reported to the delegate as a cancellation, with the reason in ``lastError``.
    package func finish(with urls: [URL]) {
        var results = urls
        if case let .export(sources, asCopy) = mode, !urls.isEmpty {
            results = []
            do {
                for (source, destination) in zip(sources, Self.destinations(for: sources, chosen: urls)) {
                    if source.standardizedFileURL == destination.standardizedFileURL { results.append(destination); continue }
                    if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
                    if asCopy {
                        try FileManager.default.copyItem(at: source, to: destination)
                    } else {
                        try FileManager.default.moveItem(at: source, to: destination)
                        UIDocument.noteFileMoved(from: source, to: destination)
                    }
                    results.append(destination)
                }
            } catch {
                lastError = error
                results = []
            }
        }
        dismiss(animated: true) { [self] in
            if results.isEmpty {
                delegate?.documentPickerWasCancelled(self)
            } else {
                delegate?.documentPicker(self, didPickDocumentsAt: results)
            }
        }
    }

    /// Why the last export or move failed.
    public private(set) var lastError: Error?

    /// One chosen file names the destination of a single source; a chosen folder takes every
    /// source under its own name.
    private static func destinations(for sources: [URL], chosen: [URL]) -> [URL] {
        var isFolder: ObjCBool = false
        if let first = chosen.first, FileManager.default.fileExists(atPath: first.path, isDirectory: &isFolder), isFolder.boolValue {
            return sources.map { first.appendingPathComponent($0.lastPathComponent) }
        }
        return chosen
    }

    func showAsPlatformDialog(in window: UIWindow) {
        UIApplication.shared.dialogPresenter?.presentDocumentPicker(self, in: window)
    }

    func closePlatformDialog() {
        UIApplication.shared.dialogPresenter?.dismissDialog(self)
    }
}

/// Hears what the user picked in a ``UIDocumentPickerViewController``.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// Called after the chooser closed with files: the chosen ones, or where exported files now
    /// are.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// Called when the user closed the chooser without choosing, or when an export failed
    /// (see ``UIDocumentPickerViewController/lastError``).
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    /// Does nothing, so a delegate need only handle picked documents.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
