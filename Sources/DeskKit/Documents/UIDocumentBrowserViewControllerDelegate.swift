import Foundation

/// Hears what happens in a ``UIDocumentBrowserViewController``: the user asked for a new
/// document, picked documents to open, or a document was imported (or failed to be).
@preconcurrency @MainActor
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    /// The user chose the create button. Make the document (at a temporary place) and call
    /// `importHandler` with its URL and how to bring it into the browser's folder, or with
    /// `nil` and `.none` to cancel; it may be called later, from any thread.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// The user picked documents to open.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// A document was imported into the browser's folder: open it at `destinationURL`.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// A document could not be imported; `error` says why.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?)
}

extension UIDocumentBrowserViewControllerDelegate {
    /// Creates nothing: the request is cancelled.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {}
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {}
}
