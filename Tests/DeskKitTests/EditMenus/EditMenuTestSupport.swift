import DeskKit
import DeskKitTesting
import Foundation

/// Launches a headless app whose key window shows `root`.
@MainActor
func makeHost(showing root: UIViewController) -> TestHost {
    let host = TestHost(delegate: ScriptedAppDelegate())
    host.keyWindow?.rootViewController = root
    host.keyWindow?.layoutIfNeeded()
    return host
}

/// A view that performs a chosen set of actions and records them.
@MainActor
final class ActionView: UIView {
    var supported: Set<Selector> = []
    var performed: [Selector] = []

    convenience init(frame: CGRect, actions: [Selector]) {
        self.init(frame: frame)
        supported = Set(actions)
        for action in actions {
            implement(action) { responder, _ in (responder as? ActionView)?.performed.append(action) }
        }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        supported.contains(action) && super.canPerformAction(action, withSender: sender)
    }
}

/// An edit menu delegate whose answers each test sets.
@MainActor
final class ScriptedEditMenuDelegate: UIEditMenuInteractionDelegate {
    var menu: (([UIMenuElement]) -> UIMenu?)?
    var targetRect = CGRect.null
    var events: [String] = []

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        menu?(suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        targetRect
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        events.append("will present")
        animator.addAnimations { self.events.append("present animations") }
        animator.addCompletion { self.events.append("present completion") }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        events.append("will dismiss")
        animator.addCompletion { self.events.append("dismiss completion") }
    }
}

/// A controller whose view carries an `ActionView` with an edit menu interaction.
@MainActor
final class EditMenuHostController: UIViewController {
    let content = ActionView(frame: CGRect(x: 100, y: 200, width: 300, height: 120), actions: [.paste, .copy, .selectAll, .cut, .delete])
    let menuDelegate = ScriptedEditMenuDelegate()
    lazy var interaction = UIEditMenuInteraction(delegate: menuDelegate)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
        content.addInteraction(interaction)
    }
}
