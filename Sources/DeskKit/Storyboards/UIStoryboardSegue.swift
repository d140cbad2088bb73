import Foundation

/// A transition between two view controllers of a storyboard.
///
/// `perform()` shows the destination as the segue's kind asks: shown (pushed in a navigation
/// controller), shown as the detail of a split view, or presented. Subclass it for a custom segue.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// The segue's identifier in the storyboard, if it has one.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// How ``perform()`` shows the destination; set from the storyboard's segue kind.
    var style: _UIStoryboardSegueTemplate.Style = .show

    /// A segue from `source` to `destination`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination; subclasses override it for their own transition.
    open func perform() {
        switch style {
        case .show: source.show(destination, sender: source)
        case .showDetail: source.showDetailViewController(destination, sender: source)
        case .presentation: source.present(destination, animated: true)
        case .custom: source.show(destination, sender: source)
        }
    }
}

/// A segue as a compiled storyboard describes it: its kind, its destination scene, and the
/// segue class to make.
public struct _UIStoryboardSegueTemplate {
    /// How the segue shows its destination.
    public enum Style: Sendable {
        /// `show` (and the older `push`): pushed by a navigation controller, else presented.
        case show
        /// `showDetail`: the secondary column of a split view.
        case showDetail
        /// `presentation`, `modal` and `popoverPresentation`: presented.
        case presentation
        /// `custom`: the segue class decides in its `perform()`.
        case custom
    }

    let style: Style
    let destination: String
    let make: @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue

    /// A segue of `style` to the scene with object ID `destination`, made by `make`.
    public init(style: Style, destination: String,
                make: @escaping @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue) {
        self.style = style
        self.destination = destination
        self.make = make
    }
}
