import DeskKit
import Foundation
import Testing

@Suite
struct EditMenuPlacementTests {
    private let window = CGRect(x: 0, y: 0, width: 800, height: 600)
    private let menu = CGSize(width: 240, height: 36)

    /// (id, target, preferred, expected arrow, expected frame origin)
    static let cases: [(String, CGRect, UIEditMenuArrowDirection, UIEditMenuArrowDirection, CGPoint)] = [
        ("middle-goes-above", CGRect(x: 300, y: 300, width: 100, height: 40), .automatic, .down, CGPoint(x: 230, y: 256)),
        ("near-top-goes-below", CGRect(x: 300, y: 20, width: 100, height: 40), .automatic, .up, CGPoint(x: 230, y: 68)),
        ("prefers-below", CGRect(x: 300, y: 300, width: 100, height: 40), .up, .up, CGPoint(x: 230, y: 348)),
        ("below-has-no-room", CGRect(x: 300, y: 540, width: 100, height: 40), .up, .down, CGPoint(x: 230, y: 496)),
        ("left-edge-slides-right", CGRect(x: 0, y: 300, width: 20, height: 20), .automatic, .down, CGPoint(x: 8, y: 256)),
        ("right-edge-slides-left", CGRect(x: 790, y: 300, width: 10, height: 20), .automatic, .down, CGPoint(x: 552, y: 256)),
        ("prefers-right-of-target", CGRect(x: 100, y: 300, width: 100, height: 40), .left, .left, CGPoint(x: 208, y: 302)),
        ("point-target", CGRect(x: 400, y: 300, width: 0, height: 0), .automatic, .down, CGPoint(x: 280, y: 256)),
    ]

    @Test(arguments: cases)
    func placesBesideTheTarget(_ example: (String, CGRect, UIEditMenuArrowDirection, UIEditMenuArrowDirection, CGPoint)) {
        let (id, target, preferred, arrow, origin) = example
        let placement = EditMenuPlacement.compact(menuSize: menu, target: target, container: window, preferred: preferred)
        #expect(placement.arrowDirection == arrow, "\(id)")
        #expect(placement.frame.origin == origin, "\(id)")
        #expect(!placement.coversTarget, "\(id)")
        #expect(window.insetBy(dx: 8, dy: 8).contains(placement.frame), "\(id)")
    }

    @Test func arrowPointsAtTheTargetEvenWhenTheMenuSlides() {
        let target = CGRect(x: 0, y: 300, width: 20, height: 20)
        let placement = EditMenuPlacement.compact(menuSize: menu, target: target, container: window)
        // The arrow sits over the target's middle (x = 10), kept a little in from the menu's corner.
        #expect(placement.frame.minX + placement.arrowOffset == 20)
        let centred = EditMenuPlacement.compact(menuSize: menu, target: CGRect(x: 300, y: 300, width: 100, height: 40), container: window)
        #expect(centred.frame.minX + centred.arrowOffset == 350)
    }

    @Test func targetFillingTheWindowIsCoveredOnlyBecauseThereIsNoRoom() {
        let placement = EditMenuPlacement.compact(menuSize: menu, target: window, container: window)
        #expect(placement.coversTarget)
        #expect(window.contains(placement.frame))
    }

    /// A sweep over targets across the window: wherever some side has room, the menu does not
    /// overlap the target, and it always stays inside the window's margins.
    @Test func neverCoversTheTargetWhenThereIsRoom() {
        let bounds = window.insetBy(dx: 8, dy: 8)
        var checked = 0
        for x in stride(from: -40.0, through: 820, by: 37) {
            for y in stride(from: -40.0, through: 620, by: 29) {
                for size in [CGSize(width: 0, height: 0), CGSize(width: 60, height: 30), CGSize(width: 500, height: 200), CGSize(width: 780, height: 520)] {
                    for preferred in [UIEditMenuArrowDirection.automatic, .up, .down, .left, .right] {
                        let target = CGRect(origin: CGPoint(x: x, y: y), size: size)
                        let placement = EditMenuPlacement.compact(menuSize: menu, target: target, container: window, preferred: preferred)
                        #expect(bounds.contains(placement.frame))
                        let roomAbove = target.minY - 8 - menu.height >= bounds.minY
                        let roomBelow = target.maxY + 8 + menu.height <= bounds.maxY
                        let roomLeft = target.minX - 8 - menu.width >= bounds.minX
                        let roomRight = target.maxX + 8 + menu.width <= bounds.maxX
                        if roomAbove || roomBelow || roomLeft || roomRight {
                            #expect(!placement.frame.intersects(target), "target \(target) preferred \(preferred)")
                            #expect(!placement.coversTarget)
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 2_000)
    }

    @Test func oversizedMenusShrinkToTheWindow() {
        let placement = EditMenuPlacement.compact(menuSize: CGSize(width: 5_000, height: 36), target: CGRect(x: 300, y: 300, width: 10, height: 10), container: window)
        #expect(placement.frame.width == 784)
        #expect(placement.frame.minX == 8)
    }

    @Test func nonFiniteInputStaysInTheWindow() {
        let placement = EditMenuPlacement.compact(menuSize: CGSize(width: 100, height: 36), target: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), container: window)
        #expect(window.contains(placement.frame))
    }

    @Test func contextMenusOpenAtThePointerAndFlipAtEdges() {
        let size = CGSize(width: 200, height: 300)
        let open = EditMenuPlacement.contextMenu(menuSize: size, at: CGPoint(x: 100, y: 100), container: window)
        #expect(open.frame.origin == CGPoint(x: 100, y: 100))
        #expect(open.arrowDirection == nil)
        let corner = EditMenuPlacement.contextMenu(menuSize: size, at: CGPoint(x: 750, y: 550), container: window)
        #expect(corner.frame.origin == CGPoint(x: 550, y: 250))
        let tall = EditMenuPlacement.contextMenu(menuSize: CGSize(width: 200, height: 10_000), at: CGPoint(x: 10, y: 10), container: window)
        #expect(window.contains(tall.frame))
    }
}
