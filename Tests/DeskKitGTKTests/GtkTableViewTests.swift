import CGtk
import DeskKit
import Foundation
import XCTest
@testable import DeskKitGTK

/// A table view in GTK: its rows' titles are drawn, and a click on one selects it.
final class GtkTableViewTests: XCTestCase {
    @MainActor
    private final class Planets: UITableViewController {
        let names = ["Mercury", "Venus", "Earth"]
        var chosen: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "planet")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "planet", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            chosen.append(names[indexPath.row])
        }
    }

    func testRowsAreDrawnAndAClickSelectsOne() throws {
        try MainActor.assumeIsolated {
            let fixture = try BlueprintsGtkFixture.get()
            let presenter = fixture.presenter!
            let editor = try XCTUnwrap(fixture.editor)
            let planets = Planets(style: .plain)
            planets.title = "Table View Test"
            planets.preferredContentSize = CGSize(width: 360, height: 240)
            defer { if editor.presentedViewController === planets { editor.dismiss(animated: false) } }
            editor.present(planets, animated: false)
            let sheet = try XCTUnwrap(presenter.sheetHost(for: planets))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: {
                sheet.isActive && planets.names.allSatisfy(sheet.lastDrawnTexts.contains)
            }), "the table drew \(sheet.lastDrawnTexts)")

            let tableView = planets.tableView!
            let frame = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
            let point = tableView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
            sheet.renderer.onPointer?(GtkPointerEvent(phase: .down, button: .primary, location: point, clickCount: 1, modifiers: []))
            sheet.renderer.onPointer?(GtkPointerEvent(phase: .up, button: .primary, location: point, clickCount: 1, modifiers: []))
            XCTAssertTrue(GtkApplicationLoop.iterate(until: { !planets.chosen.isEmpty }), "the click selected nothing")
            XCTAssertEqual(planets.chosen, ["Venus"])
            XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }
}
