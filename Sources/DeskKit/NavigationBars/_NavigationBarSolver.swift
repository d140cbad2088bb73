import Foundation

/// Works out a ``NavigationBarLayout``: walks the ladder of collapse and overflow steps until the
/// content fits, keeping section widths as running sums so each step costs O(1).
struct _NavigationBarSolver {
    typealias Section = NavigationBarLayout.Section
    typealias Display = NavigationBarLayout.Display
    typealias Reference = NavigationBarLayout.GroupReference

    private enum Step {
        case collapse(Reference)
        case overflow(Reference)
    }

    /// Running width of the items shown in one section, and how many there are.
    private struct Run {
        var content: CGFloat = 0
        var count = 0

        func width(spacing: CGFloat) -> CGFloat {
            count == 0 ? 0 : content + spacing * CGFloat(count - 1)
        }
    }

    private let input: NavigationBarLayout.Input
    private let metrics: NavigationBarLayout.Metrics
    private var displays: [Section: [Display]] = [:]
    private var leading = Run()
    private var center = Run()
    private var trailing = Run()
    private var overflowCount = 0

    init(_ input: NavigationBarLayout.Input) {
        self.input = input
        metrics = input.metrics
    }

    mutating func solve() -> NavigationBarLayout {
        start()
        for step in ladder() {
            if requiredWidth() <= input.barWidth { break }
            apply(step)
        }
        return place()
    }

    // MARK: - Fitting

    private func groups(_ section: Section) -> [NavigationBarLayout.Group] {
        switch section {
        case .leading: input.leading
        case .center: input.center
        case .trailing: input.trailing
        case .pinnedTrailing: input.pinnedTrailing.map { [$0] } ?? []
        }
    }

    private func group(_ reference: Reference) -> NavigationBarLayout.Group {
        groups(reference.section)[reference.index]
    }

    private mutating func start() {
        if let back = input.backButtonWidth {
            leading.content += back
            leading.count += 1
        }
        for section in Section.allCases {
            let list = groups(section)
            let sendAway = section == .center && input.style == .navigator
            displays[section] = list.map { !$0.itemWidths.isEmpty && sendAway ? .overflow : .expanded }
            for group in list where !group.itemWidths.isEmpty {
                if sendAway {
                    overflowCount += 1
                } else {
                    adjust(section, content: group.itemWidths.reduce(0, +), count: group.itemWidths.count)
                }
            }
        }
    }

    private mutating func adjust(_ section: Section, content: CGFloat, count: Int) {
        switch section {
        case .leading:
            leading.content += content
            leading.count += count
        case .center:
            center.content += content
            center.count += count
        case .trailing, .pinnedTrailing:
            trailing.content += content
            trailing.count += count
        }
    }

    /// The steps in priority order; see ``NavigationBarLayout``.
    private func ladder() -> [Step] {
        /// Innermost group first: the first trailing group, the last leading or center one.
        func references(_ section: Section) -> [Reference] {
            let list = groups(section)
            let indices = section == .trailing ? Array(list.indices) : Array(list.indices.reversed())
            return indices.filter { !list[$0].itemWidths.isEmpty }.map { Reference(section, $0) }
        }
        var steps: [Step] = []
        var sections: [Section] = [.trailing, .leading]
        if input.style != .navigator { sections.insert(.center, at: 0) }
        for section in sections {
            let order = references(section)
            steps += order.filter { group($0).representativeWidth != nil }.map(Step.collapse)
            steps += order.map(Step.overflow)
        }
        if let pinned = input.pinnedTrailing, pinned.representativeWidth != nil, !pinned.itemWidths.isEmpty {
            steps.append(.collapse(Reference(.pinnedTrailing, 0)))
        }
        return steps
    }

    private mutating func apply(_ step: Step) {
        switch step {
        case let .collapse(reference):
            guard display(reference) == .expanded, let representative = group(reference).representativeWidth else { return }
            let items = group(reference).itemWidths
            adjust(reference.section, content: representative - items.reduce(0, +), count: 1 - items.count)
            displays[reference.section]?[reference.index] = .representative
        case let .overflow(reference):
            let widths = group(reference)
            switch display(reference) {
            case .expanded: adjust(reference.section, content: -widths.itemWidths.reduce(0, +), count: -widths.itemWidths.count)
            case .representative: adjust(reference.section, content: -(widths.representativeWidth ?? 0), count: -1)
            case .overflow: return
            }
            overflowCount += 1
            displays[reference.section]?[reference.index] = .overflow
        }
    }

    private func display(_ reference: Reference) -> Display {
        displays[reference.section]?[reference.index] ?? .expanded
    }

    private var showsOverflowButton: Bool {
        overflowCount > 0 || input.alwaysShowsOverflowButton
    }

    private var trailingWithButton: Run {
        var run = trailing
        if showsOverflowButton {
            run.content += metrics.overflowButtonWidth
            run.count += 1
        }
        return run
    }

    private func requiredWidth() -> CGFloat {
        let widths = [
            leading.width(spacing: metrics.itemSpacing),
            min(input.titleWidth, metrics.minimumTitleWidth),
            center.width(spacing: metrics.itemSpacing),
            trailingWithButton.width(spacing: metrics.itemSpacing),
        ].filter { $0 > 0 }
        return 2 * metrics.padding + widths.reduce(0, +) + metrics.sectionSpacing * CGFloat(max(0, widths.count - 1))
    }

    // MARK: - Placing

    private func place() -> NavigationBarLayout {
        typealias Placement = NavigationBarLayout.Placement
        var placements: [Placement] = []
        var x = metrics.padding
        func put(_ element: NavigationBarLayout.Element, _ width: CGFloat) {
            placements.append(Placement(element: element, x: x, width: width))
            x += width + metrics.itemSpacing
        }
        func putGroups(_ section: Section) {
            for (index, widths) in groups(section).enumerated() {
                let reference = Reference(section, index)
                switch display(reference) {
                case .expanded:
                    for (item, width) in widths.itemWidths.enumerated() { put(.item(reference, index: item), width) }
                case .representative:
                    put(.representative(reference), widths.representativeWidth ?? 0)
                case .overflow:
                    break
                }
            }
        }

        if let back = input.backButtonWidth { put(.backButton, back) }
        putGroups(.leading)
        let leadingWidth = leading.width(spacing: metrics.itemSpacing)
        let trailingRun = trailingWithButton
        let trailingWidth = trailingRun.width(spacing: metrics.itemSpacing)
        let trailingStart = input.barWidth - metrics.padding - trailingWidth
        let leftBound = leadingWidth > 0 ? metrics.padding + leadingWidth + metrics.sectionSpacing : metrics.padding
        let rightBound = trailingWidth > 0 ? trailingStart - metrics.sectionSpacing : input.barWidth - metrics.padding
        let centerWidth = center.width(spacing: metrics.itemSpacing)

        var titleWidth: CGFloat = 0
        let alignment: NavigationBarLayout.TitleAlignment = input.style == .navigator ? .centered : .leading
        if alignment == .leading {
            let centerShare = centerWidth > 0 ? centerWidth + metrics.sectionSpacing : 0
            titleWidth = max(0, min(input.titleWidth, rightBound - leftBound - centerShare))
            if input.titleWidth > 0 { placements.append(Placement(element: .title, x: leftBound, width: titleWidth)) }
            if centerWidth > 0 {
                let lowest = input.titleWidth > 0 ? leftBound + titleWidth + metrics.sectionSpacing : leftBound
                x = max(lowest, min((input.barWidth - centerWidth) / 2, rightBound - centerWidth))
                putGroups(.center)
            }
        } else if input.titleWidth > 0 {
            titleWidth = max(0, min(input.titleWidth, rightBound - leftBound))
            let centered = max(leftBound, min((input.barWidth - titleWidth) / 2, rightBound - titleWidth))
            placements.append(Placement(element: .title, x: centered, width: titleWidth))
        }

        x = trailingStart
        putGroups(.trailing)
        if showsOverflowButton { put(.overflowButton, metrics.overflowButtonWidth) }
        putGroups(.pinnedTrailing)

        var overflow: [Reference] = []
        for section in Section.allCases {
            for (index, display) in (displays[section] ?? []).enumerated() where display == .overflow {
                overflow.append(Reference(section, index))
            }
        }
        return NavigationBarLayout(
            placements: placements, displays: displays, overflow: overflow, titleAlignment: alignment,
            isTitleTruncated: titleWidth < input.titleWidth)
    }
}
