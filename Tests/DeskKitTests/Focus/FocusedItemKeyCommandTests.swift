import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A symbol cell that deletes itself, as the keyboard sample's cells implement the command
/// their controller adds.
@MainActor
private final class SymbolCell: UIView {
    let name: String
    var removed: [String]

    init(_ name: String, frame: CGRect, removed: [String] = []) {
        self.name = name
        self.removed = removed
        super.init(frame: frame)
    }

    required convenience init() { self.init("", frame: .zero) }
    required init?(coder: NSCoder) { nil }

    override var canBecomeFocused: Bool { true }

    override func registerActions() {
        super.registerActions()
        implement("remove:") { responder, _ in
            guard let cell = responder as? SymbolCell else { return }
            (cell.superview as? SymbolList)?.removed.append(cell.name)
        }
    }
}

/// The list that has the keyboard; its cells take the focus without becoming first responder.
@MainActor
private final class SymbolList: UIView {
    var removed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
}

/// The controller adds the command and implements it as a no-op, so that nothing above it
/// takes the command, as the sample does.
@MainActor
private final class SymbolsController: UIViewController {
    var controllerRemoves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(title: "Delete Symbol", action: "remove:", input: UIKeyCommand.inputDelete, modifierFlags: .command))
    }

    override func registerActions() {
        super.registerActions()
        implement("remove:") { responder, _ in (responder as? SymbolsController)?.controllerRemoves += 1 }
    }
}

/// A symbol grid cell that asks its collection view's delegate to remove its item, as the
/// keyboard sample's cells do.
@MainActor
private final class RemovableSymbolCell: UICollectionViewCell {
    override func registerActions() {
        super.registerActions()
        implement("remove:") { responder, _ in
            guard let cell = responder as? RemovableSymbolCell,
                  let list = cell.superview as? UICollectionView,
                  let indexPath = list.indexPath(for: cell) else { return }
            (list.delegate as? SymbolGridController)?.removeItem(at: indexPath)
        }
    }
}

/// The sample's controller: a grid of symbols, the Delete Symbol command added, its own
/// `remove:` doing nothing.
@MainActor
private final class SymbolGridController: UICollectionViewController {
    var names = ["pencil", "lasso", "trash", "folder"]
    var controllerRemoves = 0

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        super.init(collectionViewLayout: layout)
        collectionView.register(RemovableSymbolCell.self, forCellWithReuseIdentifier: "symbol")
        collectionView.allowsFocus = true
        addKeyCommand(UIKeyCommand(title: "Delete Symbol", action: "remove:", input: UIKeyCommand.inputDelete, modifierFlags: .command))
    }

    required convenience init?(coder: NSCoder) { self.init() }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "symbol", for: indexPath)
    }

    func removeItem(at indexPath: IndexPath) {
        names.remove(at: indexPath.item)
        collectionView.reloadData()
    }

    override func registerActions() {
        super.registerActions()
        implement("remove:") { responder, _ in (responder as? SymbolGridController)?.controllerRemoves += 1 }
    }
}

@MainActor
@Suite("Key commands at the focused item")
struct FocusedItemKeyCommandTests {
    @Test("A command the controller adds reaches the focused cell inside the list that has the keyboard")
    func theFocusedCellStartsTheChain() {
        let controller = SymbolsController()
        let host = makeHost(root: controller)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        let list = SymbolList(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        controller.view.addSubview(list)
        let pencil = SymbolCell("pencil", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let trash = SymbolCell("trash", frame: CGRect(x: 120, y: 0, width: 100, height: 100))
        list.addSubview(pencil)
        list.addSubview(trash)
        host.keyWindow?.layoutIfNeeded()
        #expect(list.becomeFirstResponder())

        #expect(host.press("\t"))
        #expect(host.keyWindow?.focusedView === pencil)
        #expect(host.press(UIKeyCommand.inputRightArrow))
        #expect(host.keyWindow?.focusedView === trash)
        #expect(host.press(UIKeyCommand.inputDelete, modifiers: .command))
        #expect(list.removed == ["trash"])
        #expect(controller.controllerRemoves == 0)
    }

    @Test("In a grid, Tab lands on the first cell, a click moves the focus to the clicked cell, and the command reaches the focused cell")
    func theFocusedGridCellTakesTheCommand() throws {
        let controller = SymbolGridController()
        let host = makeHost(root: controller)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        host.keyWindow?.layoutIfNeeded()
        #expect(host.press("\t"))
        #expect(controller.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        #expect(host.press(UIKeyCommand.inputDelete, modifiers: .command))
        #expect(controller.names == ["lasso", "trash", "folder"])

        let trash = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        host.pointerDown(at: trash.convert(CGPoint(x: 40, y: 40), to: nil))
        #expect(controller.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(host.press(UIKeyCommand.inputDelete, modifiers: .command))
        #expect(controller.names == ["lasso", "folder"])
        #expect(controller.controllerRemoves == 0)
    }

    @Test("With nothing focused the command starts at the first responder and the controller takes it")
    func withoutFocusTheFirstResponderStartsTheChain() {
        let controller = SymbolsController()
        let host = makeHost(root: controller)
        let list = SymbolList(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        controller.view.addSubview(list)
        list.addSubview(SymbolCell("pencil", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(list.becomeFirstResponder())
        #expect(host.press(UIKeyCommand.inputDelete, modifiers: .command))
        #expect(list.removed.isEmpty)
        #expect(controller.controllerRemoves == 1)
    }
}
