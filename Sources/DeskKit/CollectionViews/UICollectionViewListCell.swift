import Foundation

/// A cell for list layouts: its content comes from a ``UIListContentConfiguration`` and is
/// indented by ``indentationLevel`` steps of ``indentationWidth``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented, as for nested outline rows.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Views beside the content, at its leading and trailing edges.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for accessory in oldValue { accessory.configuration.customView.removeFromSuperview() }
            for accessory in accessories { addSubview(accessory.configuration.customView) }
            setNeedsLayout()
        }
    }

    /// A configuration with the list's default look, to fill in.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Indents the content view, puts the accessories at its edges (mirrored right to left) and
    /// fits the configured content to what is left.
    open override func layoutSubviews() {
        var leading = CGFloat(max(indentationLevel, 0)) * indentationWidth
        var trailing: CGFloat = 0
        // DeskKit's collection views have no editing mode: accessories for it stay hidden.
        let editing = false
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ view: UIView, at offset: CGFloat, width: CGFloat) {
            let x = rightToLeft ? bounds.width - offset - width : offset
            view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
        for accessory in accessories {
            let view = accessory.configuration.customView
            view.isHidden = !accessory.shows(editing: editing)
            guard !view.isHidden else { continue }
            let size = view.sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
            let width = min(max(size.width, 0), max(0, bounds.width - leading - trailing))
            let padding = UICollectionViewListCell.accessoryPadding
            if accessory.isTrailing {
                place(view, at: bounds.width - trailing - padding - width, width: width)
                trailing += width + padding
            } else {
                place(view, at: leading + padding, width: width)
                leading += width + padding
            }
            view.frame.size.height = min(bounds.height, max(size.height, 0))
            view.frame.origin.y = (bounds.height - view.frame.height) / 2
        }
        place(contentView, at: leading, width: max(0, bounds.width - leading - trailing))
        configuredContentView?.frame = contentView.bounds
    }

    /// The space between an accessory and the cell's edge or the next accessory.
    static let accessoryPadding: CGFloat = 8
}
