import Foundation

/// Manages a view hierarchy and sits between its view and the view's superview in the chain.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The child view controllers added with ``addChild(_:)``.
    public private(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?
    /// Key commands added with ``addKeyCommand(_:)``.
    private var addedKeyCommands: [UIKeyCommand] = []
    /// The navigation item a navigation bar shows for this controller.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem(title: title ?? "")
        item.owner = self
        return item
    }()
    /// Whether the controller lets the user edit its content; ``setEditing(_:animated:)`` changes it.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// A bar item reading Edit, or Done while editing, that toggles ``isEditing``.
    public private(set) lazy var editButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: UIViewController.editTitle, primaryAction: UIAction(title: UIViewController.editTitle) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        return item
    }()
    private static var editTitle: String { String(deskKit: "Edit") }
    /// Whether this class's own `rename:` (inline title rename) is the one declared.
    private var renamesTitleInPlace = false
    /// Where the view is in its appearance callbacks.
    private var appearance = AppearanceState.disappeared
    private enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// The controller this one presented, kept alive by this one until it is dismissed.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one; it keeps this one alive, not the reverse.
    public internal(set) weak var presentingViewController: UIViewController?
    /// How ``present(_:animated:completion:)`` shows this controller.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Insets added to the safe area of this controller's view (room for the app's own bars).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded.map { _AutoLayoutEngine.setNeedsSolve(around: $0) }; viewIfLoaded?.setNeedsLayout() } }
    }
    /// Supplies the animators for presenting and dismissing this controller; held weakly.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the user is kept from dismissing this controller while it is presented (closing
    /// its sheet window or pressing Esc); code still can. A child showing in it counts too.
    open var isModalInPresentation = false
    /// The size this controller's content would like; a sheet window opens at it when set.
    open var preferredContentSize = CGSize.zero
    /// The presentation controller made for this controller, kept with it.
    private var ownPresentationController: UIPresentationController?

    /// The presentation controller managing this controller's presentation; a child answers
    /// with its container's. Made on first use, so a delegate can be set before presenting.
    public var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        return makePresentationController()
    }

    /// This controller's own presentation controller, made if needed.
    func makePresentationController() -> UIPresentationController {
        if let ownPresentationController { return ownPresentationController }
        let made = modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        ownPresentationController = made
        return made
    }

    /// The sheet window this controller is the root of, while it is presented as a sheet.
    package var presentedSheetWindow: UIWindow? { ownPresentationController?.sheetWindow }

    /// Told after the keyboard focus moved to or from a view of this controller.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The controller's title, shown by its navigation item when that has none.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(for: self) }
    }

    /// Enters or leaves editing mode; the edit button item reads Done while editing. Subclasses
    /// override it to update their views, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItem.title = editing ? String(deskKit: "Done") : UIViewController.editTitle
        editButtonItem.style = editing ? .done : .plain
    }

    /// Sets ``toolbarItems``; DeskKit shows the new items at once.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// A controller whose view comes from the app's xib `nibNameOrNil` (compiled by the port);
    /// with no name, from a xib named after the class, if the app has one, else from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// The xib the view is made from, as given when the controller was made.
    public private(set) var nibName: String?
    /// The bundle given with ``nibName``.
    public private(set) var nibBundle: Bundle?

    /// A controller with no nib, which builds its view in code.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller; DeskKit reads no archives, so `coder` is ignored.
    public required init?(coder: NSCoder) {
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
                _storyboardViewDidLoad?()
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

    /// Whether ``view`` was made already.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The traits the view is shown with.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

    /// Called when its view's window changed traits (dark, contrast, text size), after the view heard it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view if it was made, without making it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view: the storyboard's view for a controller made from one, the xib's
    /// for one with a xib, else a plain empty view.
    open func loadView() {
        if let loader = _storyboardViewLoader {
            view = loader()
        } else if let nib = xibForView {
            _ = UINib(nibName: nib, bundle: nibBundle).instantiate(withOwner: self)
            precondition(loadedView != nil, "\(type(of: self)) loaded the xib '\(nib)' but its view outlet was not set.")
        } else {
            view = UIView(frame: .zero)
        }
    }

    // MARK: - Storyboards

    /// The storyboard this controller was made from, if any.
    public var storyboard: UIStoryboard? { _storyboard }
    /// Set by the compiled storyboard that made this controller.
    public var _storyboard: UIStoryboard?
    /// Makes the view a compiled storyboard gives this controller, outlets and actions connected.
    public var _storyboardViewLoader: (() -> UIView)?
    /// What a compiled storyboard sets up once the controller's own class made its view (the
    /// prototype cells of a table or collection view controller), before `viewDidLoad()`.
    public var _storyboardViewDidLoad: (() -> Void)?
    /// The segues of this controller's scene, by identifier.
    public var _storyboardSegueTemplates: [String: _UIStoryboardSegueTemplate] = [:]

    /// Whether the segue `identifier`, started by `sender`, should go ahead; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller shows its destination; pass data along here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Runs the storyboard segue `identifier` of this controller's scene.
    ///
    /// An identifier the scene does not have stops the app, as it raises in UIKit.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = _storyboardSegueTemplates[identifier], let storyboard else {
            preconditionFailure("'\(type(of: self))' has no storyboard segue with the identifier '\(identifier)'.")
        }
        let destination = storyboard._instantiate(template.destination)
        let segue = template.make(identifier, self, destination)
        segue.style = template.style
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The segue a storyboard control triggers: asked of ``shouldPerformSegue(withIdentifier:sender:)``
    /// first, as UIKit does for triggered segues.
    public func _performStoryboardSegue(_ identifier: String, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        performSegue(withIdentifier: identifier, sender: sender)
    }

    /// Shows `vc` in the secondary column of the split view holding this controller, or as
    /// ``show(_:sender:)`` would when there is none.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController = self as? UISplitViewController ?? splitViewController {
            splitViewController.setViewController(vc, for: .secondary)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Called once the view is made; set it up here.
    open func viewDidLoad() {}

    // MARK: - Appearance

    /// Called before the view joins a window's hierarchy (shown as a window's root, pushed,
    /// presented, or shown in a split view column).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view joined a window's hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a window's hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a window's hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the root view's ``UIView/layoutMargins`` changed.
    open func viewLayoutMarginsDidChange() {}

    /// Tells this controller its view is about to appear or disappear; containers call it for
    /// their children. Calls that would repeat the current state are ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun by ``beginAppearanceTransition(_:animated:)``.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default:
            return
        }
        for child in children { child.endAppearanceTransition() }
    }

    /// Runs a whole appearance transition.
    func transitionAppearance(_ isAppearing: Bool, animated: Bool = false) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    /// Whether the view is in a window, as the appearance callbacks last told.
    var isAppeared: Bool { appearance == .appeared }

    // MARK: - Presenting

    /// Shows `viewControllerToPresent` over this controller's window: filling it for the
    /// full-screen styles, as a centred sheet otherwise. This controller keeps it until it is
    /// dismissed. The presented controller's ``transitioningDelegate`` may supply an animator,
    /// which puts the view in place; `completion` runs when the animator completes. Without one,
    /// DeskKit presents at once (there is no animation), then calls `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented or, when it presented none, this controller
    /// itself; then calls `completion` (after the dismissal animator completes, if there is one).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    /// Shows `viewController` in the nearest container that can: pushed onto a navigation
    /// controller, or presented when there is none.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    // MARK: - Containment

    /// Makes `child` a child of this container (add its view yourself).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        viewIfLoaded?.window?.navigationBarMayHaveChanged()
    }

    /// Takes this controller out of its container.
    open func removeFromParent() {
        let window = parent?.viewIfLoaded?.window
        parent?.children.removeAll { $0 === self }
        parent = nil
        window?.navigationBarMayHaveChanged()
    }

    /// The navigation controller this controller is in, if any: the nearest one among its parents.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The split view controller this controller is in, if any.
    public var splitViewController: UISplitViewController? {
        var controller = parent
        while let current = controller {
            if let split = current as? UISplitViewController { return split }
            controller = current.parent
        }
        return nil
    }

    /// The item the window's navigation bar shows while this controller covers the window: its
    /// own, or for containers, that of the controller they show. A controller whose own item shows
    /// no bar hands over to the first child whose item does (a custom container around a
    /// navigation or split controller).
    package var displayedNavigationItem: UINavigationItem {
        if navigationItem.showsBar { return navigationItem }
        for child in children {
            let item = child.displayedNavigationItem
            if item.showsBar { return item }
        }
        return navigationItem
    }

    // MARK: - Responder chain

    /// The presenting controller for a presented one, as in UIKit; otherwise the view's
    /// superview, then the parent controller.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        if let superview = loadedView?.superview {
            return superview
        }
        return parent
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }

    /// The key commands added with ``addKeyCommand(_:)``.
    open override var keyCommands: [UIKeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    /// Adds a key command this controller answers while in the responder chain.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``.
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
