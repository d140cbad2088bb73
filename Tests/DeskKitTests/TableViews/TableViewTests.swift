import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Fruit names in sections, shown as default cells with the name as the title.
@MainActor
private final class FruitList: UITableViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// Records selections as "+section.row" and "-section.row", and gives rows of section 1 80 points.
@MainActor
private final class RowLog: UITableViewDelegate {
    var events: [String] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 1 ? 80 : tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("+\(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("-\(indexPath.section).\(indexPath.row)")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("scrolled to \(Int(scrollView.contentOffset.y))")
    }
}

/// A 300×200 table view at (0, 0) of a window, with 40-point rows.
@MainActor
private struct TableFixture {
    let host: TestHost
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: .plain)
    let fruits: FruitList
    let log = RowLog()

    init(_ sections: [[String]] = [["Apple", "Banana", "Cherry"], ["Date", "Elderberry"]]) {
        let (host, _, controller) = makeHost()
        self.host = host
        fruits = FruitList(sections)
        tableView.rowHeight = 40
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = fruits
        tableView.delegate = log
        controller.view.addSubview(tableView)
        host.keyWindow?.layoutIfNeeded()
    }

    /// The titles of the rows on screen, top to bottom.
    var shownTitles: [String] {
        tableView.layoutIfNeeded()
        return tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }
}

@MainActor
@Suite("Table views")
struct TableViewTests {
    @Test("Rows show the data source's titles, stacked at the delegate's heights")
    func rowsShowTheDataSourcesText() {
        let fixture = TableFixture()
        let tableView = fixture.tableView
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.numberOfRows(inSection: 1) == 2)
        // 3 × 40 + 80 = 200: the fifth row starts below the visible area.
        #expect(fixture.shownTitles == ["Apple", "Banana", "Cherry", "Date"])
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 120, width: 300, height: 80))
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 130)) == IndexPath(row: 0, section: 1))
        tableView.scrollToRow(at: IndexPath(row: 1, section: 1), at: .bottom, animated: false)
        #expect(fixture.shownTitles.last == "Elderberry")
    }

    @Test("The wheel scrolls the rows; the table view's offset and its delegate follow")
    func wheelScrolls() {
        let fixture = TableFixture()
        #expect(fixture.tableView.contentSize == CGSize(width: 300, height: 280))
        #expect(fixture.host.scrollWheel(CGPoint(x: 0, y: 1), at: CGPoint(x: 50, y: 50)))
        #expect(fixture.tableView.contentOffset == CGPoint(x: 0, y: 34), "a wheel step is 200^(2/3) points")
        #expect(fixture.host.scrollWheel(CGPoint(x: 0, y: 2), at: CGPoint(x: 50, y: 50)))
        #expect(fixture.tableView.contentOffset == CGPoint(x: 0, y: 80), "clamped to the 80 points below")
        #expect(fixture.log.events == ["scrolled to 34", "scrolled to 80"])
        #expect(fixture.shownTitles.last == "Elderberry")
        fixture.tableView.contentOffset = .zero
        #expect(fixture.shownTitles.first == "Apple")
    }

    @Test("A click selects the row and tells the delegate; another click moves the selection")
    func clickSelects() {
        let fixture = TableFixture()
        fixture.host.pointerClick(at: CGPoint(x: 50, y: 60))
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        fixture.host.pointerClick(at: CGPoint(x: 50, y: 130))
        #expect(fixture.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        #expect(fixture.log.events == ["+0.1", "-0.1", "+1.0"])
    }

    @Test("With multiple selection Ctrl-click adds rows; selecting in code does not tell the delegate")
    func multipleSelection() {
        let fixture = TableFixture()
        fixture.tableView.allowsMultipleSelection = true
        fixture.host.pointerClick(at: CGPoint(x: 50, y: 20))
        fixture.host.pointerClick(at: CGPoint(x: 50, y: 100), modifiers: .command)
        #expect(fixture.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        fixture.tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        fixture.tableView.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        #expect(fixture.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
        #expect(fixture.log.events == ["+0.0", "+0.2"])
    }

    @Test("The arrow keys move the selection through the rows")
    func arrowKeys() {
        let fixture = TableFixture()
        #expect(fixture.tableView.becomeFirstResponder())
        #expect(fixture.tableView.isFirstResponder)
        #expect(fixture.host.press(UIKeyCommand.inputDownArrow))
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        fixture.host.pointerClick(at: CGPoint(x: 50, y: 20))
        #expect(fixture.host.press(UIKeyCommand.inputDownArrow))
        #expect(fixture.host.press(UIKeyCommand.inputDownArrow))
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(fixture.log.events.last == "+0.2")
    }

    @Test("Inserted and deleted rows show, and the selected row stays selected where it moved")
    func insertAndDelete() {
        let fixture = TableFixture()
        fixture.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fixture.fruits.sections[0].insert("Apricot", at: 1)
        fixture.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(fixture.shownTitles == ["Apple", "Apricot", "Banana", "Cherry", "Date"])
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        fixture.fruits.sections[0].remove(at: 0)
        fixture.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(fixture.shownTitles == ["Apricot", "Banana", "Cherry", "Date"])
        #expect(fixture.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        fixture.fruits.sections[0].remove(at: 1)
        fixture.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(fixture.tableView.indexPathForSelectedRow == nil)
        fixture.fruits.sections[0][0] = "Avocado"
        fixture.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(fixture.shownTitles.first == "Avocado")
    }
}

/// A table view controller listing names from a diffable data source, recording the rows chosen.
@MainActor
private class NamesController: UITableViewController {
    var chosen: [String] = []
    var names: UITableViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        let names = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = names.snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada", "Grace", "Katherine"])
        names.apply(snapshot)
        self.names = names
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let name = names?.itemIdentifier(for: indexPath) { chosen.append(name) }
    }
}

/// The names controller with the keyboard sample's multiple selection: a modifier click may
/// begin it, and the controller then edits.
@MainActor
private final class MultipleSelectionNames: NamesController {
    var interaction: [String] = []
    var refuses = false

    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { !refuses }

    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        interaction.append("begin \(indexPath.row)")
        isEditing = true
    }

    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        interaction.append("end")
    }
}

@MainActor
@Suite("Table view controllers")
struct TableViewControllerTests {
    @Test("A table view controller is its table view's data source and delegate")
    func wiresItself() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.tableView.numberOfSections == 1)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test("A subclass's diffable rows show, and a click reaches its didSelectRowAt")
    func diffableRowsAndClicks() {
        let controller = NamesController(style: .plain)
        let host = makeHost(root: controller)
        host.keyWindow?.layoutIfNeeded()
        let tableView = controller.tableView!
        tableView.layoutIfNeeded()
        #expect(tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Ada", "Grace", "Katherine"])
        let second = tableView.convert(CGPoint(x: 20, y: tableView.rectForRow(at: IndexPath(row: 1, section: 0)).midY), to: nil)
        host.pointerClick(at: second)
        #expect(controller.chosen == ["Grace"])
        var snapshot = controller.names!.snapshot()
        snapshot.insertItems(["Ada Lovelace"], beforeItem: "Ada")
        snapshot.deleteItems(["Ada"])
        controller.names!.apply(snapshot)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "Grace stays selected")
    }

    @Test("A Shift-click the delegate lets begin multiple selection starts editing and selects the range")
    func shiftClickBeginsMultipleSelection() {
        let controller = MultipleSelectionNames(style: .plain)
        let host = makeHost(root: controller)
        host.keyWindow?.layoutIfNeeded()
        let tableView = controller.tableView!
        tableView.allowsMultipleSelectionDuringEditing = true
        func center(_ row: Int) -> CGPoint {
            tableView.convert(CGPoint(x: 20, y: tableView.rectForRow(at: IndexPath(row: row, section: 0)).midY), to: nil)
        }
        host.pointerClick(at: center(0))
        #expect(!controller.isEditing)
        host.pointerClick(at: center(2), modifiers: .shift)
        #expect(controller.isEditing && tableView.isEditing)
        #expect(controller.interaction == ["begin 2", "end"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(controller.chosen == ["Ada", "Grace", "Katherine"])
        controller.refuses = true
        controller.isEditing = false
        host.pointerClick(at: center(1), modifiers: .command)
        #expect(controller.interaction == ["begin 2", "end"], "a refused interaction does not begin")
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("The edit button toggles editing, which allows selecting several rows when asked")
    func editing() {
        let controller = NamesController(style: .plain)
        _ = controller.view
        controller.tableView.allowsMultipleSelectionDuringEditing = true
        #expect(controller.editButtonItem.title == "Edit")
        controller.isEditing = true
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(controller.tableView.indexPathsForSelectedRows?.count == 2)
        controller.setEditing(false, animated: false)
        #expect(!controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
    }
}

@MainActor
@Suite("Rows, images and split views")
struct TableSupportTests {
    @Test func indexPathRows() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.item == 4 && path.section == 2)
        path.row = 7
        #expect(path == IndexPath(item: 7, section: 2))
    }

    @Test func imageLiteralNamesTheAppsImage() {
        let image: UIImage = #imageLiteral(resourceName: "circle_icon")
        #expect(image.iconName == "circle_icon")
    }

    @Test func settingASplitViewsControllersFillsItsColumns() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let list = UIViewController()
        let detail = UIViewController()
        split.viewControllers = [list, detail]
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        split.viewControllers = [detail]
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(detail)])
    }
}
