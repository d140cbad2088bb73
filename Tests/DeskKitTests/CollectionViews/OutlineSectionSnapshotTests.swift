import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// Section snapshots make a collection view an outline, as the context menus sample's list of
/// examples is: the porting corpus's apps, each with its Swift files under it, collapsed at
/// first, expanded and collapsed by clicks on header cells.
@MainActor
@Suite struct OutlineSectionSnapshotTests {
    enum Section: Hashable { case main }

    /// The corpus's apps (by folder) and their Swift files (by path), sorted.
    private static func corpusOutline() throws -> [(app: String, files: [String])] {
        try #require(PortingCorpus.isPresent)
        let files = PortingCorpus.files(endingIn: [".swift"]).keys
        let apps = Dictionary(grouping: files) { String($0.prefix { $0 != "/" }) }
        return apps.keys.sorted().map { ($0, apps[$0]!.sorted()) }
    }

    private final class Fixture {
        let host: TestHost
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, String>

        /// Items in `headers` get header cells with an outline disclosure, the others plain cells.
        @MainActor init(headers: Set<String>) {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000), collectionViewLayout: layout)
            let controller = UIViewController()
            controller.view = collectionView
            host = makeHost(root: controller)
            host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 400, height: 2000)
            let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))]
                cell.backgroundConfiguration = .clear()
            }
            let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = UIListContentConfiguration.cell()
                content.text = (item as NSString).lastPathComponent
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                headers.contains(item)
                    ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: item)
            }
        }

        /// The visible cells top to bottom: their text, indentation level and chevron, if any.
        @MainActor var rows: [(text: String, level: Int, chevron: String?)] {
            host.keyWindow?.layoutIfNeeded()
            return collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { cell in
                guard let cell = cell as? UICollectionViewListCell else { return nil }
                let chevron = cell.subviews.compactMap { $0 as? UILabel }.first { ["▸", "▾"].contains($0.text) }?.text
                return ((cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "", cell.indentationLevel, chevron)
            }
        }

        /// Clicks the middle of the row showing `text`.
        @MainActor func click(_ text: String) throws {
            host.keyWindow?.layoutIfNeeded()
            let cell = try #require(collectionView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == text })
            let frame = cell.convert(cell.bounds, to: nil)
            host.pointerClick(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }

    @Test func appendedChildrenStartCollapsedAndExpandingShowsThemIndented() throws {
        let outline = try Self.corpusOutline()
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(outline.map(\.app))
        for (app, files) in outline { snapshot.append(files, to: app) }

        let apps = outline.map(\.app)
        #expect(snapshot.rootItems == apps)
        #expect(snapshot.visibleItems == apps, "children start collapsed")
        #expect(snapshot.items == outline.flatMap { [$0.app] + $0.files })
        let (app, files) = try #require(outline.first { $0.files.count > 1 })
        #expect(snapshot.level(of: files[0]) == 1 && snapshot.level(of: app) == 0)
        #expect(snapshot.parent(of: files[0]) == app)
        #expect(!snapshot.isVisible(files[0]))

        snapshot.expand([app])
        let index = try #require(apps.firstIndex(of: app))
        #expect(snapshot.visibleItems == Array(apps[...index]) + files + Array(apps[(index + 1)...]))
        #expect(snapshot.isVisible(files[0]))

        // A section snapshot of one app keeps its expansion; deleting an app takes its files.
        let sub = snapshot.snapshot(of: app, includingParent: true)
        #expect(sub.items == [app] + files && sub.isExpanded(app))
        snapshot.collapse([app])
        #expect(snapshot.visibleItems == apps)
        snapshot.delete([app])
        #expect(!snapshot.contains(files[0]) && !snapshot.contains(app))
        #expect(snapshot.items.count == outline.reduce(0) { $0 + 1 + $1.files.count } - 1 - files.count)
    }

    @Test func clicksOnHeaderCellsExpandAndCollapseWhatTheCollectionViewShows() throws {
        let outline = try Self.corpusOutline()
        let fixture = Fixture(headers: Set(outline.map(\.app)))
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(outline.map(\.app))
        for (app, files) in outline { snapshot.append(files, to: app) }
        fixture.dataSource.apply(snapshot, to: .main, animatingDifferences: false)

        #expect(fixture.rows.map(\.text) == outline.map(\.app))
        #expect(fixture.rows.allSatisfy { $0.chevron == "▸" && $0.level == 0 })
        #expect(fixture.collectionView.visibleCells.allSatisfy { $0.accessibilityValue == "collapsed" })

        let (app, files) = try #require(outline.first { $0.app.contains("context-menus") })
        try fixture.click(app)
        let names = files.map { ($0 as NSString).lastPathComponent }
        let rows = fixture.rows
        let header = try #require(rows.firstIndex { $0.text == app })
        #expect(rows[header].chevron == "▾")
        // A screen reader hears the title and the state in words, not the chevron.
        let headerCell = try #require(fixture.collectionView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == app })
        #expect(headerCell.accessibilityLabel == app && headerCell.accessibilityValue == "expanded")
        #expect(Array(rows[(header + 1)...].prefix(files.count)).map(\.text) == names)
        #expect(rows[header + 1].level == 1 && rows[header + 1].chevron == nil)
        let child = try #require(fixture.collectionView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == names[0] })
        #expect(child.contentView.frame.minX >= 10, "indented one step")
        #expect(fixture.dataSource.snapshot(for: .main).isExpanded(app))

        // The app's reload on a split change (a whole snapshot with its items reloaded) keeps the outline.
        var whole = fixture.dataSource.snapshot()
        whole.reloadItems(outline.map(\.app))
        fixture.dataSource.apply(whole, animatingDifferences: false)
        #expect(fixture.rows.count == outline.count + files.count)

        try fixture.click(app)
        #expect(fixture.rows.map(\.text) == outline.map(\.app))
        #expect(!fixture.dataSource.snapshot(for: .main).isExpanded(app))
        // A click on a file (no outline accessory) changes nothing.
        #expect(fixture.rows.allSatisfy { $0.chevron == "▸" })
    }

    @Test func aCellStyleDisclosureTogglesOnlyFromItsChevronScrolledOrNot() throws {
        let outline = try Self.corpusOutline()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 150), collectionViewLayout: layout)
        let controller = UIViewController()
        controller.view = collectionView
        let host = makeHost(root: controller)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 400, height: 150)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .cell))]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(outline.map(\.app))
        for (app, files) in outline { snapshot.append(files, to: app) }
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 64)
        host.keyWindow?.layoutIfNeeded()

        let app = outline[3].app
        let cell = try #require(collectionView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == app } as? UICollectionViewListCell)
        let chevron = try #require(cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "▸" })
        let chevronFrame = chevron.convert(chevron.bounds, to: nil)
        #expect(chevronFrame.minX < cell.contentView.convert(cell.contentView.bounds, to: nil).minX, "a cell's chevron leads")

        let textFrame = cell.contentView.convert(cell.contentView.bounds, to: nil)
        host.pointerClick(at: CGPoint(x: textFrame.midX, y: textFrame.midY))
        #expect(!dataSource.snapshot(for: .main).isExpanded(app), "a click on the text only selects")

        host.pointerClick(at: CGPoint(x: chevronFrame.midX, y: chevronFrame.midY))
        #expect(dataSource.snapshot(for: .main).isExpanded(app))
        #expect(dataSource.snapshot().itemIdentifiers.count == outline.count + outline[3].files.count)

        // From the keyboard: Left collapses the selected item, Right expands it again, and Left
        // on a child moves the selection to its parent.
        #expect(collectionView.indexPathsForSelectedItems == [dataSource.indexPath(for: app)!])
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(!dataSource.snapshot(for: .main).isExpanded(app))
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(dataSource.snapshot(for: .main).isExpanded(app))
        let child = try #require(dataSource.indexPath(for: outline[3].files[0]))
        collectionView.selectItem(at: child, animated: false, scrollPosition: [])
        collectionView.deselectItem(at: dataSource.indexPath(for: app)!, animated: false)
        #expect(host.press(UIKeyCommand.inputLeftArrow))
        #expect(collectionView.indexPathsForSelectedItems == [dataSource.indexPath(for: app)!])
        #expect(dataSource.snapshot(for: .main).isExpanded(app), "moving to the parent leaves it open")
    }
}
