/// Lets a delegate run its own changes alongside an edit menu appearing or going away.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds changes to make as the menu appears or goes; DeskKit runs them at once, in order.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to run once the menu has been handed to the presenter, or taken away.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// DeskKit's animator: the presenter animates on its own, so added animations run at once, in
/// order, and completions run once the menu has been handed to the presenter or taken away.
@MainActor
final class _EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
