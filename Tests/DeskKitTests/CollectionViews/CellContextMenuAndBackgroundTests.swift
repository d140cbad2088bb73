import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// What the context menus sample's collection and table view examples rely on: the delegate
/// methods for one item's or one row's menu, and a cell's selected background.
@MainActor
@Suite struct CellContextMenuAndBackgroundTests {
    /// Answers only the single-item method, as the sample's collection view controllers do.
    final class SingleItemMenus: UICollectionViewDelegate {
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Inspect item \(indexPath.item)") { _ in }])
            }
        }
    }

    @Test func aDelegateAnsweringForOneItemGivesThatItemsMenu() throws {
        let fixture = CollectionFixture()
        let delegate = SingleItemMenus()
        fixture.collectionView.delegate = delegate
        let menu = try #require(fixture.host.rightClick(at: fixture.center(of: 7)))
        #expect(menu.children.map(\.title) == ["Inspect item 7"])
        #expect(delegate.asked == [IndexPath(item: 7, section: 0)])

        // Several selected items are not one item's: no menu, and the single-item method is not asked.
        fixture.select(2, 3)
        #expect(fixture.host.rightClick(at: fixture.center(of: 3)) == nil)
        #expect(delegate.asked.count == 1)
    }

    final class RowMenus: UITableViewDelegate {
        var asked: [IndexPath] = []
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Duplicate") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }])
            }
        }
    }

    final class Rows: UITableViewDataSource {
        let titles = ["image1", "image2", "image3"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    @Test func aSecondaryClickOnARowAsksTheTablesDelegate() throws {
        let (host, _, controller) = makeHost()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: .plain)
        tableView.rowHeight = 40
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(), menus = RowMenus()
        tableView.dataSource = rows
        tableView.delegate = menus
        controller.view.addSubview(tableView)
        host.keyWindow?.layoutIfNeeded()

        let menu = try #require(host.rightClick(at: CGPoint(x: 150, y: 60)))
        #expect(menu.children.map(\.title) == ["Duplicate", "Delete"])
        #expect(menus.asked == [IndexPath(row: 1, section: 0)])
        #expect(host.rightClick(at: CGPoint(x: 150, y: 180)) == nil, "below the rows")
        #expect(menus.asked.count == 1)
    }

    @Test func theSelectedBackgroundShowsWhileSelectedAndAClearBackgroundStaysClear() throws {
        let fixture = CollectionFixture()
        fixture.host.keyWindow?.layoutIfNeeded()
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let background = UIView(frame: .zero), selected = UIView(frame: .zero)
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.backgroundConfiguration = .clear()
        #expect(cell.subviews.firstIndex { $0 === background }! < cell.subviews.firstIndex { $0 === selected }!)
        #expect(cell.subviews.firstIndex { $0 === selected }! < cell.subviews.firstIndex { $0 === cell.contentView }!)
        #expect(selected.isHidden)

        fixture.host.pointerClick(at: fixture.center(of: 4))
        #expect(fixture.selected == [4] && cell.isSelected)
        #expect(!selected.isHidden)
        #expect(cell.backgroundColor == .clear, "a clear configuration takes no selection colour")
        cell.layoutIfNeeded()
        #expect(selected.frame == cell.bounds)

        var listBackground = UIBackgroundConfiguration.listPlainCell()
        listBackground.backgroundColor = .clear
        cell.backgroundConfiguration = listBackground
        #expect(cell.backgroundColor == cell.tintColor, "a list cell's background takes the tint while selected")

        fixture.collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        #expect(!cell.isSelected && selected.isHidden)
    }

    @Test func aTintedImageKeepsItsColourAndMode() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        let red = heart.withTintColor(.red, renderingMode: .alwaysOriginal)
        #expect(red.renderingMode == .alwaysOriginal && heart.renderingMode == .automatic)
        #expect(red != heart && red.iconName == heart.iconName)
    }
}
