import DeskKit

/// The prominent Details window's content: one document's title, word count and line count.
///
/// The window itself brings the Done button (the presenter adds one to every prominent window);
/// Esc does the same from the keyboard. Both close the window and end its scene's session.
@MainActor
public final class DetailsViewController: UIViewController {
    public let document: BlueprintDocument

    public init(document: BlueprintDocument) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
        title = String(localized: "Details", bundle: .module)
    }

    public required convenience init?(coder: NSCoder) {

        self.init()

    }


    public convenience init() {
        self.init(document: BlueprintDocument(title: "", text: ""))
    }

    public override func loadView() {
        let details = DetailsView(showsDoneButton: false)
        details.backgroundColor = .systemBackground
        view = details
    }

    /// The view showing the counts.
    public var detailsView: DetailsView { view as! DetailsView }

    public override func viewDidLoad() {
        super.viewDidLoad()
        detailsView.show(document)
    }

    public override func registerActions() {
        super.registerActions()
        implement("done:", by: DetailsViewController.done)
    }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: String(localized: "Done", bundle: .module), action: Selector("done:"), input: UIKeyCommand.inputEscape, modifierFlags: [])]
    }

    /// Closes the Details window as its Done button does: File ▸ Close Window's action, sent to the scene.
    func done(_ sender: Any?) {
        guard let scene = view.window?.windowScene else { return }
        UIApplication.shared.sendAction("performClose:", to: scene, from: sender, for: nil)
    }
}
