@testable import DeskKit
import Testing

/// A controller whose view is "entirely in the xib", as UIKit apps write them: no code makes it.
@MainActor
final class PlaceholderViewController: UIViewController {
    var messageLabel: UILabel?
    var loadedWithOutlet = false
    var buttonPresses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithOutlet = messageLabel != nil
    }

    func buttonPressed(_ sender: Any?) { buttonPresses += 1 }
}

/// A controller made with the name of a xib that belongs to another class.
@MainActor
final class NamedNibViewController: UIViewController {}

/// A table cell laid out in a xib, its label an outlet of the cell.
@MainActor
final class NoteCell: UITableViewCell {
    var titleLabel: UILabel?
}

/// A collection cell laid out in a xib.
@MainActor
final class BadgeCell: UICollectionViewCell {
    var countLabel: UILabel?
}

/// Views and controllers made from xibs compiled as the porting script compiles them.
@MainActor
struct NibTests {
    /// A xib as the generator writes it: a root view with a label and a button, the label an
    /// outlet of the file's owner and the button's action the owner's method.
    private func placeholderNib(named name: String) -> UINib._Compiled {
        UINib._Compiled(name: name) { owner in
            let root = UIView(coder: NSCoder())!
            root.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
            let label = UILabel(coder: NSCoder())!
            label.text = "No Sample Selected"
            root.addSubview(label)
            let button = UIButton(coder: NSCoder())!
            root.addSubview(button)
            if let controller = owner as? PlaceholderViewController {
                controller.view = root
                controller.messageLabel = label
                button.addAction(UIAction { [unowned controller, unowned button] _ in controller.buttonPressed(button) }, for: .primaryActionTriggered)
            }
            return [root]
        }
    }

    @Test func aControllerWithNoNibNameTakesTheXibNamedAfterItsClass() {
        UINib.compiled["PlaceholderView"] = placeholderNib(named: "PlaceholderView")
        defer { UINib.compiled["PlaceholderView"] = nil }
        let controller = PlaceholderViewController()
        #expect(controller.nibName == nil)
        let label = controller.view.subviews.first as? UILabel
        #expect(label?.text == "No Sample Selected")
        #expect(controller.loadedWithOutlet, "outlets are connected before viewDidLoad")
        (controller.view.subviews.last as? UIButton)?.sendActions(for: .primaryActionTriggered)
        #expect(controller.buttonPresses == 1)
    }

    @Test func aControllerGivenANibNameTakesThatXib() {
        UINib.compiled["Placeholder-Compact"] = placeholderNib(named: "Placeholder-Compact")
        defer { UINib.compiled["Placeholder-Compact"] = nil }
        let controller = PlaceholderViewController(nibName: "Placeholder-Compact", bundle: nil)
        #expect(controller.nibName == "Placeholder-Compact")
        #expect(controller.view.frame.size == CGSize(width: 414, height: 896))
        #expect(controller.messageLabel?.text == "No Sample Selected")
    }

    @Test func aControllerWithNoXibMakesAnEmptyView() {
        let controller = NamedNibViewController()
        #expect(controller.view.subviews.isEmpty)
    }

    @Test func eachInstantiationMakesNewObjectsAndAnOwnerOfAnotherClassIsLeftAlone() {
        UINib.compiled["Shared"] = placeholderNib(named: "Shared")
        defer { UINib.compiled["Shared"] = nil }
        let nib = UINib(nibName: "Shared", bundle: nil)
        let other = NamedNibViewController()
        let first = nib.instantiate(withOwner: other)
        let second = nib.instantiate(withOwner: nil)
        let firstRoot = first.first as? UIView
        let secondRoot = second.first as? UIView
        #expect(first.count == 1 && second.count == 1)
        #expect(firstRoot != nil && secondRoot != nil && firstRoot !== secondRoot)
        #expect(firstRoot?.subviews.count == 2)
        #expect(!other.isViewLoaded, "the xib's view outlet belongs to another class")
    }

    @Test func tablesAndCollectionsMakeTheirCellsFromARegisteredXib() throws {
        let noteNib = UINib._Compiled(name: "NoteCell") { _ in
            let cell = NoteCell(coder: NSCoder())!
            let label = UILabel(coder: NSCoder())!
            label.text = "Title"
            cell.contentView.addSubview(label)
            cell.titleLabel = label
            return [cell]
        }
        let badgeNib = UINib._Compiled(name: "BadgeCell") { _ in
            let cell = BadgeCell(coder: NSCoder())!
            let label = UILabel(coder: NSCoder())!
            cell.contentView.addSubview(label)
            cell.countLabel = label
            return [cell]
        }
        UINib.compiled["NoteCell"] = noteNib
        UINib.compiled["BadgeCell"] = badgeNib
        defer { UINib.compiled["NoteCell"] = nil; UINib.compiled["BadgeCell"] = nil }

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "note")
        let first = try #require(table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 0, section: 0)) as? NoteCell)
        let second = try #require(table.dequeueReusableCell(withIdentifier: "note", for: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(first !== second, "each cell is a new instance of the xib")
        #expect(first.titleLabel?.text == "Title")
        #expect(first.titleLabel?.superview === first.contentView)
        #expect(first.reuseIdentifier == "note")

        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UINib(nibName: "BadgeCell", bundle: nil), forCellWithReuseIdentifier: "badge")
        let badge = grid.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0))
        #expect((badge as? BadgeCell)?.countLabel != nil)

        grid.register(nil as UINib?, forCellWithReuseIdentifier: "badge")
        let plain = grid.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 1, section: 0))
        #expect(!(plain is BadgeCell), "registering nil forgets the xib")
    }

    @Test func aXibWithNoCellGivesAPlainCell() {
        UINib.compiled["NotACell"] = placeholderNib(named: "NotACell")
        defer { UINib.compiled["NotACell"] = nil }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "NotACell", bundle: nil), forCellReuseIdentifier: "row")
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == UITableViewCell.self)
    }

    @Test func loadingAXibTheAppDoesNotHaveGivesNil() {
        #expect(Bundle.main.loadNibNamed("NoSuchXib", owner: nil) == nil)
        UINib.compiled["Loaded"] = placeholderNib(named: "Loaded")
        defer { UINib.compiled["Loaded"] = nil }
        let objects = Bundle.main.loadNibNamed("Loaded", owner: nil)
        #expect(objects?.count == 1)
    }
}
