import Foundation

/// A cell for list layouts: its content comes from a ``UIListContentConfiguration`` and is
/// indented by ``indentationLevel`` steps of ``indentationWidth``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented, as for nested outline rows.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// A configuration with the list's default look, to fill in.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Indents the content view and fits the configured content to it.
    open override func layoutSubviews() {
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
        configuredContentView?.frame = contentView.bounds
    }
}
