import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Symbol names shown as plain cells, one section.
@MainActor
private final class SymbolGrid: UICollectionViewController {
    var names: [String]
    var chosen: [String] = []

    init(names: [String], layout: UICollectionViewLayout) {
        self.names = names
        super.init(collectionViewLayout: layout)
    }

    required convenience init?(coder: NSCoder) { nil }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        chosen.append(names[indexPath.item])
    }
}

/// The keyboard sample's grid: 120-point items in rows as wide as the section, at least 40
/// points apart, rows 40 apart, the section inset by 40.
@MainActor
private func symbolLayout() -> UICollectionViewCompositionalLayout {
    let estimated = NSCollectionLayoutDimension.estimated(120)
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: estimated, heightDimension: estimated))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: estimated), subitems: [item])
    group.interItemSpacing = .flexible(40)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 40
    section.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 40, bottom: 40, trailing: 40)
    return UICollectionViewCompositionalLayout(section: section)
}

@MainActor
@Suite("Compositional layouts and collection view controllers")
struct CompositionalLayoutTests {
    private func show(_ controller: UIViewController, width: CGFloat) throws -> TestHost {
        let host = makeHost(root: controller)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
        window.layoutIfNeeded()
        return host
    }

    private func frames(_ grid: SymbolGrid) -> [CGRect] {
        (0..<grid.names.count).compactMap { grid.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test("A lone item repeats across each row as often as it fits, flexible spacing sharing the rest")
    func flexibleRows() throws {
        let names = (1...10).map { "symbol \($0)" }
        let grid = SymbolGrid(names: names, layout: symbolLayout())
        _ = try show(grid, width: 700)
        // 620 points inside the insets: four 120-point items with at least 40 between them use
        // 600, so the 20 left over widen the three gaps to 46⅔.
        let placed = frames(grid)
        #expect(placed.count == 10)
        #expect(placed[0] == CGRect(x: 40, y: 40, width: 120, height: 120))
        #expect(abs(placed[1].minX - (160 + 40 + 20.0 / 3)) < 0.001)
        #expect(abs(placed[3].maxX - 660) < 0.001, "the last of a row ends at the trailing inset")
        #expect(placed[4] == CGRect(x: 40, y: 200, width: 120, height: 120), "the next row starts 40 below")
        #expect(placed[8].minY == 360 && placed[9].minY == 360)
        #expect(grid.collectionViewLayout.collectionViewContentSize.height == 520, "three rows, their gaps and the insets")
    }

    @Test("A narrower window fits fewer items in a row")
    func narrowerRows() throws {
        let grid = SymbolGrid(names: (1...5).map { "symbol \($0)" }, layout: symbolLayout())
        _ = try show(grid, width: 420)
        // 340 points: two items (280 with their gap), the third on the next row.
        let placed = frames(grid)
        #expect(placed.map(\.minY) == [40, 40, 200, 200, 360])
        #expect(placed[1].maxX == 380)
    }

    @Test("A group of a fixed count shares its width; fractional items and insets shape the cells")
    func countedGroupsAndInsets() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let grid = SymbolGrid(names: ["a", "b", "c", "d"], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        _ = try show(grid, width: 320)
        // (320 − 2 × 10) / 3 = 100 per item, less the 2-point insets.
        #expect(frames(grid) == [
            CGRect(x: 2, y: 2, width: 96, height: 46), CGRect(x: 112, y: 2, width: 96, height: 46),
            CGRect(x: 222, y: 2, width: 96, height: 46), CGRect(x: 2, y: 52, width: 96, height: 46),
        ])
    }

    @Test("A section provider builds each section, and a right-to-left window mirrors the rows")
    func sectionProviderAndMirroring() throws {
        var asked: [Int] = []
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            widths.append(environment.container.contentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let grid = SymbolGrid(names: ["a", "b"], layout: layout)
        _ = try show(grid, width: 400)
        #expect(!asked.isEmpty && asked.allSatisfy { $0 == 0 }, "one section, asked again at each layout")
        #expect(widths.last == 400)
        #expect(frames(grid) == [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 30)])
        grid.collectionView.semanticContentAttribute = .forceRightToLeft
        grid.collectionViewLayout.prepare()
        #expect(frames(grid).first == CGRect(x: 300, y: 0, width: 100, height: 30))
    }

    @Test("The controller's collection view answers from its overrides; a click reaches didSelectItemAt")
    func controllerServesItsCollectionView() throws {
        let grid = SymbolGrid(names: ["pencil", "lasso", "trash"], layout: symbolLayout())
        let host = try show(grid, width: 700)
        #expect(grid.collectionView.dataSource === grid)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(grid.collectionViewLayout === grid.collectionView.collectionViewLayout)
        let second = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let window = try #require(host.keyWindow)
        host.pointerClick(at: second.convert(CGPoint(x: 60, y: 60), to: window))
        #expect(grid.chosen == ["lasso"])
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(grid.collectionView.indexPath(for: cell) == IndexPath(item: 2, section: 0))
    }

    @Test("Tab reaches a grid that allows focus, landing on its first item; the arrows move through its items and Return chooses one")
    func keyboardChoosesAnItem() throws {
        let grid = SymbolGrid(names: ["pencil", "lasso", "trash"], layout: symbolLayout())
        let host = try show(grid, width: 700)
        grid.collectionView.allowsFocus = true
        #expect(host.press("\t"))
        #expect(host.keyWindow?.focusedView === grid.collectionView)
        #expect(grid.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(grid.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(host.press("\r"))
        #expect(grid.chosen == ["lasso"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }
}

@MainActor
@Suite("List cell accessories")
struct CellAccessoryTests {
    @Test("A trailing custom view sits at the cell's trailing edge and the content makes room; right to left mirrors it")
    func trailingCustomViews() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        cell.accessories = [
            .customView(configuration: .init(customView: button, placement: .trailing())),
            .customView(configuration: .init(customView: hidden, placement: .leading(displayed: .whenEditing))),
        ]
        cell.layoutIfNeeded()
        #expect(button.superview === cell)
        #expect(button.frame == CGRect(x: 268, y: 10, width: 24, height: 24), "8 points in from the trailing edge, centred")
        #expect(hidden.isHidden, "shown only while editing")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 268, height: 44))
        cell.semanticContentAttribute = .forceRightToLeft
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(button.frame.minX == 8)
        #expect(cell.contentView.frame.minX == 32)
        cell.accessories = []
        #expect(button.superview == nil)
    }
}

/// A cell that paints its background from a plain list background updated for its state, as the
/// keyboard sample's symbol cells do.
@MainActor
private final class SymbolCell: UICollectionViewCell {
    var states: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        let background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        backgroundColor = background.resolvedBackgroundColor(for: .systemBlue)
        states.append([state.isSelected ? "selected" : nil, state.isFocused ? "focused" : nil].compactMap { $0 }.joined(separator: "+"))
    }
}

/// Symbols in a grid of `SymbolCell`s.
@MainActor
private final class SymbolCells: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<SymbolCell, String> { _, _, _ in }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "symbol \(indexPath.item)")
    }
}

@MainActor
@Suite("Cell configuration states")
struct CellConfigurationStateTests {
    @Test("A cell updates its look as it shows, is focused by the keyboard and is selected")
    func cellsFollowTheirState() throws {
        let (host, _, controller) = makeHost()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 400), collectionViewLayout: symbolLayout())
        let cells = SymbolCells()
        collectionView.dataSource = cells
        collectionView.allowsFocus = true
        controller.view.addSubview(collectionView)
        host.keyWindow?.layoutIfNeeded()
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SymbolCell)
        #expect(first.states.first == "", "updated once before it first shows")
        #expect(first.backgroundColor == .clear)
        #expect(host.press("\t"))
        #expect(first.states.last == "focused", "Tab lands on the first item")
        #expect(first.backgroundColor == .systemBlue, "a focused cell takes the tint colour")
        #expect(host.press("\r"))
        #expect(first.states.last == "selected+focused")
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(first.states.last == "selected")
        #expect(first.backgroundColor == .systemBlue)
        collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(first.states.last == "")
        #expect(first.backgroundColor == .clear)
    }
}
