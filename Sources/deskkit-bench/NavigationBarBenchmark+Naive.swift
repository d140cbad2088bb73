import DeskKit
import Foundation

/// The obvious way to fit a bar: after each step, add up every shown width again. Same ladder
/// and rules as DeskKit's layout, so the results must match; only the cost differs (quadratic).
enum NaiveNavigationBarLayout {
    typealias Section = NavigationBarLayout.Section
    typealias Display = NavigationBarLayout.Display

    static func displays(_ input: NavigationBarLayout.Input) -> [Section: [Display]] {
        let sections: [Section: [NavigationBarLayout.Group]] = [
            .leading: input.leading, .center: input.center, .trailing: input.trailing,
            .pinnedTrailing: input.pinnedTrailing.map { [$0] } ?? [],
        ]
        var displays: [Section: [Display]] = [:]
        for (section, groups) in sections {
            displays[section] = groups.map { !$0.itemWidths.isEmpty && section == .center && input.style == .navigator ? .overflow : .expanded }
        }
        var steps: [(Section, Int, Display)] = []
        var order: [Section] = [.trailing, .leading]
        if input.style != .navigator { order.insert(.center, at: 0) }
        for section in order {
            let groups = sections[section]!
            let indices = section == .trailing ? Array(groups.indices) : Array(groups.indices.reversed())
            let nonEmpty = indices.filter { !groups[$0].itemWidths.isEmpty }
            steps += nonEmpty.filter { groups[$0].representativeWidth != nil }.map { (section, $0, .representative) }
            steps += nonEmpty.map { (section, $0, .overflow) }
        }
        if let pinned = input.pinnedTrailing, pinned.representativeWidth != nil, !pinned.itemWidths.isEmpty {
            steps.append((.pinnedTrailing, 0, .representative))
        }
        for (section, index, display) in steps {
            if required(input, sections, displays) <= input.barWidth { break }
            let current = displays[section]![index]
            if display == .representative, current != .expanded { continue }
            if current == .overflow { continue }
            displays[section]![index] = display
        }
        return displays
    }

    private static func required(_ input: NavigationBarLayout.Input, _ sections: [Section: [NavigationBarLayout.Group]], _ displays: [Section: [Display]]) -> CGFloat {
        let metrics = input.metrics
        func widths(_ section: Section) -> [CGFloat] {
            zip(sections[section]!, displays[section]!).flatMap { group, display -> [CGFloat] in
                switch display {
                case .expanded: group.itemWidths
                case .representative: [group.representativeWidth ?? 0]
                case .overflow: []
                }
            }
        }
        func run(_ items: [CGFloat]) -> CGFloat {
            items.isEmpty ? 0 : items.reduce(0, +) + metrics.itemSpacing * CGFloat(items.count - 1)
        }
        let overflowing = displays.values.contains { $0.contains(.overflow) }
        let trailing = widths(.trailing) + (overflowing || input.alwaysShowsOverflowButton ? [metrics.overflowButtonWidth] : []) + widths(.pinnedTrailing)
        let parts = [
            run((input.backButtonWidth.map { [$0] } ?? []) + widths(.leading)), min(input.titleWidth, metrics.minimumTitleWidth),
            run(widths(.center)), run(trailing),
        ].filter { $0 > 0 }
        return 2 * metrics.padding + parts.reduce(0, +) + metrics.sectionSpacing * CGFloat(max(0, parts.count - 1))
    }
}
