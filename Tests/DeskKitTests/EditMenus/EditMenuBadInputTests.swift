import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct EditMenuBadInputTests {
    private func launch() -> (TestHost, EditMenuHostController) {
        let controller = EditMenuHostController()
        return (makeHost(showing: controller), controller)
    }

    @Test func hugeMenusAreCutShortAndStillPage() throws {
        let log = LogCollector()
        let (host, controller) = launch()
        controller.menuDelegate.menu = { _ in UIMenu(children: (0..<100_000).map { UIAction(title: "Item \($0)") { _ in } }) }
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        let presentation = try #require(host.editMenu)
        #expect(presentation.menu.children.count == 2_000)
        #expect(presentation.pageLayout.pages.count > 10)
        #expect(presentation.placement.frame.width <= 1000)
        #expect(log.messages.contains { $0.contains("more than 2000 elements") })
        controller.interaction.showPage(presentation.pageLayout.pages.count - 1)
        #expect(host.editMenu?.pageIndex == presentation.pageLayout.pages.count - 1)
        controller.interaction.showPage(10_000)
        #expect(host.editMenu?.pageIndex == presentation.pageLayout.pages.count - 1)
    }

    @Test func emptyTitlesStillGetTappableItems() throws {
        let (host, controller) = launch()
        var ran = 0
        controller.menuDelegate.menu = { _ in UIMenu(children: [UIAction(title: "") { _ in ran += 1 }, UIAction(title: "", image: UIImage(systemName: "star")) { _ in }]) }
        controller.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        let items = try #require(host.editMenu?.items)
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.width >= EditMenuMetrics.standard.minimumItemWidth })
        #expect(items[1].showsImage && !items[1].showsTitle)
        #expect(controller.interaction.chooseMenuElement(items[0].element!))
        #expect(ran == 1)
    }

    @Test func deeplyNestedSubmenusAreCutAtADepthLimit() throws {
        let log = LogCollector()
        let (host, controller) = launch()
        controller.menuDelegate.menu = { _ in
            var menu = UIMenu(title: "Leaf", children: [UIAction(title: "Deep") { _ in }])
            for level in 0..<5_000 { menu = UIMenu(title: "Level \(level)", children: [menu]) }
            return UIMenu(children: [UIAction(title: "Top") { _ in }, menu])
        }
        host.rightClick(at: CGPoint(x: 150, y: 250))
        let presentation = try #require(host.editMenu)
        var depth = 0
        var current: UIMenu? = presentation.menu
        while let menu = current {
            depth += 1
            current = menu.children.compactMap { $0 as? UIMenu }.first
        }
        #expect(depth <= 16)
        #expect(host.editMenuTitles == ["Top"])
        #expect(log.messages.contains { $0.contains("nested deeper than 16 levels") })
    }

    @Test func megabytesOfSelectedTextShowTheMenuWithoutDetectors() throws {
        let controller = SeedTextViewController()
        let host = makeHost(showing: controller)
        controller.textView.text = String(repeating: "Meet at 10 Downing Street on March 15, 2024 for $12. ", count: 80_000)
        controller.textView.selectedRange = NSRange(location: 0, length: (controller.textView.text as NSString).length)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles.prefix(2) == ["Cut", "Copy"])
        #expect(!host.editMenuTitles.contains("Open in Maps"))
    }
}
