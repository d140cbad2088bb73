import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A canvas of item views, selecting with a band exactly as the seed example does.
@MainActor
final class CanvasView: UIView {
    var items: [UIView] = []
    var selectedItems: [Int] = []
    var finalized: [[Int]] = []
    var states: [UIBandSelectionInteraction.State] = []
    var rects: [CGRect] = []
    var modifiers: [UIKeyModifierFlags] = []

    func selectItemsInRect(_ rect: CGRect) {
        selectedItems = items.indices.filter { items[$0].frame.intersects(rect) }
    }

    func finalizeSelection() {
        finalized.append(selectedItems)
    }

    func install() -> UIBandSelectionInteraction {
        // The seed's code, unchanged but for `view` naming this canvas.
        let view = self
        let selectionInteraction = UIBandSelectionInteraction { [weak self] interaction in
            guard let self = self else { return }
            self.states.append(interaction.state)
            self.rects.append(interaction.selectionRect)
            self.modifiers.append(interaction.initialModifierFlags)

            if interaction.state == .selecting {
                self.selectItemsInRect(interaction.selectionRect)
            } else if interaction.state == .ended {
                self.finalizeSelection()
            }
        }

        view.addInteraction(selectionInteraction)
        return selectionInteraction
    }
}

@MainActor
@Suite("Band selection interaction")
struct BandSelectionInteractionTests {
    /// A 400×300 canvas at (20, 20) with three 40-point items along its top.
    static func makeCanvas() -> (TestHost, CanvasView, UIBandSelectionInteraction) {
        let (host, _, controller) = makeHost()
        let canvas = CanvasView(frame: CGRect(x: 20, y: 20, width: 400, height: 300))
        for index in 0..<3 {
            let item = UIView(frame: CGRect(x: 20 + CGFloat(index) * 100, y: 20, width: 40, height: 40))
            canvas.items.append(item)
            canvas.addSubview(item)
        }
        controller.view.addSubview(canvas)
        return (host, canvas, canvas.install())
    }

    @Test("The seed's handler sees began, selecting and ended, with the band in the view's coordinates")
    func seedHandler() {
        let (host, canvas, interaction) = Self.makeCanvas()
        #expect(interaction.state == .possible)
        #expect(interaction.selectionRect.isNull)
        host.drag(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 200, y: 50), modifiers: .shift, steps: 2)
        #expect(canvas.states == [.began, .selecting, .selecting, .selecting, .ended])
        #expect(canvas.rects.last == CGRect(x: 10, y: 30, width: 170, height: 50))
        #expect(canvas.modifiers.allSatisfy { $0 == .shift })
        #expect(canvas.selectedItems == [0, 1])
        #expect(canvas.finalized == [[0, 1]])
        #expect(interaction.state == .possible)
        #expect(interaction.selectionRect.isNull)
        #expect(host.bandRect == nil)
    }

    @Test("The presenter gets the band in window coordinates while it is dragged")
    func presentedBand() {
        let (host, _, _) = Self.makeCanvas()
        host.pointerDown(at: CGPoint(x: 30, y: 100))
        #expect(host.bandRect == nil)
        host.pointerMove(to: CGPoint(x: 32, y: 101))
        #expect(host.bandRect == nil)
        host.pointerMove(to: CGPoint(x: 130, y: 150))
        #expect(host.bandRect == CGRect(x: 30, y: 100, width: 100, height: 50))
        host.pointerUp(at: CGPoint(x: 130, y: 150))
        #expect(host.bandRect == nil)
    }

    @Test("A finger never starts a band")
    func touchNeverStarts() {
        let (host, canvas, interaction) = Self.makeCanvas()
        host.touchDrag(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 300, y: 30))
        #expect(canvas.states.isEmpty)
        #expect(interaction.state == .possible)
    }

    @Test("No band from a subview, when disabled, or when the should-begin handler refuses")
    func refusals() {
        let (host, canvas, interaction) = Self.makeCanvas()
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 200))
        interaction.isEnabled = false
        host.drag(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 300, y: 200))
        interaction.isEnabled = true
        var asked: [CGPoint] = []
        interaction.shouldBeginHandler = { _, point in
            asked.append(point)
            return false
        }
        host.drag(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 300, y: 200))
        #expect(canvas.states.isEmpty)
        #expect(asked == [CGPoint(x: 10, y: 80)])
    }

    @Test("Esc cancels: the handler sees cancelled, and no key command gets the key")
    func escapeCancels() {
        let (host, canvas, interaction) = Self.makeCanvas()
        host.pointerDown(at: CGPoint(x: 30, y: 100))
        host.pointerMove(to: CGPoint(x: 200, y: 50))
        #expect(host.press(UIKeyCommand.inputEscape))
        #expect(canvas.states == [.began, .selecting, .cancelled])
        #expect(interaction.state == .possible)
        #expect(host.bandRect == nil)
        host.pointerUp(at: CGPoint(x: 200, y: 50))
        #expect(canvas.finalized.isEmpty)
        // With no band, Esc goes on to the responder chain as usual.
        #expect(!host.press(UIKeyCommand.inputEscape))
    }
}
