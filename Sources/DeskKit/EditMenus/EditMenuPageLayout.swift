import Foundation

/// How a compact edit menu's items split into pages when they do not fit in one row.
///
/// Every page but the first starts with a "previous" button and every page but the last ends
/// with a "next" button; items fill each page greedily in order. An item wider than a page gets
/// a page of its own (the presenter truncates its title).
public struct EditMenuPageLayout: Hashable, Sendable {
    /// One row of the menu.
    public struct Page: Hashable, Sendable {
        /// The indices of the items shown on this page.
        public var items: Range<Int>
        /// True on every page but the first.
        public var showsPreviousButton: Bool
        /// True on every page but the last.
        public var showsNextButton: Bool
        /// The row's width: its items and page buttons, at most the available width.
        public var width: CGFloat

        /// A page of the given items and buttons; widths are in points.
        public init(items: Range<Int>, showsPreviousButton: Bool, showsNextButton: Bool, width: CGFloat) {
            self.items = items
            self.showsPreviousButton = showsPreviousButton
            self.showsNextButton = showsNextButton
            self.width = width
        }
    }

    /// The rows, in order; empty when there are no items, one page when they all fit.
    public private(set) var pages: [Page]

    /// Splits items of the given widths into pages no wider than `availableWidth`.
    ///
    /// - Complexity: O(*n*) in the number of items.
    public init(itemWidths: [CGFloat], availableWidth: CGFloat, pageButtonWidth: CGFloat) {
        let widths = itemWidths.map { $0.isFinite ? max($0, 0) : 0 }
        let available = availableWidth.isFinite ? max(availableWidth, 0) : 0
        let button = pageButtonWidth.isFinite ? max(pageButtonWidth, 0) : 0
        pages = []
        let total = widths.reduce(0, +)
        if widths.isEmpty { return }
        if total <= available {
            pages = [Page(items: 0..<widths.count, showsPreviousButton: false, showsNextButton: false, width: total)]
            return
        }
        var start = 0
        while start < widths.count {
            let hasPrevious = start > 0
            var width = hasPrevious ? button : 0
            var end = start
            while end < widths.count {
                let isLast = end + 1 == widths.count
                let needed = width + widths[end] + (isLast ? 0 : button)
                guard needed <= available || end == start else { break }
                width += widths[end]
                end += 1
            }
            let hasNext = end < widths.count
            if hasNext { width += button }
            pages.append(Page(items: start..<end, showsPreviousButton: hasPrevious, showsNextButton: hasNext, width: min(width, max(available, 0))))
            start = end
        }
    }

    /// The page showing the item at `index`, if any.
    public func page(containing index: Int) -> Int? {
        pages.firstIndex { $0.items.contains(index) }
    }
}
