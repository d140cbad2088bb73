import DeskKit
import Foundation
import Testing

/// The layout function on a bar with every kind of group, worked out by hand at many widths.
@Suite struct NavigationBarLayoutTests {
    typealias Group = NavigationBarLayout.Group
    typealias Ref = NavigationBarLayout.GroupReference

    /// Back button 32; leading Sidebar 40; title 200; center Insert, Draw, Shapes (4 items,
    /// representative) and Text (2 items, none); trailing Undo/Redo (representative) and Share;
    /// pinned Done 60. Every item is 40 wide. Expanded, it needs exactly 800 points.
    static func rich(_ width: CGFloat, style: UINavigationItem.ItemStyle = .editor) -> NavigationBarLayout.Input {
        NavigationBarLayout.Input(
            style: style, barWidth: width, titleWidth: 200, backButtonWidth: 32,
            leading: [Group(itemWidths: [40])],
            center: [Group(itemWidths: [40]), Group(itemWidths: [40]), Group(itemWidths: [40, 40, 40, 40], representativeWidth: 40), Group(itemWidths: [40, 40])],
            trailing: [Group(itemWidths: [40, 40], representativeWidth: 40), Group(itemWidths: [40])],
            pinnedTrailing: Group(itemWidths: [60]), alwaysShowsOverflowButton: true)
    }

    static let center = (0..<4).map { Ref(.center, $0) }
    static let trailing = (0..<2).map { Ref(.trailing, $0) }

    struct Case: CustomTestStringConvertible, Sendable {
        let width: CGFloat
        let representatives: [Ref]
        let overflow: [Ref]
        let titleWidth: CGFloat
        var testDescription: String { "\(Int(width)) points" }
    }

    /// Each width is the first where the next step in the ladder is no longer needed.
    static let cases: [Case] = [
        Case(width: 2000, representatives: [], overflow: [], titleWidth: 200),
        Case(width: 904, representatives: [], overflow: [], titleWidth: 200),
        Case(width: 850, representatives: [], overflow: [], titleWidth: 146),
        Case(width: 800, representatives: [], overflow: [], titleWidth: 96),
        Case(width: 768, representatives: [center[2]], overflow: [], titleWidth: 196),
        Case(width: 640, representatives: [center[2]], overflow: [center[3]], titleWidth: 156),
        Case(width: 560, representatives: [], overflow: [center[2], center[3]], titleWidth: 120),
        Case(width: 500, representatives: [], overflow: Array(center[1...]), titleWidth: 104),
        Case(width: 480, representatives: [], overflow: center, titleWidth: 136),
        Case(width: 420, representatives: [trailing[0]], overflow: center, titleWidth: 120),
        Case(width: 380, representatives: [], overflow: center + [trailing[0]], titleWidth: 124),
        Case(width: 320, representatives: [], overflow: center + trailing, titleWidth: 108),
        Case(width: 280, representatives: [], overflow: [Ref(.leading, 0)] + center + trailing, titleWidth: 112),
        Case(width: 200, representatives: [], overflow: [Ref(.leading, 0)] + center + trailing, titleWidth: 32),
    ]

    @Test(arguments: cases)
    func groupsGiveWayInPriorityOrder(_ expected: Case) {
        let layout = NavigationBarLayout(Self.rich(expected.width))
        let representatives = layout.displays.flatMap { section, list in
            list.indices.filter { list[$0] == .representative }.map { Ref(section, $0) }
        }
        #expect(Set(representatives) == Set(expected.representatives))
        #expect(layout.overflow == expected.overflow)
        #expect(layout.titlePlacement?.width == expected.titleWidth)
        #expect(layout.isTitleTruncated == (expected.titleWidth < 200))
        #expect(layout.showsOverflowButton)
    }

    @Test func placesEveryElementLeftToRightAtOneThousandPoints() {
        let layout = NavigationBarLayout(Self.rich(1000))
        let expected: [(NavigationBarLayout.Element, CGFloat, CGFloat)] = [
            (.backButton, 8, 32), (.item(Ref(.leading, 0), index: 0), 44, 40), (.title, 96, 200),
            (.item(Ref(.center, 0), index: 0), 326, 40), (.item(Ref(.center, 1), index: 0), 370, 40),
            (.item(Ref(.center, 2), index: 0), 414, 40), (.item(Ref(.center, 2), index: 1), 458, 40),
            (.item(Ref(.center, 2), index: 2), 502, 40), (.item(Ref(.center, 2), index: 3), 546, 40),
            (.item(Ref(.center, 3), index: 0), 590, 40), (.item(Ref(.center, 3), index: 1), 634, 40),
            (.item(Ref(.trailing, 0), index: 0), 764, 40), (.item(Ref(.trailing, 0), index: 1), 808, 40),
            (.item(Ref(.trailing, 1), index: 0), 852, 40), (.overflowButton, 896, 32),
            (.item(Ref(.pinnedTrailing, 0), index: 0), 932, 60),
        ]
        #expect(layout.placements.map(\.element) == expected.map(\.0))
        #expect(layout.placements.map(\.x) == expected.map(\.1))
        #expect(layout.placements.map(\.width) == expected.map(\.2))
        #expect(layout.element(at: 100) == .title)
        #expect(layout.element(at: 900) == .overflowButton)
    }

    @Test func theNavigatorStyleCentersTheTitleAndOverflowsCenterGroups() {
        let layout = NavigationBarLayout(Self.rich(1200, style: .navigator))
        #expect(layout.titleAlignment == .centered)
        #expect(layout.overflow == Self.center)
        let title = layout.titlePlacement!
        #expect(title.x + title.width / 2 == 600)
        // Narrow, the title moves off center rather than under the trailing items.
        let narrow = NavigationBarLayout(Self.rich(400, style: .navigator))
        let title400 = narrow.titlePlacement!
        let afterTitle = narrow.placements.first { $0.x > title400.x }!
        #expect(title400.x + title400.width + 12 == afterTitle.x)
        #expect(title400.x + title400.width / 2 < 200)
    }

    @Test func anEmptyBarHasNothingButItsTitle() {
        let layout = NavigationBarLayout(.init(style: .browser, barWidth: 320, titleWidth: 50))
        #expect(layout.placements.map(\.element) == [.title])
        #expect(layout.titlePlacement?.x == 8)
        #expect(!layout.showsOverflowButton)
    }

    /// Sweeps 320 to 2000 points one point at a time, in every style.
    @Test(arguments: UINavigationItem.ItemStyle.allCases)
    func sweepKeepsInvariants(_ style: UINavigationItem.ItemStyle) {
        func level(_ display: NavigationBarLayout.Display) -> Int {
            switch display {
            case .overflow: 0
            case .representative: 1
            case .expanded: 2
            }
        }
        var previous: NavigationBarLayout?
        for width in stride(from: CGFloat(320), through: 2000, by: 1) {
            let input = Self.rich(width, style: style)
            let layout = NavigationBarLayout(input)
            // Left to right, no overlaps, inside the bar.
            for (left, right) in zip(layout.placements, layout.placements.dropFirst()) {
                #expect(left.x + left.width <= right.x, "overlap at \(width)")
            }
            #expect((layout.placements.first?.x ?? 8) >= 8)
            #expect((layout.placements.last.map { $0.x + $0.width } ?? 0) <= width - 8 + 0.001)
            // Every group is shown once or listed in the overflow.
            for section in NavigationBarLayout.Section.allCases {
                for (index, display) in (layout.displays[section] ?? []).enumerated() {
                    let reference = Ref(section, index)
                    let placed = layout.placements.contains {
                        switch $0.element {
                        case let .item(group, _), let .representative(group): group == reference
                        default: false
                        }
                    }
                    #expect(placed == (display != .overflow))
                    #expect(layout.overflow.contains(reference) == (display == .overflow))
                }
            }
            // More room never makes a group give way more.
            if let previous {
                for (section, list) in layout.displays {
                    for (index, display) in list.enumerated() {
                        #expect(level(display) >= level(previous.displays[section]![index]), "\(section) \(index) at \(width)")
                    }
                }
                #expect((layout.titlePlacement?.width ?? 0) >= 0)
            }
            previous = layout
        }
    }
}
