import Foundation

/// How wide items and titles are. Presenters measure with their fonts and icons; the estimate
/// serves headless hosts and tests.
@preconcurrency @MainActor
package struct NavigationBarMeasuring {
    /// Width of an item's button, in points, as the presenter would draw it.
    package var itemWidth: @MainActor (UIBarButtonItem) -> CGFloat
    /// Width of the full title, in points, in the bar's title font.
    package var titleWidth: @MainActor (String) -> CGFloat

    /// Measures with the presenter's own functions; ``estimated`` serves where there are no fonts.
    package init(itemWidth: @escaping @MainActor (UIBarButtonItem) -> CGFloat, titleWidth: @escaping @MainActor (String) -> CGFloat) {
        self.itemWidth = itemWidth
        self.titleWidth = titleWidth
    }

    /// An explicit ``UIBarButtonItem/width`` or custom view's width wins; an image is a 32-point
    /// button; a title is 16 points of padding plus 7.5 per character; titles are 9 per character.
    package static var estimated: NavigationBarMeasuring {
        NavigationBarMeasuring(
            itemWidth: { item in
                if item.width > 0 { return item.width }
                if let view = item.customView { return view.frame.width }
                if item.systemItem == .flexibleSpace { return 0 }
                if item.image != nil { return 32 }
                return 16 + 7.5 * CGFloat((item.title ?? "").count)
            },
            titleWidth: { title in 9 * CGFloat(title.count) })
    }
}
