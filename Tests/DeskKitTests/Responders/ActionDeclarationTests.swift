import DeskKit
import Testing

/// Responders answer "can you perform this?" from the actions they declared, whether they
/// declare a handful or thousands.
@MainActor
struct ActionDeclarationTests {
    final class Declarer: UIResponder {
        var declared: [Selector] = []
        override init() { super.init() }

        override func registerActions() {
            super.registerActions()
            for action in declared {
                implement(action) { _, _ in }
            }
        }
    }

    @Test(arguments: [3, 40, 5_000])
    func declaredActionsAndOnlyThoseArePerformable(count: Int) {
        let responder = Declarer()
        responder.declared = (0..<count).map { Selector("declared\($0):") }
        let undeclared = (0..<count).map { Selector("undeclared\($0):") } + ["declared:", "Declared0:", "declared0"]
        #expect(responder.declared.allSatisfy { responder.canPerformAction($0, withSender: nil) })
        #expect(undeclared.allSatisfy { !responder.canPerformAction($0, withSender: nil) })
        #expect(responder.implementedActions.count == count)
        #expect(responder.target(forAction: "declared0:", withSender: nil) as? Declarer === responder)
        #expect(responder.target(forAction: "undeclared0:", withSender: nil) == nil)
    }
}
