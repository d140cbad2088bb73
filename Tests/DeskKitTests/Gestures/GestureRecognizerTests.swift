import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
final class TapCounter: UIResponder {
    var taps: [CGPoint] = []
    weak var view: UIView?

    override init() { super.init() }

    override func registerActions() {
        super.registerActions()
        implement("tapped:", by: TapCounter.tapped)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        taps.append(recognizer.location(in: view))
    }
}

@MainActor
@Suite(.serialized)
struct GestureRecognizerTests {
    private func launch() -> (TestHost, UIView, TapCounter) {
        let (host, _, controller) = makeHost()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        controller.view.addSubview(view)
        let counter = TapCounter()
        counter.view = view
        return (host, view, counter)
    }

    @Test func directTouchOnlyFiresOnTouchNotOnClicks() {
        let (host, view, counter) = launch()
        let recognizer = UITapGestureRecognizer(target: counter, action: "tapped:")
        recognizer.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
        view.addGestureRecognizer(recognizer)
        host.click(at: CGPoint(x: 150, y: 150))
        #expect(counter.taps.isEmpty)
        host.tap(at: CGPoint(x: 150, y: 160))
        #expect(counter.taps == [CGPoint(x: 50, y: 60)])
    }

    @Test func defaultRecognizersFireOnTouchAndPointer() {
        let (host, view, counter) = launch()
        view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: "tapped:"))
        host.click(at: CGPoint(x: 110, y: 120))
        host.tap(at: CGPoint(x: 120, y: 130))
        #expect(counter.taps == [CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 30)])
    }

    @Test func pointerOnlyRecognizerIgnoresTouch() {
        let (host, view, counter) = launch()
        let recognizer = UITapGestureRecognizer(target: counter, action: "tapped:")
        recognizer.allowedTouchTypes = [UITouch.TouchType.indirectPointer.rawValue as NSNumber]
        view.addGestureRecognizer(recognizer)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(counter.taps.isEmpty)
        host.click(at: CGPoint(x: 150, y: 150))
        #expect(counter.taps.count == 1)
    }

    @Test func tapsOutsideTheViewOrDisabledRecognizersDoNothing() {
        let (host, view, counter) = launch()
        let recognizer = UITapGestureRecognizer(target: counter, action: "tapped:")
        view.addGestureRecognizer(recognizer)
        host.tap(at: CGPoint(x: 10, y: 10))
        recognizer.isEnabled = false
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(counter.taps.isEmpty)
    }

    @Test func nearestRecognizerWinsAndAncestorsSeeUnclaimedTaps() {
        let (host, view, counter) = launch()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(inner)
        let outer = TapCounter()
        view.addGestureRecognizer(UITapGestureRecognizer(target: outer, action: "tapped:"))
        inner.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: "tapped:"))
        host.tap(at: CGPoint(x: 110, y: 110))
        #expect(counter.taps.count == 1)
        #expect(outer.taps.isEmpty)
        host.tap(at: CGPoint(x: 250, y: 250))
        #expect(outer.taps.count == 1)
    }

    @Test func recognizersMoveBetweenViewsAndCanBeRemoved() {
        let (_, view, counter) = launch()
        let other = UIView(frame: .zero)
        let recognizer = UITapGestureRecognizer(target: counter, action: "tapped:")
        view.addGestureRecognizer(recognizer)
        other.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers == nil)
        #expect(other.gestureRecognizers?.count == 1)
        #expect(recognizer.view === other)
        other.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil)
    }

    @Test func aTargetThatDoesNotImplementTheActionIsReported() {
        let log = LogCollector()
        let (host, view, counter) = launch()
        view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: "missing:"))
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(log.messages.contains { $0.contains("'missing:'") })
    }

    @Test func doubleTapRecognizersDoNotFireOnSingleTaps() {
        let (host, view, counter) = launch()
        let recognizer = UITapGestureRecognizer(target: counter, action: "tapped:")
        recognizer.numberOfTapsRequired = 2
        view.addGestureRecognizer(recognizer)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(counter.taps.isEmpty)
    }
}
