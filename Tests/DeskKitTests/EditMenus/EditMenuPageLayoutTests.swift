import DeskKit
import Foundation
import Testing

@Suite
struct EditMenuPageLayoutTests {
    /// (id, item widths, available width, expected item ranges per page)
    static let cases: [(String, [CGFloat], CGFloat, [Range<Int>])] = [
        ("fits-in-one-row", [60, 60, 60], 200, [0..<3]),
        ("exact-fit", [50, 50, 100], 200, [0..<3]),
        ("last-page-without-next-button", [60, 60, 60, 60, 60], 200, [0..<2, 2..<4, 4..<5]),
        ("two-pages", [60, 60, 60, 60], 200, [0..<2, 2..<4]),
        ("middle-pages-carry-both-buttons", [80, 80, 80, 80, 80, 80], 200, [0..<2, 2..<3, 3..<4, 4..<6]),
        ("wide-item-alone", [60, 500, 60], 200, [0..<1, 1..<2, 2..<3]),
        ("empty", [], 200, []),
        ("no-width", [10, 10], 0, [0..<1, 1..<2]),
    ]

    @Test(arguments: cases)
    func splitsIntoPages(_ example: (String, [CGFloat], CGFloat, [Range<Int>])) {
        let (id, widths, available, expected) = example
        let layout = EditMenuPageLayout(itemWidths: widths, availableWidth: available, pageButtonWidth: 30)
        #expect(layout.pages.map(\.items) == expected, "\(id)")
    }

    @Test func pageButtonsAppearWhereThereIsMore() {
        let layout = EditMenuPageLayout(itemWidths: Array(repeating: 60, count: 10), availableWidth: 200, pageButtonWidth: 30)
        #expect(layout.pages.first?.showsPreviousButton == false)
        #expect(layout.pages.first?.showsNextButton == true)
        #expect(layout.pages.last?.showsNextButton == false)
        #expect(layout.pages.last?.showsPreviousButton == true)
        for page in layout.pages.dropFirst().dropLast() {
            #expect(page.showsPreviousButton && page.showsNextButton)
        }
    }

    /// For many widths and sizes: every item on exactly one page, in order, and every page (with
    /// its buttons) within the available width unless it holds a single oversized item.
    @Test func everyItemOnePageAndNoPageTooWide() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat((seed >> 33) % 160) + 20
        }
        for available in stride(from: 80.0, through: 900, by: 41) {
            let widths = (0..<40).map { _ in next() }
            let layout = EditMenuPageLayout(itemWidths: widths, availableWidth: available, pageButtonWidth: 32)
            #expect(layout.pages.flatMap { Array($0.items) } == Array(0..<40))
            for page in layout.pages {
                let content = page.items.reduce(0) { $0 + widths[$1] }
                    + (page.showsPreviousButton ? 32 : 0) + (page.showsNextButton ? 32 : 0)
                #expect(content <= available || page.items.count == 1)
                #expect(page.width <= available)
            }
            #expect(layout.page(containing: 39) == layout.pages.count - 1)
        }
    }

    @Test func badWidthsAreTreatedAsZero() {
        let layout = EditMenuPageLayout(itemWidths: [.nan, -5, .infinity, 10], availableWidth: 100, pageButtonWidth: 30)
        #expect(layout.pages.map(\.items) == [0..<4])
    }
}
