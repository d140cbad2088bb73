import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Snapshots decide the sections, items and cells a collection view shows.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable { case headings, code }

    private final class Fixture {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, String>

        @MainActor init() {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                cell.indentationLevel = item.hasPrefix("  ") ? 1 : 0
                return cell
            }
        }

        /// The text each visible cell shows, top to bottom.
        @MainActor var shownTexts: [String] {
            collectionView.layoutIfNeeded()
            return collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { cell in
                (cell.contentConfiguration as? UIListContentConfiguration)?.text
            }
        }
    }

    @Test func anAppliedSnapshotGivesTheSectionsItemsAndCells() {
        let fixture = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.headings, .code])
        snapshot.appendItems(["Intro", "  Details"], toSection: .headings)
        snapshot.appendItems(["swift", "python", "c"])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)

        let collectionView = fixture.collectionView
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(fixture.shownTexts == ["Intro", "  Details", "swift", "python", "c"])
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "python")
        #expect(fixture.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 1))
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)

        // Sidebar rows are 32 points, the second section 20 points lower, nested rows indented.
        let rows = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(rows.map(\.frame.minY) == [0, 32, 84, 116, 148])
        #expect(rows[1].contentView.frame.minX == 10, "one indentation step")
    }

    @Test func applyingAgainChangesTheItemsAndKeepsTheSelectionOfThoseThatStay() {
        let fixture = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.headings])
        snapshot.appendItems(["A", "B", "C"])
        fixture.dataSource.apply(snapshot)
        fixture.collectionView.allowsMultipleSelection = true
        fixture.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        fixture.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])

        var next = fixture.dataSource.snapshot()
        next.deleteItems(["C"])
        next.insertItems(["Z"], beforeItem: "A")
        fixture.dataSource.apply(next)
        #expect(fixture.shownTexts == ["Z", "A", "B"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "B stays selected where it moved")
        #expect(fixture.dataSource.snapshot().numberOfItems == 3)
    }

    @Test func duplicatesAndMissingSectionsAreReportedAndLeftOut() {
        let log = LogCollector()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["orphan-item"])
        snapshot.appendSections([.code])
        snapshot.appendItems(["dup-item", "dup-item"])
        #expect(snapshot.itemIdentifiers == ["dup-item"])
        #expect(log.messages.contains { $0.contains("without sections") })
        #expect(log.messages.contains { $0.contains("'dup-item' is already in the snapshot") })
    }

    @Test func arrowKeysMoveTheFocusAndTheSelectionFollows() {
        let fixture = Fixture()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.headings])
        snapshot.appendItems(["A", "B", "C"])
        fixture.dataSource.apply(snapshot)
        let collectionView = fixture.collectionView
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let host = makeHost(showing: controller)
        collectionView.becomeFirstResponder()
        #expect(!host.press(UIKeyCommand.inputDownArrow), "without focus the arrows are not the collection view's")
        collectionView.allowsFocus = true
        collectionView.selectionFollowsFocus = true
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(host.press(UIKeyCommand.inputDownArrow))
        #expect(collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(host.press(UIKeyCommand.inputUpArrow))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
