import Foundation

/// A view of editable, searchable text, with selection, undo and find and replace.
///
/// The text lives in a ``TextStorage``: DeskKit's in-memory storage by default, or a platform
/// buffer (GTK's) that stays the single source of truth. Positions and ranges count UTF-8
/// bytes (``TextPosition``, ``TextRange``); `selectedRange` converts to UTF-16 as UIKit's does.
/// Drawing is the presenter's job: it reads ``text``, ``selectedTextRange``,
/// ``foundTextRanges`` and ``highlightedFoundTextRange``.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Where the text lives; replacing it resets selection, undo and find.
    public var textStorage: TextStorage {
        didSet { textStorageWasReplaced() }
    }
    /// The selection as UTF-8 byte offsets; empty for a caret.
    public internal(set) var selectedByteRange: Range<Int> = 0..<0 {
        didSet {
            if selectionReportDepth == 0, selectedByteRange != oldValue { selectionDidChange() }
        }
    }
    /// Edits and moves under way whose selection change is reported once, when the outermost ends.
    var selectionReportDepth = 0
    /// Whether the view began editing (became first responder while editable) and has not ended.
    var isEditingText = false
    /// Whether typing, paste and replace change the text; a read-only view can still be selected and searched.
    open var isEditable = true
    /// The built-in edit menu and the delegate answering for it.
    lazy var textEditMenu = _TextEditMenu(view: self)
    /// Whether the user can place a caret and select text.
    open var isSelectable = true
    /// The range last asked to be scrolled into view, for the presenter to act on.
    public internal(set) var rangeToScrollToVisible: Range<Int>?

    let ownUndoManager = UndoManager()
    /// The estimated lines of the last geometry question, kept while text, font and width stay.
    var estimatedLayout: EstimatedTextLayout?
    /// Ranges decorated as found, and the highlighted one, as byte ranges.
    /// Sorted by start (results never overlap), so the part on screen is found by binary search
    /// even among millions; all of the text at `foundVersion`.
    var foundByteRanges = ChunkedList<[Range<Int>]>()
    var foundVersion = 0
    var highlightedDecoration: TextRange?
    /// Highlighter marks, as UTF-8 byte ranges in order.
    var highlightMarks: [Range<Int>] = []
    /// The background search feeding the find session, cancelled by the next one or an edit.
    var searchTask: Task<Void, Never>?
    /// The query of the running or last search, for template replacement.
    var lastSearch: (query: String, options: UITextSearchOptions)?
    /// DeskKit addition: why the last replacement through ``replace(foundTextRange:document:withText:)``
    /// or ``replaceAll(queryString:options:withText:)`` changed nothing, or nil when it went through.
    public internal(set) var lastReplacementError: TextSearchError?
    /// The fixed end of a selection extended with Shift and the arrow keys.
    var selectionAnchor: Int?
    /// Typing at one caret since the last other edit or move, undone as one step.
    var typingRun: TypingRun?
    /// UTF-16 offsets of the text's bytes, for UIKit's `NSRange` APIs, and the storage version
    /// they are current for (nil: lay them afresh).
    var utf16Offsets = TextOffsetIndex(counting: .utf16)
    var utf16OffsetsVersion: Int?
    /// The platform widget showing a copy of the text, told of every change (GTK's text view).
    package weak var textMirror: UITextViewTextMirror?
    /// The input system's delegate, told when the app (not typing) changes text or selection.
    public weak var inputDelegate: UITextInputDelegate?
    /// Attributes for drawing composed text.
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The composition set with ``setMarkedText(_:selectedRange:)``, as bytes; nil when none.
    var markedByteRange: Range<Int>?

    /// The container the text is laid out in; its padding is the text's left and right margin.
    public let textContainer: NSTextContainer
    /// The text's font; nil shows the desktop's text font.
    open var font: UIFont? {
        didSet { setNeedsDisplay() }
    }
    /// The text's colour; nil shows the theme's text colour.
    open var textColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Whether typing replaces the whole text (as a field showing a value to retype).
    open var clearsOnInsertion = false
    /// How lines sit between the container's margins; GTK's text view justifies them so.
    open var textAlignment = NSTextAlignment.natural {
        didSet { setNeedsDisplay() }
    }
    /// The kinds of data to detect in the text. Kept for the app; DeskKit does not draw detected
    /// items as links (its data detectors serve the edit menu, see ``DataDetector``).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether the user may style the text (bold, italics); no effect, as DeskKit's text views
    /// hold plain text.
    open var allowsEditingTextAttributes = false
    /// Whether the font follows the system's text size setting as it changes; no effect on
    /// Linux, where a font keeps the size it was made with.
    open var adjustsFontForContentSizeCategory = false
    /// How links are drawn; no effect, as DeskKit's text views hold plain text without links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Settable here, as in UIKit; never shown on Linux, which has no on-screen keyboard.
    open override var inputView: UIView? { get { keyboardViews.input } set { keyboardViews.input = newValue } }
    /// Settable here; never shown on Linux: put a keyboard bar's controls in the view or the main menu.
    open override var inputAccessoryView: UIView? { get { keyboardViews.accessory } set { keyboardViews.accessory = newValue } }
    private var keyboardViews: (input: UIView?, accessory: UIView?) = (nil, nil)
    /// The keyboard traits (``UITextInputTraits``).
    var traitValues = TextInputTraitValues()
    /// Space between the view's edges and its container, above and below the text as well.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsDisplay() }
    }

    /// A text view over storage of the app's own (DeskKit addition).
    public convenience init(frame: CGRect, textStorage: TextStorage) {
        self.init(frame: frame, textContainer: nil)
        // Convenience, so a subclass overriding UIKit's designated initializer inherits it.
        self.textStorage = textStorage
    }

    /// A text view laying its text out in `textContainer` (a new one when nil); the designated
    /// initializer, as in UIKit.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        textStorage = InMemoryTextStorage()
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
        self.textContainer.textView = self
    }

    /// An empty, editable text view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textStorage: InMemoryTextStorage())
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    public required convenience init() {
        self.init(frame: .zero)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate first when the view is editable (``UITextViewDelegate/textViewShouldBeginEditing(_:)``),
    /// then tells it editing began.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) != false else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingText()
        return true
    }

    open override var undoManager: UndoManager? { ownUndoManager }

    open override func registerActions() {
        super.registerActions()
        registerTextActions()
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformTextAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // The standard edit actions, called directly as UIKit code does (`textView.selectAll(nil)`);
    // the edit menu and key commands reach the same code through the action table.
    /// Copies the selection to the pasteboard and removes it, unless the delegate refuses.
    open override func cut(_ sender: Any?) { cutSelection() }
    /// Copies the selection to the pasteboard.
    open override func copy(_ sender: Any?) { copySelection() }
    /// Replaces the selection with the pasteboard's text, unless the delegate refuses.
    open override func paste(_ sender: Any?) { pasteText() }
    /// Removes the selection, unless the delegate refuses.
    open override func delete(_ sender: Any?) { deleteSelection() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// Selects all of the text.
    open override func selectAll(_ sender: Any?) { select(0..<textStorage.utf8Count) }

    // MARK: - Find

    /// Turns on the built-in find interaction (Ctrl+F and the other Find commands).
    open var isFindInteractionEnabled = false {
        didSet {
            guard isFindInteractionEnabled != oldValue else { return }
            if isFindInteractionEnabled {
                addInteraction(builtInFindInteraction)
            } else {
                builtInFindInteraction.dismissFindNavigator()
                removeInteraction(builtInFindInteraction)
            }
        }
    }

    /// The built-in find interaction, or nil while ``isFindInteractionEnabled`` is off.
    open var findInteraction: UIFindInteraction? {
        isFindInteractionEnabled ? builtInFindInteraction : nil
    }

    private lazy var builtInFindInteraction = UIFindInteraction(sessionDelegate: self)

    /// Every range drawn as a found result.
    public var foundTextRanges: [TextRange] { foundByteRanges.elements.map { TextRange($0, version: foundVersion) } }
    /// The current result, drawn highlighted.
    public var highlightedFoundTextRange: TextRange? { highlightedDecoration }

    private func textStorageWasReplaced() {
        reportingSelectionChange {
            selectedByteRange = 0..<0
            utf16OffsetsVersion = nil
            highlightMarks = []
            markedByteRange = nil
            ownUndoManager.removeAllActions()
            textMirror?.textViewDidReplaceAllText(self)
            textDidChange()
        }
    }
}
