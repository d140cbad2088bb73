import Foundation

/// Manages a view hierarchy and sits between its view and the view's superview in the chain.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// Key commands added with ``addKeyCommand(_:)``.
    private var addedKeyCommands: [UIKeyCommand] = []
    /// The navigation item a navigation bar shows for this controller.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem(title: title ?? "")
        item.owner = self
        return item
    }()
    /// Whether this class's own `rename:` (inline title rename) is the one declared.
    private var renamesTitleInPlace = false

    open var title: String? {
        didSet { navigationItem.title = title }
    }

    public required init() {
        super.init()
    }

    // MARK: - The view

    /// The root view, created on first access by ``loadView()``.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view; the default makes a plain empty view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}

    // MARK: - Containment

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: - Responder chain

    open override var next: UIResponder? {
        if let superview = loadedView?.superview {
            return superview
        }
        return parent
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }

    open override var keyCommands: [UIKeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: - Renaming the title

    /// `rename:` renames the title in place when the navigation item has a rename delegate,
    /// unless a subclass declares its own `rename:`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == .rename else { return super.canPerformAction(action, withSender: sender) }
        if responds(to: .rename), !renamesTitleInPlace { return super.canPerformAction(action, withSender: sender) }
        guard navigationItem.canRename else { return false }
        if !renamesTitleInPlace {
            renamesTitleInPlace = true
            implement(.rename) { responder, _ in
                (responder as? UIViewController)?.navigationItem.beginRenaming()
            }
        }
        return true
    }
}
