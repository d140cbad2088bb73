import Foundation

/// A single line of editable text.
///
/// The selection is kept in UTF-8 bytes, like ``UITextView``'s, so both restore through the
/// same ``TextViewInteractionState``.
@preconcurrency @MainActor
open class UITextField: UIView, UIKeyInput {
    /// The field's text; setting it moves the caret to the end.
    open var text: String? {
        didSet {
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
    /// A disabled field takes neither focus nor typing.
    open var isEnabled = true
    /// Customizes the edit menu.
    open weak var delegate: UITextFieldDelegate?
    /// The built-in edit menu and the delegate answering for it.
    lazy var textEditMenu = _TextEditMenu(view: self)
    /// The selection, in UTF-8 bytes of ``text``; empty for a caret.
    public private(set) var selectedByteRange: Range<Int> = 0..<0
    /// How far the text is scrolled horizontally.
    open var contentOffset = CGPoint.zero

    /// An empty, enabled field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func registerActions() {
        super.registerActions()
        registerEditMenuActions()
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditMenuAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Selects a range of UTF-8 bytes, clamped to the text and to character boundaries.
    public func select(_ range: Range<Int>) {
        let value = text ?? ""
        let utf8 = value.utf8
        func boundary(_ offset: Int) -> Int {
            let clamped = max(0, min(offset, utf8.count))
            var index = utf8.index(utf8.startIndex, offsetBy: clamped)
            while index > utf8.startIndex, index.samePosition(in: value) == nil {
                index = utf8.index(before: index)
            }
            return utf8.distance(from: utf8.startIndex, to: index)
        }
        let lower = boundary(range.lowerBound)
        selectedByteRange = lower..<max(lower, boundary(range.upperBound))
        setNeedsDisplay()
    }

    // MARK: - UIKeyInput

    /// Whether the field holds any text.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// Types at the caret, replacing the selection.
    public func insertText(_ insertion: String) {
        guard isEnabled else { return }
        var bytes = Array((text ?? "").utf8)
        bytes.replaceSubrange(selectedByteRange, with: Array(insertion.utf8))
        let caret = selectedByteRange.lowerBound + insertion.utf8.count
        text = String(decoding: bytes, as: UTF8.self)
        selectedByteRange = caret..<caret
    }

    /// Backspace: removes the selection or the character before the caret.
    public func deleteBackward() {
        guard isEnabled, let value = text, !value.isEmpty else { return }
        if !selectedByteRange.isEmpty {
            insertText("")
            return
        }
        let utf8 = value.utf8
        let caret = utf8.index(utf8.startIndex, offsetBy: selectedByteRange.lowerBound)
        guard caret > value.startIndex else { return }
        let previous = value.index(before: caret)
        let start = utf8.distance(from: utf8.startIndex, to: previous)
        selectedByteRange = start..<selectedByteRange.lowerBound
        insertText("")
    }

    // MARK: - State restoration

    /// Selection, scroll position and first-responder status, as a ``TextViewInteractionState``.
    public var interactionState: Any {
        get { currentInteractionState }
        set { restoreInteractionState(newValue) }
    }
}

extension UITextField: InteractionStateRestoring {}
