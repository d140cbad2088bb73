import Foundation

/// A view controller that shows one document: it opens the document when its view appears,
/// names its navigation item after it and wires the title menu, the document header, rename in
/// place and the undo and redo buttons to it.
///
/// Subclasses draw the document in their own view: fill it in ``documentDidOpen()`` (and in
/// `viewDidLoad()`, as either may come first), and add bar items in ``navigationItemDidUpdate()``,
/// which runs each time this controller changed the navigation item. The controller closes the
/// document it opened when another document replaces it; DeskKit keeps unsaved changes as
/// drafts meanwhile (see ``UIDocument``).
@preconcurrency @MainActor
open class UIDocumentViewController: UIViewController {
    /// The document shown; nil shows none. A document that is already open is shown at once
    /// (``documentDidOpen()`` runs); a closed one is opened when the view appears, or at once
    /// while the view shows.
    open var document: UIDocument? {
        didSet { documentDidChange(from: oldValue) }
    }

    /// The document this controller opened, which it closes when another replaces it.
    private weak var openedDocument: UIDocument?
    /// Answers the navigation item's rename in place for the document.
    private let titleRenamer = DocumentTitleRenamer()
    /// The undo and redo buttons of ``undoRedoItemGroup``.
    private(set) lazy var undoItem = UIBarButtonItem(systemItem: .undo, primaryAction: UIAction(title: String(deskKit: "Undo"), image: UIImage(systemName: "arrow.uturn.backward")) { [weak self] _ in
        self?.document?.undoManager?.undo()
    })
    private(set) lazy var redoItem = UIBarButtonItem(systemItem: .redo, primaryAction: UIAction(title: String(deskKit: "Redo"), image: UIImage(systemName: "arrow.uturn.forward")) { [weak self] _ in
        self?.document?.undoManager?.redo()
    })

    /// Undo and redo buttons for the document's undo manager, to put in the navigation bar: the
    /// controller hides the group while the document has no undo manager and enables each
    /// button while there is something to undo or redo.
    public private(set) lazy var undoRedoItemGroup: UIBarButtonItemGroup = {
        let group = UIBarButtonItemGroup(barButtonItems: [undoItem, redoItem], representativeItem: nil)
        updateUndoRedoItems(in: group)
        return group
    }()

    /// A controller showing `document` (nil for none); its navigation item takes the
    /// document's name, and the document opens when the view appears.
    public init(document: UIDocument?) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
        startFollowingDocuments()
        documentDidChange(from: nil)
    }

    /// A controller with no document yet; set ``document``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        startFollowingDocuments()
        documentDidChange(from: nil)
    }

    /// A controller from a storyboard, with no document yet; DeskKit reads no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        startFollowingDocuments()
        documentDidChange(from: nil)
    }

    // MARK: - Opening

    /// Opens ``document`` if it is closed, then calls ``documentDidOpen()`` and updates the
    /// navigation item; `completionHandler` learns whether the document is open. False without
    /// a document.
    open func openDocument(completionHandler: @escaping @MainActor (Bool) -> Void) {
        guard let document else {
            completionHandler(false)
            return
        }
        guard document.documentState.contains(.closed) else {
            completionHandler(true)
            return
        }
        document.open { [weak self] success in
            guard let self else {
                completionHandler(success)
                return
            }
            if success, self.document === document {
                self.openedDocument = document
                self.documentDidOpen()
                self.updateNavigationItem()
            }
            completionHandler(success)
        }
    }

    /// Opens ``document``; see ``openDocument(completionHandler:)``.
    open func openDocument() async -> Bool {
        await withCheckedContinuation { continuation in
            openDocument { continuation.resume(returning: $0) }
        }
    }

    /// Called once the document is open, or when an open document is assigned: show it here.
    open func documentDidOpen() {}

    /// Called each time the controller changed the navigation item (title, document header,
    /// rename): add the app's own bar items here.
    open func navigationItemDidUpdate() {}

    /// Updates the navigation item once the view exists.
    open override func viewDidLoad() {
        super.viewDidLoad()
        updateNavigationItem()
    }

    /// Opens the document as the view appears.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let document, document.documentState.contains(.closed) {
            openDocument { _ in }
        }
    }

    private func documentDidChange(from previous: UIDocument?) {
        if let previous, previous !== document, previous === openedDocument {
            previous.close()
            openedDocument = nil
        }
        if let document, previous !== document {
            if !document.documentState.contains(.closed) {
                documentDidOpen()
            } else if isAppeared {
                openDocument { _ in }
                return
            }
        }
        updateNavigationItem()
    }

    // MARK: - Document actions

    /// Declares the title menu's document actions and the document's notifications.
    open override func registerActions() {
        super.registerActions()
        implement(.duplicate, by: UIDocumentViewController.duplicate)
        implement(.move, by: UIDocumentViewController.move)
        implement(Self.undoChangedAction) { responder, sender in
            (responder as? UIDocumentViewController)?.undoManagerChanged(sender as? Notification)
        }
        implement(Self.fileMovedAction) { responder, sender in
            (responder as? UIDocumentViewController)?.documentFileMoved(sender as? Notification)
        }
    }

    /// Duplicate and Move need an open document.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .duplicate || action == .move {
            guard let document, !document.documentState.contains(.closed) else { return false }
        }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Saves the document, then copies its file beside it as "Name copy" ("Name copy 2", …).
    open override func duplicate(_ sender: Any?) {
        guard let document, !document.documentState.contains(.closed) else { return }
        document.autosave()
        let copy = Self.unusedCopyURL(of: document.fileURL)
        do {
            try FileManager.default.copyItem(at: document.fileURL, to: copy)
        } catch {
            report(String(deskKit: "The document could not be duplicated"), error)
        }
    }

    /// Saves the document, then lets the user choose where to move it; the document follows
    /// its file there.
    open override func move(_ sender: Any?) {
        guard let document, !document.documentState.contains(.closed) else { return }
        document.autosave()
        present(UIDocumentPickerViewController(forExporting: [document.fileURL], asCopy: false), animated: true)
    }

    /// "Name copy.ext", "Name copy 2.ext", … beside `file`: the first name no file has.
    static func unusedCopyURL(of file: URL) -> URL {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        let suffix = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
        var number = 1
        while true {
            let name = stem + " " + String(deskKit: "copy") + (number == 1 ? "" : " \(number)") + suffix
            let url = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }

    /// Tells the user why a document action failed: an alert while the view shows, else the log.
    func report(_ title: String, _ error: any Error) {
        guard viewIfLoaded?.window != nil, presentedViewController == nil else {
            DeskKitLog.report("\(title): \(error)")
            return
        }
        let alert = UIAlertController(title: title, message: "\(error)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(deskKit: "OK"), style: .default))
        present(alert, animated: true)
    }

    // MARK: - Following the document

    private static let undoChangedAction: Selector = "_deskKitDocumentUndoChanged:"
    private static let fileMovedAction: Selector = "_deskKitDocumentFileMoved:"

    private func startFollowingDocuments() {
        titleRenamer.controller = self
        let center = NotificationCenter.default
        for name in [Notification.Name.NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange, .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerCheckpoint] {
            center.addObserver(self, selector: Self.undoChangedAction, name: name, object: nil)
        }
        center.addObserver(self, selector: Self.fileMovedAction, name: UIDocument.fileMovedNotification, object: nil)
    }

    private func undoManagerChanged(_ notification: Notification?) {
        guard let manager = notification?.object as? UndoManager, manager === document?.undoManager else { return }
        updateUndoRedoItems(in: undoRedoItemGroup)
    }

    private func documentFileMoved(_ notification: Notification?) {
        guard let moved = notification?.object as? UIDocument, moved === document else { return }
        updateNavigationItem()
    }

    // MARK: - The navigation item

    /// Shows the document in the navigation item: its name as the title, its header in the
    /// title menu, rename in place; then lets the subclass add its items.
    func updateNavigationItem() {
        let item = navigationItem
        item.style = .editor
        if let document {
            let name = document.localizedName
            if item.title != name { item.title = name }
            if item.documentProperties?.url != document.fileURL { item.documentProperties = makeDocumentProperties(for: document) }
            if item.renameDelegate !== titleRenamer { item.renameDelegate = titleRenamer }
        } else {
            item.title = title ?? UIApplication.shared.applicationName
            item.documentProperties = nil
            item.renameDelegate = nil
        }
        updateUndoRedoItems(in: undoRedoItemGroup)
        if isViewLoaded { navigationItemDidUpdate() }
    }

    private func updateUndoRedoItems(in group: UIBarButtonItemGroup) {
        let manager: UndoManager? = document?.undoManager
        if group.isHidden != (manager == nil) { group.isHidden = manager == nil }
        let canUndo = manager?.canUndo ?? false
        let canRedo = manager?.canRedo ?? false
        if undoItem.isEnabled != canUndo { undoItem.isEnabled = canUndo }
        if redoItem.isEnabled != canRedo { redoItem.isEnabled = canRedo }
    }

    /// The title menu's header for `document`, which drags and shares the file as saved.
    private func makeDocumentProperties(for document: UIDocument) -> UIDocumentProperties {
        let properties = UIDocumentProperties(url: document.fileURL)
        properties.dragItemsProvider = { [weak document] _ in
            guard let document else { return [] }
            document.autosave()
            return NSItemProvider(contentsOf: document.fileURL).map { [UIDragItem(itemProvider: $0)] } ?? []
        }
        properties.activityViewControllerProvider = { [weak document] in
            document?.autosave()
            let items: [Any] = document.flatMap { NSItemProvider(contentsOf: $0.fileURL) }.map { [$0] } ?? []
            return UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        return properties
    }

    /// Renames the document's file to `name` (keeping its extension when `name` has none); the
    /// document follows the file and the title shows the new name.
    func renameDocument(to name: String) {
        guard let document else { return }
        do throws(DocumentRenameError) {
            let renamed = try UIDocumentBrowserViewController.rename(document.fileURL, to: name)
            document.presentedItemDidMove(to: renamed)
            updateNavigationItem()
        } catch {
            report(String(deskKit: "The document could not be renamed"), error)
        }
    }
}

/// The navigation item's rename delegate for a document view controller: a committed name
/// renames the document's file.
@MainActor
final class DocumentTitleRenamer: UINavigationItemRenameDelegate {
    weak var controller: UIDocumentViewController?

    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
        controller?.renameDocument(to: title)
    }
}
