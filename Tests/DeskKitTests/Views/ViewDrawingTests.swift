import DeskKit
import Foundation
import Testing

/// A view that draws like the sample apps: a filled shape and an outline.
@MainActor
private final class BadgeView: UIView {
    var fillColor = UIColor.systemYellow
    var drawCalls = 0

    override func draw(_ rect: CGRect) {
        drawCalls += 1
        fillColor.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).fill()
        let outline = UIBezierPath(rect: rect)
        outline.lineWidth = 3
        UIColor.systemBlue.setStroke()
        outline.stroke()
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// A view that draws with semantic colours and notes the traits it sees.
@MainActor
private final class TraitReadingView: UIView {
    var previousTraits: [UITraitCollection?] = []
    var traitsWhileDrawing: UITraitCollection?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousTraits.append(previousTraitCollection)
    }

    override func draw(_ rect: CGRect) {
        traitsWhileDrawing = UITraitCollection.current
        UIColor.label.setFill()
        UIBezierPath(rect: rect).fill()
        UIColor.systemBlue.setStroke()
        UIBezierPath(rect: rect).stroke()
    }
}

@MainActor
@Suite struct ViewDrawingTests {
    @Test func drawRecordsFillsAndStrokesWithTheColorsSetBeforeThem() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let operations = view.drawingOperations()
        #expect(view.drawCalls == 1)
        guard operations.count == 3 else {
            Issue.record("expected a fill, a stroke and a rectangle fill, got \(operations)")
            return
        }
        guard case .fill(let oval, let ovalColor, false) = operations[0],
              case .stroke(let outline, let strokeColor, 3) = operations[1],
              case .fill(_, let squareColor, false) = operations[2] else {
            Issue.record("unexpected operations \(operations)")
            return
        }
        #expect(ovalColor == UIColor.systemYellow.cgColor)
        #expect(strokeColor == UIColor.systemBlue.cgColor)
        #expect(squareColor == UIColor.red.cgColor)
        #expect(outline == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60)).elements)
        #expect(oval == UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 40)).elements)
    }

    @Test func strokingARectWithAWidthLeavesTheContextsLineWidthAlone() {
        final class FramedView: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()
                UIColor.gray.setStroke()
                context?.stroke(rect, width: 3)
                context?.stroke(rect)
            }
        }
        let operations = FramedView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)).drawingOperations()
        let outline = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20)).elements
        #expect(operations == [.stroke(outline, color: UIColor.gray.cgColor, lineWidth: 3),
                               .stroke(outline, color: UIColor.gray.cgColor, lineWidth: 1)])
    }

    @Test func colorsAndPathsDrawNothingOutsideDraw() {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).drawingOperations().isEmpty)
    }

    @Test func pathsContainTheirInsideByTheirFillRule() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 50, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 100))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 50, y: 50)))
        #expect(!triangle.contains(CGPoint(x: 10, y: 10)), "inside the bounds, outside the triangle")

        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(oval.contains(CGPoint(x: 50, y: 50)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)), "a corner of the bounds is outside the circle")

        // A square with a square hole drawn the same way round: filled under nonzero winding,
        // a hole under even-odd.
        let framed = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        framed.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(framed.contains(CGPoint(x: 50, y: 50)))
        framed.usesEvenOddFillRule = true
        #expect(!framed.contains(CGPoint(x: 50, y: 50)))
        #expect(framed.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func layersKeepCornersAndBordersAndColorsRoundTrip() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.cornerRadius = 20
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemBlue.cgColor
        #expect(UIColor(cgColor: view.layer.borderColor!) == UIColor.systemBlue.resolvedColor(with: UITraitCollection()),
                "a Core Graphics colour is the light look")
        let image = UIImageView(image: UIImage(systemName: "star"))
        #expect(image.frame.size == CGSize(width: 16, height: 16), "an icon's natural size")
    }

    @Test func drawingInADarkHighContrastWindowSetsThoseLooksAndTellsTheViewItMoved() {
        let traits = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.windowTraitCollection = traits
        let view = TraitReadingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(view)
        #expect(view.previousTraits == [UITraitCollection()], "moving into the dark window is a trait change")
        let operations = view.drawingOperations()
        #expect(view.traitsWhileDrawing == traits)
        guard case .fill(_, let fill, _) = operations.first, case .stroke(_, let stroke, _) = operations.last else {
            Issue.record("expected a fill and a stroke, got \(operations)")
            return
        }
        #expect(fill == UIColor.label.resolvedColor(with: traits).cgColor)
        #expect(fill != UIColor.label.cgColor, "the dark look, not the light one")
        #expect(stroke == UIColor.systemBlue.resolvedColor(with: traits).cgColor)
    }

    @Test func settingBoundsKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        view.center = CGPoint(x: 6, y: 6)
        view.bounds = CGRect(x: 0, y: 0, width: 55, height: 55)
        #expect(view.center == CGPoint(x: 6, y: 6))
        #expect(view.frame.size == CGSize(width: 55, height: 55))
    }
}
