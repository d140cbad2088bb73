import Foundation

/// Where a navigation bar puts its back button, title, item groups and overflow button, worked
/// out from widths alone: a pure function, the same for every presenter.
///
/// Everything starts expanded. While the content is wider than the bar, one step at a time, in
/// this order of priority (the first step gives way first):
/// 1. center groups collapse to their representative item, last group first;
/// 2. center groups move to the overflow menu, last group first;
/// 3. trailing groups collapse, innermost (first) group first; 4. then move to the overflow;
/// 5. leading groups collapse, innermost (last) group first; 6. then move to the overflow;
/// 7. the pinned trailing group collapses.
/// The back button and the pinned group always stay; the title keeps up to
/// ``Metrics/minimumTitleWidth`` through all steps and is truncated only after them. The navigator
/// style sends every center group to the overflow before anything else. A group without a
/// representative skips its collapse step. The overflow menu lists its groups in bar order.
public struct NavigationBarLayout: Hashable, Sendable {
    /// Spacing and fixed sizes, in points.
    public struct Metrics: Hashable, Sendable {
        /// Empty space at each end of the bar.
        public var padding: CGFloat
        /// Space between neighbouring items of one section.
        public var itemSpacing: CGFloat
        /// Space between the sections: leading items, title, center items, trailing items.
        public var sectionSpacing: CGFloat
        /// Width of the `…` button that opens the overflow menu.
        public var overflowButtonWidth: CGFloat
        /// How much of the title survives every collapse step.
        public var minimumTitleWidth: CGFloat

        /// Metrics in points; the defaults are those of ``standard``.
        public init(padding: CGFloat = 8, itemSpacing: CGFloat = 4, sectionSpacing: CGFloat = 12, overflowButtonWidth: CGFloat = 32, minimumTitleWidth: CGFloat = 96) {
            self.padding = padding
            self.itemSpacing = itemSpacing
            self.sectionSpacing = sectionSpacing
            self.overflowButtonWidth = overflowButtonWidth
            self.minimumTitleWidth = minimumTitleWidth
        }

        /// 8 points of padding, 4 between items, 12 between sections, a 32-point overflow button
        /// and at least 96 points kept for the title.
        public static let standard = Metrics()
    }

    /// A group's widths: each visible item's, and its representative's if it has one.
    public struct Group: Hashable, Sendable {
        /// Width of each visible item, in bar order, in points.
        public var itemWidths: [CGFloat]
        /// Width of the item shown while the group is collapsed; nil skips the collapse step.
        public var representativeWidth: CGFloat?

        /// A group's widths; without `representativeWidth` it goes straight to the overflow.
        public init(itemWidths: [CGFloat], representativeWidth: CGFloat? = nil) {
            self.itemWidths = itemWidths
            self.representativeWidth = representativeWidth
        }
    }

    /// What the bar holds, measured.
    public struct Input: Hashable, Sendable {
        /// Decides the title's alignment; the navigator style sends center groups to the overflow
        /// first.
        public var style: UINavigationItem.ItemStyle
        /// The width available to the whole bar, in points.
        public var barWidth: CGFloat
        /// The title's full width; 0 for no title.
        public var titleWidth: CGFloat
        /// nil when there is no back button.
        public var backButtonWidth: CGFloat?
        /// Groups after the back button, in bar order.
        public var leading: [Group]
        /// Groups after the title; the only ones the user may customize.
        public var center: [Group]
        /// Groups at the trailing edge, in bar order.
        public var trailing: [Group]
        /// The group after the overflow button; it collapses last and never overflows.
        public var pinnedTrailing: Group?
        /// Keeps the overflow button even when no group overflows (extra items, customization).
        public var alwaysShowsOverflowButton: Bool
        /// Spacing and fixed sizes to lay out with.
        public var metrics: Metrics

        /// A bar to lay out; every width is in points, and an empty section may be left out.
        public init(
            style: UINavigationItem.ItemStyle, barWidth: CGFloat, titleWidth: CGFloat, backButtonWidth: CGFloat? = nil,
            leading: [Group] = [], center: [Group] = [], trailing: [Group] = [], pinnedTrailing: Group? = nil,
            alwaysShowsOverflowButton: Bool = false, metrics: Metrics = .standard
        ) {
            self.style = style
            self.barWidth = barWidth
            self.titleWidth = titleWidth
            self.backButtonWidth = backButtonWidth
            self.leading = leading
            self.center = center
            self.trailing = trailing
            self.pinnedTrailing = pinnedTrailing
            self.alwaysShowsOverflowButton = alwaysShowsOverflowButton
            self.metrics = metrics
        }
    }

    /// The places item groups come from.
    public enum Section: Int, Hashable, Sendable, CaseIterable {
        /// The leading, center, trailing and pinned trailing groups of ``UINavigationItem``, in
        /// that order.
        case leading, center, trailing, pinnedTrailing
    }

    /// A group named by its section and index in the input.
    public struct GroupReference: Hashable, Sendable {
        /// Which of the input's group lists the group is in.
        public let section: Section
        /// Position in that list, as given in the input.
        public let index: Int

        /// Names the group at `index` of `section` in the input.
        public init(_ section: Section, _ index: Int) {
            self.section = section
            self.index = index
        }
    }

    /// How a group ended up.
    public enum Display: Hashable, Sendable {
        /// All of the group's items show in the bar.
        case expanded
        /// Only the group's representative item shows; clicking it lists the items as a menu.
        case representative
        /// The group is listed in the overflow menu instead of the bar.
        case overflow
    }

    /// One thing drawn in the bar.
    public enum Element: Hashable, Sendable {
        /// The back button, always at the leading edge when the input has one.
        case backButton
        /// The title, possibly with no width left at the narrowest sizes.
        case title
        /// The item at `index` of the group's visible items, while the group is expanded.
        case item(GroupReference, index: Int)
        /// The representative item of a collapsed group.
        case representative(GroupReference)
        /// The `…` button that opens the overflow menu.
        case overflowButton
    }

    /// An element and its horizontal extent in bar coordinates.
    public struct Placement: Hashable, Sendable {
        /// What is drawn here.
        public let element: Element
        /// Leading edge, in points from the bar's left edge.
        public let x: CGFloat
        /// Width in points; the title's may be 0 when nothing is left for it.
        public let width: CGFloat
    }

    /// Everything drawn, left to right.
    public let placements: [Placement]
    /// How each group shows, by section, in input order.
    public let displays: [Section: [Display]]
    /// Groups in the overflow menu, in bar order.
    public let overflow: [GroupReference]
    /// Centered for the navigator style, leading for browser and editor.
    public let titleAlignment: TitleAlignment
    /// Whether the title is narrower than it wants to be.
    public let isTitleTruncated: Bool

    /// Where the title sits relative to the bar.
    public enum TitleAlignment: Hashable, Sendable {
        /// Centered in the bar (navigator style) or after the leading items (browser and editor).
        case centered, leading
    }

    /// Lays out `input`.
    ///
    /// - Complexity: O(*n*) in the number of items.
    public init(_ input: Input) {
        var solver = _NavigationBarSolver(input)
        self = solver.solve()
    }

    init(placements: [Placement], displays: [Section: [Display]], overflow: [GroupReference], titleAlignment: TitleAlignment, isTitleTruncated: Bool) {
        self.placements = placements
        self.displays = displays
        self.overflow = overflow
        self.titleAlignment = titleAlignment
        self.isTitleTruncated = isTitleTruncated
    }

    // MARK: - Reading the result

    /// How a group shows; `.expanded` for a reference the layout does not know.
    public func display(of group: GroupReference) -> Display {
        displays[group.section]?[group.index] ?? .expanded
    }

    /// The title's placement; its width is 0 when no room is left.
    public var titlePlacement: Placement? {
        placements.first { $0.element == .title }
    }

    /// Whether the `…` button shows: some group overflowed, or the input asked to keep it.
    public var showsOverflowButton: Bool {
        placements.contains { $0.element == .overflowButton }
    }

    /// The element under `x`, for clicks.
    public func element(at x: CGFloat) -> Element? {
        placements.first { x >= $0.x && x < $0.x + $0.width }?.element
    }
}
