import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A square that Tab and the arrows can reach, as the keyboard sample's focusable views.
@MainActor
private final class FocusableSquare: UIView {
    let name: String
    var updates: [String] = []

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
    required convenience init() { self.init("", frame: .zero) }

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let from = (context.previouslyFocusedItem as? FocusableSquare)?.name ?? "-"
        let to = (context.nextFocusedItem as? FocusableSquare)?.name ?? "-"
        updates.append("\(from) → \(to)")
    }
}

/// A controller that records the focus moves among its views.
@MainActor
private final class GridController: UIViewController {
    var moves: [String] = []

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations {
            self.moves.append((context.nextFocusedItem as? FocusableSquare)?.name ?? "-")
        }
    }
}

/// A 2×2 grid of 120-point squares 40 apart, inside a 320-point grid view at (100, 100).
@MainActor
private struct Grid {
    let host: TestHost
    let controller = GridController()
    let gridView = UIView(frame: CGRect(x: 100, y: 100, width: 320, height: 320))
    let topLeading = FocusableSquare("top leading", frame: CGRect(x: 20, y: 20, width: 120, height: 120))
    let topTrailing = FocusableSquare("top trailing", frame: CGRect(x: 180, y: 20, width: 120, height: 120))
    let bottomLeading = FocusableSquare("bottom leading", frame: CGRect(x: 20, y: 180, width: 120, height: 120))
    let bottomTrailing = FocusableSquare("bottom trailing", frame: CGRect(x: 180, y: 180, width: 120, height: 120))
    var window: UIWindow { host.keyWindow! }

    init() {
        host = makeHost(root: controller)
        host.keyWindow?.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        controller.view.addSubview(gridView)
        for square in [topLeading, topTrailing, bottomLeading, bottomTrailing] { gridView.addSubview(square) }
        host.keyWindow?.layoutIfNeeded()
    }

    var focusedName: String? { (window.focusedView as? FocusableSquare)?.name }
}

@MainActor
@Suite("Keyboard focus")
struct FocusMovementTests {
    @Test("Without groups the arrow keys move between neighbours and Tab starts at the first item")
    func arrowsMoveBetweenNeighbours() {
        let grid = Grid()
        #expect(grid.window.focusedView == nil)
        #expect(grid.host.press("\t"))
        #expect(grid.focusedName == "top leading")
        #expect(grid.topLeading.isFocused)
        #expect(grid.host.press(UIKeyCommand.inputRightArrow))
        #expect(grid.focusedName == "top trailing")
        #expect(grid.host.press(UIKeyCommand.inputDownArrow))
        #expect(grid.focusedName == "bottom trailing")
        #expect(!grid.host.press(UIKeyCommand.inputRightArrow), "nothing lies to the right")
        #expect(grid.host.press(UIKeyCommand.inputLeftArrow))
        #expect(grid.focusedName == "bottom leading")
        #expect(grid.controller.moves == ["top leading", "top trailing", "bottom trailing", "bottom leading"])
        #expect(grid.topTrailing.updates == ["top leading → top trailing", "top trailing → bottom trailing"])
    }

    @Test("Rows in groups of their own: Tab goes from row to row, the arrows only along a row")
    func groupsSplitTabFromArrows() {
        let grid = Grid()
        grid.topLeading.focusGroupIdentifier = "top row"
        grid.topTrailing.focusGroupIdentifier = "top row"
        grid.bottomLeading.focusGroupIdentifier = "bottom row"
        grid.bottomTrailing.focusGroupIdentifier = "bottom row"
        #expect(grid.host.press("\t"))
        #expect(grid.focusedName == "top leading")
        #expect(!grid.host.press(UIKeyCommand.inputDownArrow), "the bottom row is another group")
        #expect(grid.host.press(UIKeyCommand.inputRightArrow))
        #expect(grid.host.press("\t"))
        #expect(grid.focusedName == "bottom leading")
        #expect(grid.host.press("\t", modifiers: .shift))
        #expect(grid.focusedName == "top trailing", "Tab comes back to the item last focused in a group")
    }

    @Test("Groups inside a group come before the groups after it")
    func nestedGroupsAreSortedTogether() {
        let grid = Grid()
        // Two stacked squares on the left, each its own group, grouped together; one on the right.
        let leading = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 320))
        grid.gridView.addSubview(leading)
        for square in [grid.topLeading, grid.bottomLeading] { leading.addSubview(square) }
        grid.bottomTrailing.removeFromSuperview()
        grid.topTrailing.frame = CGRect(x: 180, y: 20, width: 120, height: 280)
        grid.topLeading.focusGroupIdentifier = "top leading"
        grid.bottomLeading.focusGroupIdentifier = "bottom leading"
        grid.topTrailing.focusGroupIdentifier = "trailing"
        leading.focusGroupIdentifier = "leading column"
        var order: [String?] = []
        for _ in 0..<4 {
            grid.host.press("\t")
            order.append(grid.focusedName)
        }
        #expect(order == ["top leading", "bottom leading", "top trailing", "top leading"])
    }

    @Test("A focus guide over a row sends the arrows to the item it prefers")
    func focusGuidesRedirect() {
        let grid = Grid()
        let bottomGuide = UIFocusGuide()
        grid.gridView.addLayoutGuide(bottomGuide)
        NSLayoutConstraint.activate([
            bottomGuide.leadingAnchor.constraint(equalTo: grid.gridView.leadingAnchor),
            bottomGuide.trailingAnchor.constraint(equalTo: grid.gridView.trailingAnchor),
            bottomGuide.topAnchor.constraint(equalTo: grid.gridView.topAnchor, constant: 160),
            bottomGuide.bottomAnchor.constraint(equalTo: grid.gridView.bottomAnchor),
        ])
        bottomGuide.preferredFocusEnvironments = [grid.bottomLeading]
        grid.host.keyWindow?.layoutIfNeeded()
        grid.host.press("\t")
        grid.host.press(UIKeyCommand.inputRightArrow)
        #expect(grid.focusedName == "top trailing")
        #expect(grid.host.press(UIKeyCommand.inputDownArrow))
        #expect(grid.focusedName == "bottom leading", "the guide, not the square below, decides")
        // Inside the guide's row it steps aside: the arrows move freely there.
        #expect(grid.host.press(UIKeyCommand.inputRightArrow))
        #expect(grid.focusedName == "bottom trailing")
        bottomGuide.isEnabled = false
        grid.host.press(UIKeyCommand.inputUpArrow)
        grid.host.press(UIKeyCommand.inputDownArrow)
        #expect(grid.focusedName == "bottom trailing", "a disabled guide lets the arrow go straight down")
    }

    @Test("The focused view starts the responder chain: the controller's key command reaches the item")
    func focusedViewsStartTheChain() {
        let grid = Grid()
        grid.controller.addKeyCommand(UIKeyCommand(title: "Delete Symbol", action: "remove:", input: UIKeyCommand.inputDelete, modifierFlags: .command))
        var removed: [String] = []
        for square in [grid.topLeading, grid.topTrailing] {
            square.implement("remove:") { responder, _ in removed.append((responder as? FocusableSquare)?.name ?? "?") }
        }
        grid.host.press("\t")
        grid.host.press(UIKeyCommand.inputRightArrow)
        #expect(grid.host.press(UIKeyCommand.inputDelete, modifiers: .command))
        #expect(removed == ["top trailing"])
        #expect(grid.topTrailing.focusEffect is UIFocusHaloEffect)
    }

    @Test("Return on a focused view runs its tap recognizer that allows the select press; a click does not")
    func returnSelectsTheFocusedView() throws {
        let grid = Grid()
        var flashes: [String] = []
        for square in [grid.topLeading, grid.topTrailing] {
            let select = UITapGestureRecognizer(target: square, action: "flash:")
            select.allowedTouchTypes = []
            select.allowedPressTypes = [UIPress.PressType.select.rawValue as NSNumber]
            square.addGestureRecognizer(select)
            square.implement("flash:") { responder, _ in flashes.append((responder as? FocusableSquare)?.name ?? "?") }
        }
        let window = try #require(grid.host.keyWindow)
        _ = grid.host.tap(at: grid.topTrailing.convert(CGPoint(x: 60, y: 60), to: window))
        #expect(flashes.isEmpty, "the recognizer takes presses only")
        #expect(!grid.host.press("\r"), "nothing has the focus yet")
        grid.host.press("\t")
        grid.host.press(UIKeyCommand.inputRightArrow)
        #expect(grid.host.press("\r"))
        #expect(flashes == ["top trailing"])
        #expect(grid.host.press(" "))
        #expect(flashes == ["top trailing", "top trailing"])
    }
}
