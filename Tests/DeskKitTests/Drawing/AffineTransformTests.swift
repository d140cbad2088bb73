import DeskKit
import Foundation
import Testing

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}
private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
}

@MainActor
struct AffineTransformTests {
    @Test func basicTransformsMovePoints() {
        let point = CGPoint(x: 3, y: 4)
        #expect(point.applying(.identity) == point)
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: -3)) == CGPoint(x: 6, y: -12))
        // A quarter turn takes x towards y: (1, 0) to (0, 1), (3, 4) to (-4, 3).
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(point.applying(quarter), CGPoint(x: -4, y: 3)))
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let move = CGAffineTransform(translationX: 1, y: 1)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let point = CGPoint(x: 1, y: 1)
        // Move, then scale: (2, 2) becomes (4, 6).
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 4, y: 6))
        // Scale, then move: (2, 3) becomes (3, 4).
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 3, y: 4))
        // translatedBy/scaledBy/rotated put the new step before the receiver, as Core Graphics does.
        #expect(scale.translatedBy(x: 1, y: 1) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
        let turned = move.rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 1, y: 2)))
    }

    @Test func invertingUndoesATransformAndLeavesASingularOneAlone() {
        let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2.5, y: -0.5).translatedBy(x: 12, y: -3)
        let inverse = transform.inverted()
        #expect(close(transform.concatenating(inverse), .identity))
        #expect(close(inverse.concatenating(transform), .identity))
        let point = CGPoint(x: -7.25, y: 19)
        #expect(close(point.applying(transform).applying(inverse), point))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test func sizesIgnoreTranslationAndRectsBecomeTheirBoundingBox() {
        let size = CGSize(width: 4, height: 2)
        #expect(size.applying(CGAffineTransform(translationX: 50, y: 50)) == size)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 8, height: -2))
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(close(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -2, y: 0, width: 2, height: 4)))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: 1, y: 1))
                == CGRect(x: -5, y: 1, width: 4, height: 2))
        // A square turned an eighth of a turn needs a box √2 times as wide.
        let turned = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(turned, CGRect(x: -sqrt(2), y: -sqrt(2), width: 2 * sqrt(2), height: 2 * sqrt(2))))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func aViewsTransformMovesItsFrameNotItsCenterOrBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(translationX: 5, y: 7)
        #expect(view.frame == CGRect(x: 15, y: 27, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Scaling happens about the center.
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        // Committing a drag: back to identity and a new center, as the keyboard sample does.
        view.transform = .identity
        view.center = CGPoint(x: view.center.x + 5, y: view.center.y + 7)
        #expect(view.frame == CGRect(x: 15, y: 27, width: 100, height: 50))
    }

    @Test func hitTestingFollowsTheTransform() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let shape = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(shape)
        #expect(container.hitTest(CGPoint(x: 20, y: 20), with: nil) === shape)
        shape.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(container.hitTest(CGPoint(x: 20, y: 20), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 120, y: 20), with: nil) === shape)
        // Turned a quarter about its center (35, 35), the square still covers its center…
        shape.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        // …and, twice as long along its own x, now reaches 50 above and below the center.
        #expect(container.hitTest(CGPoint(x: 35, y: 35 + 45), with: nil) === shape)
        #expect(container.hitTest(CGPoint(x: 35 + 45, y: 35), with: nil) === container)
    }
}
