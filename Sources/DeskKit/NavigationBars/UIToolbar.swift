import Foundation

/// A bar of buttons along the bottom of a navigation controller (or anywhere it is placed).
///
/// Each ``UIBarButtonItem`` becomes a button subview: a click runs the item's primary action or
/// sends its action, or opens its menu when it has nothing else to do (a secondary click opens
/// the menu of an item that has one). Fixed spaces keep their width and flexible spaces share
/// what is left, as in UIKit. Changing an item's title, image or state updates its button.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's height in a navigation controller.
    static let height: CGFloat = 44
    /// The room between the items and from the bar's ends.
    static let itemSpacing: CGFloat = 8

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? {
        didSet {
            for item in oldValue ?? [] where item.toolbar === self { item.toolbar = nil }
            for item in items ?? [] { item.toolbar = self }
            setNeedsItemViews()
        }
    }
    /// The bar's background; nil uses the system's bar colour.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UIToolbar.defaultBackground } }
    /// Whether the bar lets content show through; DeskKit draws it opaque.
    open var isTranslucent = true

    private var itemViews: [UIView?] = []
    private var needsItemViews = false
    private static let defaultBackground = UIColor.secondarySystemBackground

    /// An empty toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIToolbar.defaultBackground
    }

    /// An empty toolbar; DeskKit reads no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIToolbar.defaultBackground
    }

    /// Sets ``items``; DeskKit shows them at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The bar's height; it takes whatever width it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.height) }

    /// The bar's height at the width it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.height) }

    /// Makes the item buttons again on the next layout, after the items or one of them changed.
    func setNeedsItemViews() {
        needsItemViews = true
        setNeedsLayout()
    }

    /// The button showing `item`, if it is shown as one (spaces and hidden items are not).
    public func view(for item: UIBarButtonItem) -> UIView? {
        if needsItemViews { rebuildItemViews() }
        guard let index = (items ?? []).firstIndex(where: { $0 === item }) else { return nil }
        return itemViews[index]
    }

    /// Places the buttons left to right, fixed spaces at their width and flexible spaces
    /// sharing the rest, each button centred in the bar's height.
    open override func layoutSubviews() {
        if needsItemViews { rebuildItemViews() }
        let items = self.items ?? []
        let spacing = UIToolbar.itemSpacing
        var widths: [CGFloat?] = []
        for (item, view) in zip(items, itemViews) {
            if item.isHidden { widths.append(0) } else if item.systemItem == .flexibleSpace { widths.append(nil) } else if item.systemItem == .fixedSpace {
                widths.append(item.width)
            } else {
                widths.append(item.width > 0 ? item.width : (view?.sizeThatFits(bounds.size).width ?? 0))
            }
        }
        let shown = zip(items, widths).filter { !$0.0.isHidden }.count
        let used = widths.compactMap { $0 }.reduce(0, +) + spacing * CGFloat(shown + 1)
        let flexibleCount = widths.filter { $0 == nil }.count
        let flexible = flexibleCount > 0 ? max(bounds.width - used, 0) / CGFloat(flexibleCount) : 0
        var x = spacing
        for (index, view) in itemViews.enumerated() {
            guard !items[index].isHidden else { view?.isHidden = true; continue }
            let width = widths[index] ?? flexible
            if let view {
                view.isHidden = false
                let height = min(view.sizeThatFits(bounds.size).height, bounds.height)
                view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
            }
            x += width + spacing
        }
    }

    private func rebuildItemViews() {
        needsItemViews = false
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            guard !item.isSpace else { return nil }
            let view = item.customView ?? UIToolbar.makeButton(for: item)
            addSubview(view)
            return view
        }
    }

    /// A system-style button that shows `item` and does what clicking the item does.
    private static func makeButton(for item: UIBarButtonItem) -> UIButton {
        let button = UIButton(type: .system)
        let image = item.image ?? item.systemItem?.image
        if let image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title ?? item.systemItem?.title, for: .normal)
        }
        button.isEnabled = item.isEnabled
        button.isSelected = item.isSelected
        button.accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.systemItem?.title
        button.menu = item.menu
        let hasAction = item.primaryAction != nil || item.action != nil
        button.showsMenuAsPrimaryAction = item.menu != nil && !hasAction
        if hasAction {
            button.addAction(UIAction { [weak item] _ in item?.performPrimaryAction() }, for: .primaryActionTriggered)
        }
        return button
    }
}
