import Foundation

/// A view controller whose view is a table view it serves as data source and delegate;
/// override the table view methods to fill and answer it.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableViewStyle: UITableView.Style

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view; DeskKit has no nib files.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    /// A controller with a plain table view; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .plain)
    }

    /// Whether the selection is cleared each time the view is about to appear (as when coming
    /// back to a list from a row's details).
    open var clearsSelectionOnViewWillAppear = true

    /// The controller's view, as a table view; setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes a table view of the controller's style with the controller as its data source and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: .zero, style: tableViewStyle)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Clears the selection first when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear, let tableView {
            for indexPath in tableView.indexPathsForSelectedRows ?? [] {
                tableView.deselectRow(at: indexPath, animated: animated)
            }
        }
        super.viewWillAppear(animated)
    }

    /// Puts the table view into or out of editing mode along with the controller.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// The cells of a storyboard table with static content, by section, as the compiled
    /// storyboard sets them; the data source methods below answer from them unless overridden.
    public var _staticCells: [[UITableViewCell]]?

    // MARK: - UITableViewDataSource

    /// The static sections' count, else one section, unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int { _staticCells?.count ?? 1 }
    /// The static section's cell count, else no rows, unless overridden.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = _staticCells, sections.indices.contains(section) else { return 0 }
        return sections[section].count
    }
    /// The static cell at `indexPath`, else a default cell, unless overridden; a subclass with
    /// rows of its own overrides it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = _staticCells, sections.indices.contains(indexPath.section),
           sections[indexPath.section].indices.contains(indexPath.row) {
            return sections[indexPath.section][indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// Every row can be edited unless overridden.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing unless overridden, so rows cannot be deleted.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    // MARK: - UITableViewDelegate

    /// The table view's ``UITableView/rowHeight`` unless overridden.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Every row can be selected unless overridden.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No multiple selection by modifier clicks unless overridden.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing unless overridden.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// Every row offers deletion unless overridden.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// No context menu unless overridden.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No preview unless overridden (DeskKit's menus show none).
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// No preview unless overridden (DeskKit's menus show none).
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing unless overridden (DeskKit's menus show no preview to choose).
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}
}
