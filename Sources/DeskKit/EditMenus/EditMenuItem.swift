import Foundation

/// One button of a compact edit menu: an action or command, or a submenu that opens in place.
///
/// Inline sections of the menu are flattened into the row with a separator between them.
@preconcurrency @MainActor
public struct EditMenuItem {
    /// What pressing the item does, and so how the presenter draws it.
    public enum Kind: Hashable, Sendable {
        /// Performs its element when tapped.
        case action
        /// Replaces the row with the submenu's items, with a back button.
        case submenu
        /// A thin line between sections; not tappable.
        case separator
    }

    /// Whether the item acts, opens a submenu in place, or separates sections.
    public let kind: Kind
    /// The action, command or submenu behind the item; nil for separators.
    public let element: UIMenuElement?
    /// The element's title; drawn only when ``showsTitle`` is true.
    public let title: String
    /// The element's image, drawn when ``showsImage`` is true.
    public let image: UIImage?
    /// Whether the title shows: small items show only their image when they have one.
    public let showsTitle: Bool
    /// Whether the image shows: small and automatic items show it only in place of a title.
    public let showsImage: Bool
    /// False for disabled elements, drawn dimmed; choosing one does nothing.
    public let isEnabled: Bool
    /// The item's width in points, padding included, as the page layout counts it.
    public let width: CGFloat
}

// MARK: - Flattening a menu into items

extension EditMenuItem {
    /// The items of one level of a compact menu, sized by the menu's preferred element size.
    ///
    /// - Parameter titleWidth: Measures a title; the estimate of `metrics` when not given.
    static func items(of menu: UIMenu, metrics: EditMenuMetrics, titleWidth: ((String) -> CGFloat)? = nil) -> [EditMenuItem] {
        var items: [EditMenuItem] = []
        let measure = titleWidth ?? { metrics.titleWidth($0) }
        append(menu.children, size: menu.preferredElementSize, metrics: metrics, measure: measure, to: &items)
        while items.last?.kind == .separator { items.removeLast() }
        return items
    }

    private static func append(_ elements: [UIMenuElement], size: UIMenu.ElementSize, metrics: EditMenuMetrics,
                               measure: (String) -> CGFloat, to items: inout [EditMenuItem]) {
        for element in elements where !EditMenuResolver.isHidden(element) {
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) {
                var section: [EditMenuItem] = []
                append(menu.children, size: menu.preferredElementSize == .automatic ? size : menu.preferredElementSize, metrics: metrics,
                       measure: measure, to: &section)
                guard !section.isEmpty else { continue }
                if let last = items.last, last.kind != .separator { items.append(separator(metrics)) }
                items.append(contentsOf: section)
                items.append(separator(metrics))
            } else {
                items.append(item(for: element, size: size, metrics: metrics, measure: measure))
            }
        }
    }

    private static func separator(_ metrics: EditMenuMetrics) -> EditMenuItem {
        EditMenuItem(kind: .separator, element: nil, title: "", image: nil, showsTitle: false, showsImage: false, isEnabled: false, width: metrics.separatorWidth)
    }

    /// Small shows the image alone when there is one; medium stacks image over title; large puts
    /// them side by side; automatic shows the title, as the iPad's compact menu does.
    private static func item(for element: UIMenuElement, size: UIMenu.ElementSize, metrics: EditMenuMetrics,
                             measure: (String) -> CGFloat) -> EditMenuItem {
        let hasImage = element.image != nil
        let hasTitle = !element.title.isEmpty
        let showsImage: Bool
        let showsTitle: Bool
        switch size {
        case .small: (showsImage, showsTitle) = (hasImage, !hasImage)
        case .medium, .large: (showsImage, showsTitle) = (hasImage, hasTitle || !hasImage)
        case .automatic: (showsImage, showsTitle) = (hasImage && !hasTitle, hasTitle || !hasImage)
        }
        let title = showsTitle ? measure(element.title) : 0
        let image = showsImage ? metrics.imageSize : 0
        let content: CGFloat = switch size {
        case .large: title + image + (showsTitle && showsImage ? metrics.imageTitleSpacing : 0)
        default: max(title, image)
        }
        return EditMenuItem(
            kind: element is UIMenu ? .submenu : .action, element: element, title: element.title, image: element.image,
            showsTitle: showsTitle, showsImage: showsImage, isEnabled: EditMenuResolver.isEnabled(element),
            width: max(content + 2 * metrics.itemPadding, metrics.minimumItemWidth))
    }
}
