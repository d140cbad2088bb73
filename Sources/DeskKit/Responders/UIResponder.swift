/// An object that can respond to events and take part in the responder chain.
///
/// Subclasses declare the actions they implement by overriding ``registerActions()`` and calling
/// `implement(_:by:)`; ``canPerformAction(_:withSender:)``, ``target(forAction:withSender:)`` and
/// dispatch all work from that declaration, in place of Objective-C's method lookup.
@preconcurrency @MainActor
open class UIResponder {
    /// Handlers keyed by selector, filled lazily from ``registerActions()``.
    /// Unchecked exclusivity: read on every validation step, never accessed re-entrantly.
    @exclusivity(unchecked) var actionTable = ActionTable()
    @exclusivity(unchecked) var actionsRegistered = false

    /// Creates a responder.
    public init() {}

    /// Creates a responder; DeskKit reads no archives, so `coder` is ignored.
    ///
    /// This is the initializer UIKit requires of views and view controllers, so subclasses that
    /// declare their own initializers already provide it. DeskKit uses it to create app and
    /// scene delegates from their class, which is why it is declared here rather than on
    /// ``UIView`` and ``UIViewController``.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Called on objects made from a storyboard once all of them exist and outlets are
    /// connected; finish setting up here. Does nothing by default.
    open func awakeFromNib() {}

    // MARK: - Managing the responder chain

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// Whether this responder accepts first-responder status.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is willing to give up first-responder status.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this object can become, if any.
    var firstResponderWindow: UIWindow? { nil }

    /// Makes this object the first responder of its window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        return window.setFirstResponder(self)
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self {
            guard agreesToResignFirstResponder else { return false }
            window.clearFirstResponder()
        }
        return true
    }

    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool {
        firstResponderWindow?.firstResponder === self
    }

    // MARK: - Declaring and validating actions

    /// Declares the actions this responder implements; override and call `implement(_:by:)`.
    ///
    /// Called once, the first time the responder is asked about an action. Call `super` so that
    /// actions declared by superclasses stay available.
    open func registerActions() {}

    /// Whether this responder can perform `action` now; by default, whether it implements it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that will perform `action`: this one if it can, otherwise the first
    /// responder further up the chain that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        var steps = 0
        // A step limit instead of a visited set: chains are short, and this runs per command.
        while let current = responder, steps < UIResponder.chainStepLimit {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// This responder and every one after it, in order.
    var responderChain: [UIResponder] {
        var chain: [UIResponder] = []
        var responder: UIResponder? = self
        while let current = responder, chain.count < UIResponder.chainStepLimit {
            chain.append(current)
            responder = current.next
        }
        return chain
    }

    /// Longer than any real chain; stops a `next` that loops back on itself.
    static let chainStepLimit = 10_000

    // MARK: - Handling key presses

    // Each passes the presses to the next responder, as UIKit's do: override to handle some keys
    // and call `super` for the rest. Presses that reach the end of the chain go on to the text
    // input and system behaviours that a key command did not take.
    /// Keys went down; `presses` holds them, `event` all presses of this event.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Keys still down changed, e.g. a modifier was added while they repeat.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesChanged(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Keys came up.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesEnded(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    /// Keys stopped reaching this app while down, e.g. their window lost the keyboard.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesCancelled(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    // MARK: - Building and validating commands

    /// Adds, removes or rearranges menu elements; called for every responder in the chain.
    open func buildMenu(with builder: UIMenuBuilder) {}

    /// Updates a command's title, image or state just before it is shown or performed.
    open func validate(_ command: UICommand) {}

    /// Key commands this responder handles directly, outside the main menu.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// What this responder offers to share: the items of its selection or content; nil unless set
    /// or overridden.
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? {
        get { ownActivityItemsConfiguration }
        set { ownActivityItemsConfiguration = newValue }
    }
    private var ownActivityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    /// The undo manager this responder's chain uses, if any.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: - Input views

    /// A view to show in place of the on-screen keyboard while this responder is first
    /// responder; nil here. Linux has no on-screen keyboard, so DeskKit never shows it.
    open var inputView: UIView? { nil }
    /// A bar to show above the on-screen keyboard; nil here. DeskKit never shows it (Linux has
    /// no on-screen keyboard): put such controls in the view or the main menu instead.
    open var inputAccessoryView: UIView? { nil }
    /// Asks the system to refresh ``inputView`` and ``inputAccessoryView``; nothing to refresh on Linux.
    open func reloadInputViews() {}

    // MARK: - Standard edit actions

    // Empty, as UIKit's are for a responder that does not implement them: override the ones a
    // subclass implements and declare them in `registerActions()`.
    /// Removes the selection to the pasteboard.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard.
    open func copy(_ sender: Any?) {}
    /// Inserts the pasteboard's contents.
    open func paste(_ sender: Any?) {}
    /// Inserts the pasteboard's contents in the surrounding style.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Pastes and then opens what was pasted.
    open func pasteAndGo(_ sender: Any?) {}
    /// Pastes and then searches for what was pasted.
    open func pasteAndSearch(_ sender: Any?) {}
    /// Deletes the selection.
    open func delete(_ sender: Any?) {}
    /// Selects the item or word at the caret.
    open func select(_ sender: Any?) {}
    /// Selects everything.
    open func selectAll(_ sender: Any?) {}
    /// Turns bold on or off for the selection.
    open func toggleBoldface(_ sender: Any?) {}
    /// Turns italics on or off for the selection.
    open func toggleItalics(_ sender: Any?) {}
    /// Turns underlining on or off for the selection.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the selection's text larger.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the selection's text smaller.
    open func decreaseSize(_ sender: Any?) {}
    /// Sets the writing direction to left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Sets the writing direction to right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Prints the content (the `print:` action; named so that Swift's `print` keeps working
    /// inside responders, as in UIKit).
    open func printContent(_ sender: Any?) {}
    /// Shows the find bar.
    open func find(_ sender: Any?) {}
    /// Highlights the next result.
    open func findNext(_ sender: Any?) {}
    /// Highlights the previous result.
    open func findPrevious(_ sender: Any?) {}
    /// Shows the find bar with its replace field.
    open func findAndReplace(_ sender: Any?) {}
    /// Searches for the selected text.
    open func useSelectionForFind(_ sender: Any?) {}
    /// Renames the content in place.
    open func rename(_ sender: Any?) {}
    /// Makes a copy of the content.
    open func duplicate(_ sender: Any?) {}
    /// Moves the content to another place.
    open func move(_ sender: Any?) {}
    /// Saves the content in another format or place.
    open func export(_ sender: Any?) {}
}
