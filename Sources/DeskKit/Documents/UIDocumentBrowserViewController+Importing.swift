import Foundation

extension UIDocumentBrowserViewController {
    /// How a document is brought into the browser's folder.
    public enum ImportMode: UInt, Sendable {
        /// Not at all: the creation was cancelled.
        case none
        /// A copy goes into the folder; the original stays.
        case copy
        /// The file itself moves into the folder.
        case move
    }

    /// Why a document could not be imported.
    public enum ImportError: Error, Equatable, CustomStringConvertible {
        /// `.none` was given where a document had to be imported.
        case noImportMode
        /// There is no file at the URL.
        case missingDocument(path: String)
        /// Copying or moving failed.
        case failed(path: String, reason: String)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .noImportMode: "No import mode was given for the document."
            case let .missingDocument(path): "There is no document at \(path)."
            case let .failed(path, reason): "\(path) could not be imported: \(reason)"
            }
        }
    }

    /// The create button's work (DeskKit addition, for a menu command or key that creates): asks
    /// the delegate for a new document and imports it into ``browsingDirectoryURL`` as the
    /// delegate's handler says, then tells the delegate where it went or why it failed.
    public func requestDocumentCreation() {
        guard allowsDocumentCreation, let delegate else { return }
        let folder = browsingDirectoryURL
        var answered = false
        delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] url, mode in
            if MainQueue.isCurrent {
                MainActor.assumeIsolated {
                    guard !answered else { return }
                    answered = true
                    self?.finishCreation(url, mode: mode, into: folder)
                }
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.finishCreation(url, mode: mode, into: folder) }
                }
            }
        })
    }

    private func finishCreation(_ url: URL?, mode: ImportMode, into folder: URL) {
        guard let url, mode != .none else { return }
        do {
            let destination = try Self.importItem(at: url, into: folder, mode: mode)
            if isViewLoaded { reloadDocuments(selecting: destination) }
            delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: destination)
        } catch {
            delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
        }
    }

    /// Copies or moves the document at `documentURL` into the folder of `neighbourURL`, under a
    /// free name ("Name 2.ext" when "Name.ext" is taken), then calls `completion` with its new
    /// URL or an ``ImportError``.
    public func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode: ImportMode, completionHandler: @escaping (URL?, Error?) -> Void) {
        do {
            let destination = try Self.importItem(at: documentURL, into: neighbourURL.deletingLastPathComponent(), mode: mode)
            if isViewLoaded { reloadDocuments(selecting: destination) }
            completionHandler(destination, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// A controller that animates opening the document at `documentURL` from the browser and
    /// closing it back; return it from the presented controller's transitioning delegate.
    public func transitionController(forDocumentAt documentURL: URL) -> UIDocumentBrowserTransitionController {
        let source = viewIfLoaded.map { CGRect(x: $0.bounds.midX, y: $0.bounds.midY, width: 0, height: 0) } ?? .zero
        return UIDocumentBrowserTransitionController(documentURL: documentURL, sourceFrame: source)
    }

    /// The Open button's work: the platform's file chooser, in ``browsingDirectoryURL``, for
    /// the allowed types; the chosen files go to the delegate as picked.
    public func presentDocumentPicker() {
        let types = (allowedContentTypes ?? []).map { identifier in
            UTType.known.first { $0.identifier == identifier } ?? UTType(identifier)
        }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: types)
        picker.allowsMultipleSelection = allowsPickingMultipleItems
        picker.directoryURL = browsingDirectoryURL
        let listener = PickerListener(browser: self)
        pickerListener = listener
        picker.delegate = listener
        present(picker, animated: true)
    }

    /// Puts the browser's buttons in its navigation item.
    func updateBarButtonItems() {
        var items: [UIBarButtonItem] = []
        if allowsDocumentCreation {
            let title = localizedCreateDocumentActionTitle ?? String(deskKit: "Create Document")
            items.append(UIBarButtonItem(title: title, image: UIImage(systemName: "plus"), primaryAction: UIAction(title: title) { [weak self] _ in
                self?.requestDocumentCreation()
            }))
        }
        items.append(UIBarButtonItem(title: String(deskKit: "Open…"), image: UIImage(systemName: "folder"), primaryAction: UIAction(title: String(deskKit: "Open…")) { [weak self] _ in
            self?.presentDocumentPicker()
        }))
        navigationItem.leftBarButtonItems = additionalLeadingNavigationBarButtonItems
        navigationItem.rightBarButtonItems = items + additionalTrailingNavigationBarButtonItems
    }

    /// Brings a file into `folder` under a free name; a file already there stays where it is.
    static func importItem(at url: URL, into folder: URL, mode: ImportMode) throws(ImportError) -> URL {
        guard mode != .none else { throw .noImportMode }
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else { throw .missingDocument(path: url.path) }
        if url.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL { return url }
        let name = url.deletingPathExtension().lastPathComponent
        let pathExtension = url.pathExtension
        var destination = folder.appendingPathComponent(url.lastPathComponent)
        var number = 2
        while manager.fileExists(atPath: destination.path) {
            let numbered = "\(name) \(number)"
            destination = folder.appendingPathComponent(pathExtension.isEmpty ? numbered : "\(numbered).\(pathExtension)")
            number += 1
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            if mode == .move {
                try manager.moveItem(at: url, to: destination)
            } else {
                try manager.copyItem(at: url, to: destination)
            }
        } catch {
            throw .failed(path: url.path, reason: error.localizedDescription)
        }
        return destination
    }

    /// Passes the file chooser's answer on to the browser's delegate.
    final class PickerListener: UIDocumentPickerDelegate {
        weak var browser: UIDocumentBrowserViewController?

        init(browser: UIDocumentBrowserViewController) { self.browser = browser }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            guard let browser else { return }
            browser.pickerListener = nil
            browser.delegate?.documentBrowser(browser, didPickDocumentsAt: urls)
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            browser?.pickerListener = nil
        }
    }
}

/// Whether code runs on the main queue, which is the main actor's executor: the main actor's
/// work does not always run on the process's first thread (test runners), so the thread says less.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// True on the main queue.
    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
