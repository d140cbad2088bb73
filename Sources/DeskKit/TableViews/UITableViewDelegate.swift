import Foundation

/// Hears and steers the user's selection in a table view and sizes its rows; every method is
/// optional. Set it as the table view's ``UIScrollView/delegate``.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; the table view's ``UITableView/rowHeight`` unless implemented.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The row the user is about to select, another row to select instead, or nil to refuse.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether a Shift- or Ctrl-click on the row may start selecting several rows; when it may
    /// (and ``UITableView/allowsMultipleSelectionDuringEditing`` is on) the table view starts editing.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A Shift- or Ctrl-click started selecting several rows; the table view is now editing.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The click that started selecting several rows is handled.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    /// What editing the row offers: `.delete` unless implemented.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The context menu for a secondary click (or long press) on a row; `point` is in the
    /// table's content coordinates. Nil shows no menu.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The view a row's context menu grows from; DeskKit's menus show no previews, so it is not asked.
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The view a row's context menu shrinks back to; DeskKit's menus show no previews, so it is not asked.
    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user chose a context menu's preview; DeskKit's menus show no previews, so it is not called.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
    /// The table view's ``UITableView/rowHeight`` unless implemented.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Every row can be selected as it is unless implemented.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing unless implemented.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing unless implemented.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No multiple selection by modifier clicks unless implemented.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing unless implemented.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing unless implemented.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// Every row offers deletion unless implemented.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// No context menu unless implemented.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No preview unless implemented.
    public func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// No preview unless implemented.
    public func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing unless implemented.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}
