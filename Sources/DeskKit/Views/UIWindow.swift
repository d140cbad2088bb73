import Foundation

/// The root of a view hierarchy shown in one desktop window, with its own first responder.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene that owns this window; next in the responder chain.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.removeWindow(self)
            windowScene?.addWindow(self)
        }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.beginAppearanceTransition(false, animated: false)
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.endAppearanceTransition()
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                controller.beginAppearanceTransition(true, animated: false)
                insertSubview(view, at: 0)
                controller.endAppearanceTransition()
            }
            // The responder chain changed: what the main menu can perform may have too.
            UIMenuSystem.main.setNeedsRevalidate()
            navigationBarMayHaveChanged()
        }
    }

    /// The traits of the window's screen and theme, set by the presenter when they change; every
    /// view and view controller in the window hears ``UIView/traitCollectionDidChange(_:)``.
    /// Its layout runs the way the app's language is written.
    package var windowTraitCollection = UITraitCollection(layoutDirection: LocalizationLanguage.isRightToLeft ? .rightToLeft : .leftToRight) {
        didSet {
            guard windowTraitCollection != oldValue else { return }
            notifyTraitChange(from: oldValue)
            setNeedsDisplay()
        }
    }

    /// The responder keys go to first in this window.
    public private(set) weak var firstResponder: UIResponder?
    /// Whether this window takes keyboard input.
    public private(set) var isKeyWindow = false
    /// Whether the keyboard is in the navigation bar (F6 put it there), the first responder
    /// keeping its place for shortcuts; a new first responder takes the keyboard back.
    package internal(set) var isKeyboardInNavigationBar = false
    /// The responder that last had the keyboard in each content pane (UIWindow+FocusRegions.swift).
    var rememberedPaneResponders: [RememberedPaneResponder] = []

    /// A window in `windowScene`, sized to the scene's default window size.
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(origin: .zero, size: windowScene.defaultWindowSize))
        self.windowScene = windowScene
        windowScene.addWindow(self)
    }

    /// A window without a scene, for tests and off-screen work.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window without a scene; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The window's scene, next in the responder chain.
    open override var next: UIResponder? { windowScene }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Keeps the root view controller's view filling the window.
    open override func layoutSubviews() {
        rootViewController?.viewIfLoaded?.frame = bounds
        layoutPresentedControllers()
    }

    // MARK: - Key window and first responder

    /// Shows the window and makes it the one that receives keyboard input.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the window that takes keyboard input.
    open func makeKey() {
        guard let application = windowScene?.application else {
            isKeyWindow = true
            return
        }
        for window in application.allWindows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        application.windowDidBecomeKey(self)
    }

    func setFirstResponder(_ responder: UIResponder) -> Bool {
        if firstResponder === responder { return true }
        let previous = firstResponder
        if let previous, !previous.canResignFirstResponder || !previous.agreesToResignFirstResponder { return false }
        firstResponder = responder
        windowScene?.application?.responderChainDidChange()
        (previous as? FirstResponderLeaving)?.didResignFirstResponderStatus()
        (previous as? FindNavigatorView)?.firstResponderStatusDidChange()
        (responder as? FindNavigatorView)?.firstResponderStatusDidChange()
        firstResponderDidChange(from: previous)
        return true
    }

    func clearFirstResponder() {
        let previous = firstResponder
        firstResponder = nil
        windowScene?.application?.responderChainDidChange()
        (previous as? FirstResponderLeaving)?.didResignFirstResponderStatus()
        (previous as? FindNavigatorView)?.firstResponderStatusDidChange()
    }

    func firstResponderIsInside(_ view: UIView) -> Bool {
        if let responderView = firstResponder as? UIView { return responderView.isDescendant(of: view) }
        if let controller = firstResponder as? UIViewController, let controllerView = controller.viewIfLoaded {
            return controllerView.isDescendant(of: view)
        }
        return false
    }

    /// The view with the keyboard focus, moved by Tab and the arrow keys (_FocusEngine.swift).
    public internal(set) weak var focusedView: UIView?
    /// The view last focused in each focus group, where Tab returns to.
    var lastFocusedByGroup: [String: WeakView] = [:]

    /// Where key events and validation start. As on iPadOS, the focused item starts the chain
    /// when it lies inside the first responder (a focused view or collection view cell inside
    /// the list that has the keyboard); else the first responder, the focused view, the root view
    /// controller, the window.
    var keyEventStart: UIResponder {
        var start: UIResponder = firstResponder ?? focusedView ?? rootViewController ?? self
        if let focusedView, let firstResponder, focusedView !== firstResponder,
           let responderView = (firstResponder as? UIView) ?? (firstResponder as? UIViewController)?.viewIfLoaded,
           focusedView.isDescendant(of: responderView) {
            start = focusedView
        }
        if let list = start as? UICollectionView, let cell = list.focusedCell { start = cell }
        return start
    }

    // MARK: - Display

    func scheduleDisplay() {
        windowScene?.application?.presenter?.setNeedsDisplay(self)
    }
}

/// A responder that acts when it stops being its window's first responder (the rename field
/// commits its name, a text view ends editing), and may refuse to (a delegate keeps it editing).
@MainActor
protocol FirstResponderLeaving: AnyObject {
    /// Asked just before the responder loses first responder status; false keeps it.
    func shouldResignFirstResponderStatus() -> Bool
    func didResignFirstResponderStatus()
}

extension FirstResponderLeaving {
    func shouldResignFirstResponderStatus() -> Bool { true }
}

extension UIResponder {
    /// Whether a responder leaving first responder status lets it go (its delegate may refuse).
    var agreesToResignFirstResponder: Bool {
        (self as? FirstResponderLeaving)?.shouldResignFirstResponderStatus() ?? true
    }
}
