import DeskKit
import Foundation

/// Lays out a navigation bar of 200 items in 60 groups at a width where most of them collapse or
/// overflow. The peer is the naive fitter: it re-adds every width after each collapse or
/// overflow step, measured in the same run on the same input, and must agree with DeskKit.
@MainActor
enum NavigationBarBenchmark {
    static func input(width: CGFloat) -> NavigationBarLayout.Input {
        var generator = SplitMix(seed: 42)
        func groups(_ count: Int) -> [NavigationBarLayout.Group] {
            (0..<count).map { index in
                let items = (0..<(index % 5 + 1)).map { _ in CGFloat(28 + generator.next() % 60) }
                return NavigationBarLayout.Group(itemWidths: items, representativeWidth: index % 3 == 0 ? nil : 32)
            }
        }
        let center = groups(50)
        let leading = groups(4)
        let trailing = groups(10) + [NavigationBarLayout.Group(itemWidths: Array(repeating: 30, count: 9))]
        return NavigationBarLayout.Input(
            style: .editor, barWidth: width, titleWidth: 180, backButtonWidth: 32,
            leading: leading, center: center, trailing: trailing, pinnedTrailing: .init(itemWidths: [60]),
            alwaysShowsOverflowButton: true)
    }

    static func itemCount(_ input: NavigationBarLayout.Input) -> Int {
        (input.leading + input.center + input.trailing).reduce(0) { $0 + $1.itemWidths.count } + (input.pinnedTrailing?.itemWidths.count ?? 0)
    }

    static func run() -> String {
        let widths: [CGFloat] = [1024, 2000]
        var rows = ""
        for width in widths {
            let input = input(width: width)
            let fast = NavigationBarLayout(input)
            let naive = NaiveNavigationBarLayout.displays(input)
            guard fast.displays == naive else {
                FileHandle.standardError.write(Data("Navigation bar layouts disagree at \(width) points.\n".utf8))
                exit(1)
            }
            var sink = 0
            let deskKit = BenchmarkReport.measure(iterations: 2000) { sink &+= NavigationBarLayout(input).placements.count }
            let peer = BenchmarkReport.measure(iterations: 2000) { sink &+= NaiveNavigationBarLayout.displays(input).count }
            let overflowed = fast.overflow.count
            rows += deskKit.row("DeskKit layout, \(itemCount(input)) items, \(Int(width)) points", note: "\(overflowed) groups overflow")
            rows += peer.row("peer: naive refit after every step, \(Int(width)) points", note: sink == 0 ? "" : "same result")
        }
        return """
        ## Navigation bar: layout of 200 items

        One call of the pure layout function (collapse and overflow steps, then placement). \
        Target: < 1 ms.

        \(BenchmarkReport.tableHeader)\(rows)
        """
    }
}
