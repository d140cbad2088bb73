/// The editor that replaces a navigation bar's title while it is renamed.
///
/// It becomes first responder, so typing goes to it through the ordinary key routing: Enter
/// commits, Esc cancels, Left and Right move the caret, Home and End go to the ends.
@preconcurrency @MainActor
public final class NavigationTitleRenameField: UIView, UIKeyInput {
    /// Keeps the text and selection; not in any view tree.
    private let editor = UITextField(frame: .zero)
    weak var navigationItem: UINavigationItem?

    init(navigationItem: UINavigationItem?, text: String, selectedRange: Range<String.Index>) {
        self.navigationItem = navigationItem
        super.init(frame: .zero)
        editor.text = text
        let utf8 = text.utf8
        editor.select(utf8.distance(from: utf8.startIndex, to: selectedRange.lowerBound)..<utf8.distance(from: utf8.startIndex, to: selectedRange.upperBound))
    }

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public required convenience init() {
        self.init(navigationItem: nil, text: "", selectedRange: "".startIndex..<"".startIndex)
    }

    /// The name as edited so far.
    public var text: String { editor.text ?? "" }

    /// The selection in ``text``; empty for a caret.
    public var selectedRange: Range<String.Index> {
        let value = text
        let utf8 = value.utf8
        let bytes = editor.selectedByteRange
        return utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
    }

    /// The selected text.
    public var selectedText: String { String(text[selectedRange]) }

    /// Replaces the text and selection: for presenters whose own text entry does the editing
    /// (typing, input methods, the clipboard) and hands each change to the core.
    public func replaceText(_ newText: String, selectedRange newSelection: Range<String.Index>) {
        let utf8 = newText.utf8
        let lower = min(max(newSelection.lowerBound, newText.startIndex), newText.endIndex)
        let upper = min(max(newSelection.upperBound, lower), newText.endIndex)
        guard newText != text || utf8.distance(from: utf8.startIndex, to: lower)..<utf8.distance(from: utf8.startIndex, to: upper) != editor.selectedByteRange else { return }
        editor.text = newText
        editor.select(utf8.distance(from: utf8.startIndex, to: lower)..<utf8.distance(from: utf8.startIndex, to: upper))
        navigationItem?.contentDidChange()
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// Focus leaves only with a name the delegate accepts, as a text field whose delegate
    /// refuses to end editing keeps the keyboard.
    public override var canResignFirstResponder: Bool {
        guard let item = navigationItem, item.isRenaming, let delegate = item.renameDelegate else { return true }
        return delegate.navigationItem(item, shouldEndRenamingWith: text)
    }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: String(deskKit: "Cancel Rename"), action: .cancelTitleRename, input: UIKeyCommand.inputEscape, modifierFlags: [])]
    }

    public override func registerActions() {
        super.registerActions()
        implement(.cancelTitleRename) { responder, _ in
            (responder as? NavigationTitleRenameField)?.navigationItem?.cancelRenaming()
        }
    }

    // MARK: - UIKeyInput

    /// Whether the name being edited is not empty.
    public var hasText: Bool { editor.hasText }

    /// Types `text` over the selection and lets the bar redraw.
    public func insertText(_ text: String) {
        editor.insertText(text)
        navigationItem?.contentDidChange()
    }

    /// Deletes the selection, or the character before the caret, and lets the bar redraw.
    public func deleteBackward() {
        editor.deleteBackward()
        navigationItem?.contentDidChange()
    }

    public func handleEditingKey(_ key: UIKey) -> Bool {
        let bytes = editor.selectedByteRange
        let count = text.utf8.count
        switch key.charactersIgnoringModifiers {
        case "\r", "\n":
            navigationItem?.commitRenaming()
        case UIKeyCommand.inputLeftArrow:
            let caret = bytes.isEmpty ? previousBoundary(before: bytes.lowerBound) : bytes.lowerBound
            editor.select(caret..<caret)
        case UIKeyCommand.inputRightArrow:
            let caret = bytes.isEmpty ? nextBoundary(after: bytes.upperBound) : bytes.upperBound
            editor.select(caret..<caret)
        case UIKeyCommand.inputHome:
            editor.select(0..<0)
        case UIKeyCommand.inputEnd:
            editor.select(count..<count)
        default:
            return false
        }
        navigationItem?.contentDidChange()
        return true
    }

    private func previousBoundary(before offset: Int) -> Int {
        let value = text
        let index = value.utf8.index(value.utf8.startIndex, offsetBy: offset)
        guard index > value.startIndex else { return 0 }
        return value.utf8.distance(from: value.utf8.startIndex, to: value.index(before: index))
    }

    private func nextBoundary(after offset: Int) -> Int {
        let value = text
        let index = value.utf8.index(value.utf8.startIndex, offsetBy: offset)
        guard index < value.endIndex else { return value.utf8.count }
        return value.utf8.distance(from: value.utf8.startIndex, to: value.index(after: index))
    }
}

// MARK: - Focus leaving the field

extension NavigationTitleRenameField: FirstResponderLeaving {
    /// Focus moved elsewhere (a click in the content, another field): the rename ends with the
    /// name as typed, as UIKit ends editing when a text field resigns.
    func didResignFirstResponderStatus() {
        navigationItem?.commitRenaming()
    }
}
