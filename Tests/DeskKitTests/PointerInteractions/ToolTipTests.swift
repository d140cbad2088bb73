import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Tool tips found where the pointer rests, from default texts, delegates and controls.
@MainActor
@Suite struct ToolTipTests {
    /// A delegate that gives tips only in the top third of its view, naming the point's row.
    final class TopThird: UIToolTipInteractionDelegate {
        func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
            guard let view = interaction.view else { return nil }
            var top = view.bounds
            top.size.height /= 3
            return top.contains(point) ? UIToolTipConfiguration(toolTip: "Top", in: top) : nil
        }
    }

    @Test func theTipOfTheViewUnderThePointerOrAViewAboveIt() {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Size"
        label.isUserInteractionEnabled = false
        panel.addSubview(label)
        controller.view.addSubview(panel)
        panel.addInteraction(UIToolTipInteraction(defaultToolTip: "The panel"))
        #expect(host.toolTip(at: CGPoint(x: 120, y: 115)) == "The panel", "a label without its own tip shows its superview's")
        #expect(host.toolTipRect(at: CGPoint(x: 120, y: 115)) == CGRect(x: 100, y: 100, width: 200, height: 150))
        let labelTip = UIToolTipInteraction(defaultToolTip: "Width and height")
        label.addInteraction(labelTip)
        #expect(host.toolTip(at: CGPoint(x: 120, y: 115)) == "Width and height", "labels show tips though they take no clicks")
        labelTip.isEnabled = false
        #expect(host.toolTip(at: CGPoint(x: 120, y: 115)) == "The panel")
        #expect(host.toolTip(at: CGPoint(x: 50, y: 50)) == nil)
        panel.isHidden = true
        #expect(host.toolTip(at: CGPoint(x: 120, y: 115)) == nil)
    }

    @Test func aDelegateDecidesTheTipAndItsArea() {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        controller.view.addSubview(view)
        let delegate = TopThird()
        let interaction = UIToolTipInteraction(defaultToolTip: "Unused while a delegate answers")
        interaction.delegate = delegate
        view.addInteraction(interaction)
        #expect(host.toolTip(at: CGPoint(x: 45, y: 10)) == "Top")
        #expect(host.toolTipRect(at: CGPoint(x: 45, y: 10)) == CGRect(x: 0, y: 0, width: 90, height: 30))
        #expect(host.toolTip(at: CGPoint(x: 45, y: 60)) == nil)
    }

    @Test func aControlsToolTipProperty() {
        let controller = UIViewController()
        let host = makeHost(root: controller)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        controller.view.addSubview(button)
        #expect(button.toolTip == nil && button.toolTipInteraction == nil)
        button.toolTip = "Add the item to your cart"
        #expect(button.toolTipInteraction?.view === button)
        #expect(host.toolTip(at: CGPoint(x: 20, y: 15)) == "Add the item to your cart")
        button.toolTip = nil
        #expect(host.toolTip(at: CGPoint(x: 20, y: 15)) == nil)
    }

    @Test func colourNamesForPeople() {
        #expect(UIColor.systemYellow.accessibilityName.hasSuffix("yellow"))
        #expect(UIColor.systemGreen.accessibilityName.hasSuffix("green"))
        #expect(UIColor.systemBlue.accessibilityName.hasSuffix("blue"))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).accessibilityName == "vibrant red")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor(white: 1, alpha: 1).accessibilityName == "white")
        #expect(UIColor(red: 0.2, green: 0.05, blue: 0.05, alpha: 1).accessibilityName == "dark red")
        #expect(UIColor(white: 0, alpha: 0).accessibilityName == "clear")
    }

    @Test func aSelectionOverSeveralLinesHasARectanglePerLine() throws {
        // 10-point monospaced: 6-point characters, 12-point lines, text from x 5, y 8.
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 300))
        view.font = .monospacedSystemFont(ofSize: 10, weight: .regular)
        view.text = "abcdefgh\nij\nklmnop"
        let range = try #require(view.textRange(from: TextPosition(offset: 2), to: TextPosition(offset: 14)))
        let rects = view.selectionRects(for: range)
        #expect(rects.map(\.rect) == [CGRect(x: 17, y: 8, width: 36, height: 12),
                                      CGRect(x: 5, y: 20, width: 12, height: 12),
                                      CGRect(x: 5, y: 32, width: 12, height: 12)])
        #expect(rects.map(\.containsStart) == [true, false, false] && rects.map(\.containsEnd) == [false, false, true])
        #expect(rects.first?.rect == view.firstRect(for: range))
        let empty = try #require(view.textRange(from: TextPosition(offset: 3), to: TextPosition(offset: 3)))
        #expect(view.selectionRects(for: empty).isEmpty)
    }
}
