/// A message with buttons that asks the user to decide before going on (Save / Don't Save /
/// Cancel). The platform shows it as a modal dialog: in GTK, a dialog window over the app's.
@preconcurrency @MainActor
open class UIAlertController: UIViewController, PlatformDialogController {
    /// Whether the alert is a dialog or an action sheet.
    public enum Style: Int, Sendable {
        /// A list of choices attached to the content, or a dialog centred over the window.
        case actionSheet, alert
    }

    /// Text under the title.
    open var message: String?
    /// The alert's style.
    public private(set) var preferredStyle = UIAlertController.Style.alert
    /// The buttons in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Enter chooses; the cancel action when unset.
    open var preferredAction: UIAlertAction?
    private var addedTextFields: [UITextField] = []

    /// An alert with a title, message and style, to add actions to.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when
    /// there are none, as in UIKit.
    public var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

    /// Adds a text field under the message (alerts only); `configurationHandler` sets it up
    /// (placeholder, text) before the alert shows. What the user types is the field's text when
    /// an action's handler runs.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            DeskKitLog.report("Text fields can only be added to an alert, not to an action sheet.")
            return
        }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        addedTextFields.append(field)
    }

    /// The action Esc or closing the dialog chooses: the cancel action, if any.
    public var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// Dismisses the alert, then runs the chosen action's handler, as UIKit orders them.
    package func choose(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    func showAsPlatformDialog(in window: UIWindow) {
        UIApplication.shared.dialogPresenter?.presentAlert(self, in: window)
    }

    func closePlatformDialog() {
        UIApplication.shared.dialogPresenter?.dismissDialog(self)
    }
}
