import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A view that can be dragged sideways, styled exactly as the seed example does.
@MainActor
final class SliderThumbView: UIView, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let preview = UITargetedPreview(view: self)
        let style = UIPointerStyle(effect: .lift(preview))

        if #available(iOS 15.0, *) {
            style.accessories = [
                .arrow(.left),
                .arrow(.right)
            ]
        }

        return style
    }
}

/// Splits its view into a left and a right region and records what the pointer did.
@MainActor
final class HalvesDelegate: UIPointerInteractionDelegate {
    var events: [String] = []
    var latchingAxes: UIAxis = []

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let half = defaultRegion.rect.width / 2
        let isLeft = request.location.x < half
        let region = UIPointerRegion(rect: CGRect(x: isLeft ? 0 : half, y: 0, width: half, height: defaultRegion.rect.height),
                                     identifier: isLeft ? "left" : "right")
        region.latchingAxes = latchingAxes
        return region
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        events.append("style \(region.identifier!)")
        return region.identifier == AnyHashable("left") ? UIPointerStyle(shape: .verticalBeam(length: 20)) : nil
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        events.append("enter \(region.identifier!)")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        animator.addAnimations { self.events.append("exit \(region.identifier!)") }
    }
}

@MainActor
@Suite("Pointer interaction")
struct PointerInteractionTests {
    @Test("The seed's style: lift with arrows to the left and right, over the view's whole region")
    func seedStyle() {
        let (host, _, controller) = makeHost()
        let thumb = SliderThumbView(frame: CGRect(x: 40, y: 30, width: 60, height: 20))
        thumb.addInteraction(UIPointerInteraction(delegate: thumb))
        controller.view.addSubview(thumb)

        host.hover(at: CGPoint(x: 50, y: 40))
        let pointer = host.pointer
        #expect(pointer.name == "lift")
        guard case .effect(.lift(let preview), nil) = pointer.appearance else {
            Issue.record("Expected a lift effect without a shape")
            return
        }
        #expect(preview.view === thumb)
        #expect(pointer.accessories.map(\.position) == [.left, .right])
        #expect(pointer.accessories.allSatisfy { $0.orientationMatchesAngle })
        #expect(pointer.regionRect == CGRect(x: 40, y: 30, width: 60, height: 20))

        host.hover(at: CGPoint(x: 200, y: 200))
        #expect(host.pointer.name == "system")
        #expect(host.pointer.accessories.isEmpty)
    }

    @Test("Accessory positions: the standard ones go clockwise from the top; custom ones keep their values")
    func positions() {
        let custom = UIPointerAccessory.Position(offset: 23.0, angle: .pi * 1.25)
        #expect(custom.offset == 23)
        #expect(custom.angle == UIPointerAccessory.Position.bottomLeft.angle)
        let standard: [UIPointerAccessory.Position] = [.top, .topRight, .right, .bottomRight, .bottom, .bottomLeft, .left, .topLeft]
        #expect(standard.map(\.angle) == (0..<8).map { CGFloat($0) * .pi / 4 })
        #expect(Set(standard.map(\.offset)).count == 1)
        let plus = UIPointerAccessory(.path(UIBezierPath(rect: CGRect(x: -4, y: -4, width: 8, height: 8))), position: custom)
        #expect(plus.position == custom)
        #expect(!plus.orientationMatchesAngle)
        #expect(UIPointerAccessory.arrow(.top).shape.outline.bounds == CGRect(x: -5, y: -3, width: 10, height: 6))
    }

    @Test("More than four accessories: the first four stay and a diagnostic explains")
    func tooManyAccessories() {
        let logs = LogCollector()
        let style = UIPointerStyle.system()
        style.accessories = [.arrow(.top), .arrow(.right), .arrow(.bottom), .arrow(.left), .arrow(.topLeft)]
        #expect(style.accessories.map(\.position) == [.top, .right, .bottom, .left])
        #expect(logs.messages.contains { $0.contains("at most 4 accessories; '5' were given") })
    }

    @Test("Regions with identifiers: entering, leaving and styles are asked once per region")
    func regions() {
        let (host, _, controller) = makeHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let delegate = HalvesDelegate()
        view.addInteraction(UIPointerInteraction(delegate: delegate))
        controller.view.addSubview(view)

        host.hover(at: CGPoint(x: 10, y: 10))
        host.hover(at: CGPoint(x: 20, y: 30))
        #expect(host.pointer.name == "verticalBeam")
        #expect(host.pointer.regionRect == CGRect(x: 0, y: 0, width: 50, height: 40))
        host.hover(at: CGPoint(x: 70, y: 10))
        #expect(host.pointer.name == "system")
        host.hover(at: CGPoint(x: 300, y: 10))
        #expect(delegate.events == ["enter left", "style left", "exit left", "enter right", "style right", "exit right"])
    }

    @Test("While dragging, a region latching horizontally keeps the pointer when it leaves sideways")
    func latching() {
        let (host, _, controller) = makeHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let delegate = HalvesDelegate()
        delegate.latchingAxes = .horizontal
        view.addInteraction(UIPointerInteraction(delegate: delegate))
        controller.view.addSubview(view)

        host.hover(at: CGPoint(x: 10, y: 10))
        host.pointerDown(at: CGPoint(x: 10, y: 10))
        host.pointerMove(to: CGPoint(x: 90, y: 10))
        host.pointerMove(to: CGPoint(x: 300, y: 20))
        #expect(host.pointer.name == "verticalBeam")
        host.pointerMove(to: CGPoint(x: 300, y: 100))
        #expect(host.pointer.name == "system")
        host.pointerUp(at: CGPoint(x: 300, y: 100))
        #expect(delegate.events == ["enter left", "style left", "exit left"])
    }

    @Test("A disabled interaction gives no region; without a delegate the effect is automatic")
    func disabledAndDefault() {
        let (host, _, controller) = makeHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let interaction = UIPointerInteraction(delegate: nil)
        view.addInteraction(interaction)
        controller.view.addSubview(view)
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(host.pointer.name == "automatic")
        interaction.isEnabled = false
        #expect(host.pointer.name == "system")
    }
}
