import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A list of planets, as an app's table view controller shows it.
@MainActor
private final class PlanetList: UITableViewController {
    var planets = ["Mercury", "Venus", "Earth"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = planets[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Table view controllers coming back and editing")
struct TableViewControllerSelectionTests {
    /// The list in a navigation controller filling a 600×400 window, its second row selected.
    private func showList(clearing: Bool) throws -> (PlanetList, UINavigationController, TestHost) {
        let list = PlanetList(style: .plain)
        list.clearsSelectionOnViewWillAppear = clearing
        let navigation = UINavigationController(rootViewController: list)
        let host = makeHost(root: navigation)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        window.layoutIfNeeded()
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        return (list, navigation, host)
    }

    @Test("Coming back to a list clears its selection, unless the controller keeps it")
    func comingBackClearsTheSelection() throws {
        let (list, navigation, host) = try showList(clearing: true)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.pushViewController(UIViewController(), animated: false)
        host.keyWindow?.layoutIfNeeded()
        navigation.popViewController(animated: false)
        host.keyWindow?.layoutIfNeeded()
        #expect(list.tableView.indexPathForSelectedRow == nil)

        let (keeping, keepingNavigation, keepingHost) = try showList(clearing: false)
        keepingNavigation.pushViewController(UIViewController(), animated: false)
        keepingHost.keyWindow?.layoutIfNeeded()
        keepingNavigation.popViewController(animated: false)
        #expect(keeping.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("Rows can be edited and offer deletion until the app says otherwise")
    func editingDefaults() throws {
        let (list, _, _) = try showList(clearing: true)
        let row = IndexPath(row: 0, section: 0)
        #expect(list.tableView(list.tableView, canEditRowAt: row))
        #expect(list.tableView(list.tableView, editingStyleForRowAt: row) == .delete)
        // Without the app's commit, nothing is deleted.
        list.tableView(list.tableView, commit: .delete, forRowAt: row)
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    }
}
