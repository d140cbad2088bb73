import Foundation

/// A view a collection view shows and reuses, identified by the identifier it was registered with.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is handed out again for another item; reset per-item state here.
    open func prepareForReuse() {}
}

/// One item of a collection view: put content in ``contentView``; it follows selection.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// Set by the collection view as the item is selected and deselected.
    open var isSelected = false { didSet { if oldValue != isSelected { setNeedsDisplay(); stateDidChange() } } }
    /// Set while the cell is pressed.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay(); stateDidChange() } } }
    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? { didSet { backgroundViewsDidChange(removing: oldValue) } }
    /// A view shown above ``backgroundView`` while the cell is selected or pressed, filling the cell.
    open var selectedBackgroundView: UIView? { didSet { backgroundViewsDidChange(removing: oldValue) } }
    /// The cell's background as a value, resolved for its state each time that changes.
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// What the cell shows, as a configuration; setting it puts the configuration's view in
    /// ``contentView`` (or updates the one there), nil removes it.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let view = configuredContentView, type(of: view.configuration) == type(of: configuration) {
                view.configuration = configuration
            } else {
                configuredContentView?.removeFromSuperview()
                let view = configuration.makeContentView()
                view.frame = contentView.bounds
                contentView.addSubview(view)
                configuredContentView = view
            }
        }
    }
    /// The view made from ``contentConfiguration``.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether the cell's item is an expanded outline item, set by the diffable data source.
    var isOutlineExpanded = false { didSet { outlineExpansionDidChange() } }

    /// A cell with an empty content view filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// An empty cell; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Required so the collection view can make cells of a registered class, as UIKit does
    /// with `init(frame:)`; subclasses that override `init(frame:)` inherit it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The cell's state now: selected, pressed, and whether its collection view's keyboard
    /// focus is on its item.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isOutlineExpanded
        var ancestor = superview
        while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
        if let collectionView = ancestor as? UICollectionView, let focused = collectionView.indexPathForFocusedItem {
            state.isFocused = collectionView.indexPath(forVisibleCell: self) == focused
        }
        return state
    }

    /// Called with the new state whenever it changes and before the cell first shows; update
    /// the cell's look for it here. Does nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Updates the cell's configuration for its state now.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Keeps the content view, and the configured content, filling the cell.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// Clears the highlight before the cell shows another item.
    open override func prepareForReuse() {
        isHighlighted = false
    }
}
