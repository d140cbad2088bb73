import Foundation

/// A single line of editable text.
///
/// The selection is kept in UTF-8 bytes, like ``UITextView``'s, so both restore through the
/// same ``TextViewInteractionState``. As in UIKit the field is a control: it sends
/// `.editingDidBegin`, `.editingChanged`, `.editingDidEnd` and, on Return,
/// `.editingDidEndOnExit` and `.primaryActionTriggered` to its targets.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The field's text; setting it keeps the selection where it still fits, and ends a composition.
    open var text: String? {
        didSet {
            markedByteRange = nil
            let count = (text ?? "").utf8.count
            selectedByteRange = min(selectedByteRange.lowerBound, count)..<min(selectedByteRange.upperBound, count)
            setNeedsDisplay()
        }
    }
    /// Shown greyed while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The face the field draws its text in.
    open var font = UIFont.systemFont(ofSize: UIFont.systemFontSize) { didSet { setNeedsDisplay() } }
    /// The colour of the typed text (the placeholder stays grey).
    open var textColor = UIColor.label { didSet { setNeedsDisplay() } }
    /// Where the text sits between the field's edges.
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    /// The frame drawn around the field.
    open var borderStyle = BorderStyle.none { didSet { setNeedsDisplay() } }
    /// When the button that empties the field shows.
    open var clearButtonMode = ViewMode.never { didSet { setNeedsDisplay() } }
    /// A view at the field's leading edge (an icon), shown as ``leftViewMode`` says.
    open var leftView: UIView? { didSet { setNeedsDisplay() } }
    /// When ``leftView`` shows.
    open var leftViewMode = ViewMode.never { didSet { setNeedsDisplay() } }
    /// A view at the field's trailing edge, shown as ``rightViewMode`` says.
    open var rightView: UIView? { didSet { setNeedsDisplay() } }
    /// When ``rightView`` shows.
    open var rightViewMode = ViewMode.never { didSet { setNeedsDisplay() } }
    /// Whether the font shrinks, down to ``minimumFontSize``, to fit the text in the field.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size ``adjustsFontSizeToFitWidth`` shrinks the font to.
    open var minimumFontSize: CGFloat = 0
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the field is first responder as an editor (between begin and end editing).
    public internal(set) var isEditing = false
    /// Hears editing, typing, Return and the edit menu.
    open weak var delegate: UITextFieldDelegate?
    /// The input system's delegate, told when the app (not typing) changes text or selection.
    public weak var inputDelegate: UITextInputDelegate?
    /// Attributes for drawing composed text.
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The composition set with ``setMarkedText(_:selectedRange:)``, as bytes; nil when none.
    var markedByteRange: Range<Int>?
    /// The built-in edit menu and the delegate answering for it.
    lazy var textEditMenu = _TextEditMenu(view: self)
    /// The selection, in UTF-8 bytes of ``text``; empty for a caret.
    public internal(set) var selectedByteRange: Range<Int> = 0..<0 {
        didSet {
            if selectedByteRange != oldValue { delegate?.textFieldDidChangeSelection(self) }
        }
    }
    /// How far the text is scrolled horizontally.
    open var contentOffset = CGPoint.zero
    /// The keyboard traits (``UITextInputTraits``).
    var traitValues = TextInputTraitValues()

    /// The field's replacement for the on-screen keyboard; kept, never shown on Linux.
    open override var inputView: UIView? { get { keyboardViews.input } set { keyboardViews.input = newValue } }
    /// The field's bar above the on-screen keyboard; kept, never shown on Linux.
    open override var inputAccessoryView: UIView? { get { keyboardViews.accessory } set { keyboardViews.accessory = newValue } }
    private var keyboardViews: (input: UIView?, accessory: UIView?) = (nil, nil)

    /// An empty, enabled field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate first (``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``), then
    /// begins editing: empties the field with ``clearsOnBeginEditing``, tells the delegate and
    /// sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) != false else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    open override func registerActions() {
        super.registerActions()
        registerEditMenuActions()
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditMenuAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // The standard edit actions, called directly as UIKit code does (`field.selectAll(nil)`).
    /// Copies the selection to the pasteboard and removes it, unless the delegate refuses.
    open override func cut(_ sender: Any?) { cutSelection() }
    /// Copies the selection to the pasteboard (never a secure field's text).
    open override func copy(_ sender: Any?) { copySelection() }
    /// Replaces the selection with the pasteboard's text, line breaks as spaces.
    open override func paste(_ sender: Any?) { pasteText() }
    /// Removes the selection, unless the delegate refuses.
    open override func delete(_ sender: Any?) { replaceSelection(with: "", byUser: true) }
    /// Selects all of the text.
    open override func selectAll(_ sender: Any?) { select(0..<(text ?? "").utf8.count) }

    // MARK: - Drawing rectangles

    /// Where the text is drawn, within `bounds`: inside the border and clear of the side views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        let left = leftViewRect(forBounds: bounds)
        if !left.isEmpty { rect.size.width -= left.maxX - rect.minX; rect.origin.x = left.maxX }
        let right = rightViewRect(forBounds: bounds)
        if !right.isEmpty { rect.size.width = max(0, right.minX - rect.minX) }
        return rect
    }

    /// Where the text is drawn while it is edited; ``textRect(forBounds:)`` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn; ``textRect(forBounds:)`` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The border's rectangle: the whole of `bounds`.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The leading view's rectangle, at its own size and vertically centred; empty when hidden.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, shows(leftViewMode) else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The trailing view's rectangle, at its own size and vertically centred; empty when hidden.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, shows(rightViewMode) else { return .zero }
        let size = rightView.bounds.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    // MARK: - State restoration

    /// Selection, scroll position and first-responder status, as a ``TextViewInteractionState``.
    public var interactionState: Any {
        get { currentInteractionState }
        set { restoreInteractionState(newValue) }
    }
}

extension UITextField: InteractionStateRestoring {}
extension UITextField: TextInputTraitStoring {}

extension UITextField {
    /// The frame drawn around a field.
    public enum BorderStyle: Int, Sendable {
        /// No frame.
        case none
        /// A thin rectangle.
        case line
        /// A bevelled rectangle.
        case bezel
        /// A rounded rectangle, the usual field.
        case roundedRect
    }

    /// When an overlay view (the clear button, a side view) shows.
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never
        /// Shown while the field is being edited.
        case whileEditing
        /// Shown while it is not.
        case unlessEditing
        /// Always shown.
        case always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The user committed the text (Return) or focus moved elsewhere.
        case committed
    }

    /// Posted when a field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after every change the user makes to a field's text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
