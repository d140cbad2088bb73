import DeskKit
import Foundation

/// The editor's view: a strip of tab labels over the document's text, or over the notes.
@MainActor
final class EditorView: UIView {
    let tabStrip = UIView(frame: .zero)
    /// The current document's text view, editable, with the built-in find interaction. Each open
    /// tab has a text view of its own (``show(_:)``), so a tab keeps its text, selection, scroll
    /// position and undo history while another shows, and GTK keeps its laid-out text.
    private(set) var textView = EditorView.makeTextView()
    let notesView = NotesView(notes: SampleNotes.all)
    let emptyLabel = UILabel(frame: .zero)
    /// A problem to report above the text, such as a rename that failed.
    let messageLabel = UILabel(frame: .zero)
    /// The current document's details, shown here where the app cannot open a Details window.
    let detailsView = DetailsView(showsDoneButton: true)
    private(set) var detailsDocument: BlueprintDocument?
    private(set) var tabLabels: [UILabel] = []
    static let detailsHeight: CGFloat = 116
    static let tabStripHeight: CGFloat = 36
    static let tabWidth: CGFloat = 180
    static let messageHeight: CGFloat = 28

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tabStrip.backgroundColor = .secondarySystemBackground
        notesView.isHidden = true
        detailsView.isHidden = true
        detailsView.layer.borderWidth = 1
        detailsView.layer.borderColor = UIColor.separator.cgColor
        let newTab = KeyCombination(input: "t", modifierFlags: .command).displayString
        emptyLabel.text = String(localized: "No open tabs. Press \(newTab) to open one.", bundle: .module)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        addSubview(tabStrip)
        addSubview(textView)
        addSubview(notesView)
        addSubview(emptyLabel)
        addSubview(detailsView)
        messageLabel.textColor = .systemRed
        messageLabel.backgroundColor = .secondarySystemBackground
        messageLabel.isHidden = true
        addSubview(messageLabel)
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// A text view as the editor shows documents in.
    static func makeTextView() -> UITextView {
        let textView = UITextView(frame: .zero)
        textView.isFindInteractionEnabled = true
        return textView
    }

    /// Shows `newTextView` where the current text view is, handing it the keyboard if the
    /// current one had it; the one it replaces closes its find navigator.
    func show(_ newTextView: UITextView) {
        guard newTextView !== textView else { return }
        let old = textView
        let hadKeyboard = (window?.firstResponder as? UIView)?.isDescendant(of: old) ?? false
        old.findInteraction?.dismissFindNavigator()
        newTextView.isHidden = old.isHidden
        insertSubview(newTextView, aboveSubview: old)
        textView = newTextView
        setNeedsLayout()
        layoutIfNeeded()
        if hadKeyboard { newTextView.becomeFirstResponder() }
        old.removeFromSuperview()
    }

    /// Shows `message` in a line above the text, or hides the line for nil.
    func showMessage(_ message: String?) {
        guard messageLabel.text != message || messageLabel.isHidden != (message == nil) else { return }
        messageLabel.text = message
        messageLabel.isHidden = message == nil
        setNeedsLayout()
    }

    /// Shows a document's details at the foot of the editor, or hides them for nil.
    func showDetails(of document: BlueprintDocument?) {
        detailsDocument = document
        if let document { detailsView.show(document) }
        detailsView.isHidden = document == nil
        setNeedsLayout()
    }

    /// The index of the tab label under `point` (in this view's coordinates), if any.
    func tabIndex(at point: CGPoint) -> Int? {
        tabLabels.firstIndex { $0.frame.contains(point) }
    }

    func show(tabs titles: [String], selected: Int, showingNotes: Bool) {
        for label in tabLabels { label.removeFromSuperview() }
        tabLabels = titles.enumerated().map { index, title in
            let label = UILabel(frame: .zero)
            label.text = title
            label.textAlignment = .center
            label.font = tabFont(selected: index == selected && !showingNotes)
            label.backgroundColor = index == selected && !showingNotes ? .systemBackground : .clear
            label.layer.borderWidth = 1
            label.layer.borderColor = UIColor.separator.cgColor
            // A tab is clicked to show its document; the current one reads as selected.
            label.accessibilityTraits = index == selected && !showingNotes ? [.button, .selected] : .button
            return label
        }
        for label in tabLabels { tabStrip.addSubview(label) }
        setContentHidden(textView, titles.isEmpty || showingNotes)
        setContentHidden(notesView, !showingNotes)
        emptyLabel.isHidden = !titles.isEmpty || showingNotes
        setNeedsLayout()
        focusContent()
    }

    /// Hides a content view, closing its find navigator and taking the keyboard from it.
    private func setContentHidden(_ view: UIView, _ hidden: Bool) {
        guard view.isHidden != hidden else { return }
        view.isHidden = hidden
        guard hidden else { return }
        (view as? UITextView)?.findInteraction?.dismissFindNavigator()
        (view as? NotesView)?.findInteraction.dismissFindNavigator()
        if let firstResponder = window?.firstResponder as? UIView, firstResponder.isDescendant(of: view) {
            firstResponder.resignFirstResponder()
        }
    }

    /// Gives the keyboard to the visible content unless something inside it already has it.
    func focusContent() {
        guard let window else { return }
        let content: UIView? = !notesView.isHidden ? notesView : (!textView.isHidden ? textView : nil)
        guard let content else { return }
        if let current = window.firstResponder as? UIView, current.isDescendant(of: content) { return }
        content.becomeFirstResponder()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        focusContent()
    }

    // MARK: - Text size

    /// A tab's title font, at the size the user's text scaling asks for.
    private func tabFont(selected: Bool) -> UIFont {
        UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
                                         compatibleWith: traitCollection)
    }

    /// `value`, a length laid out for the default text size, scaled with the user's text size.
    private func scaled(_ value: CGFloat) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: value, compatibleWith: traitCollection)
    }

    /// The tab strip's height and a tab's width, which grow with the text.
    var tabStripHeight: CGFloat { scaled(EditorView.tabStripHeight) }
    var tabWidth: CGFloat { scaled(EditorView.tabWidth) }

    /// The tab titles follow the desktop's text size (the colours follow dark and high contrast
    /// by themselves, being semantic), and the tabs the layout direction.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        for label in tabLabels { label.font = tabFont(selected: label.font.weight == .semibold) }
        emptyLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: UIFont.labelFontSize), compatibleWith: traitCollection)
        messageLabel.font = emptyLabel.font
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let tabStripHeight = tabStripHeight, tabWidth = tabWidth
        tabStrip.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tabStripHeight)
        // Tabs run from the leading edge, as GTK's notebook tabs do: from the right in Arabic and Hebrew.
        let rightToLeft = tabStrip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, label) in tabLabels.enumerated() {
            let leading = 8 + CGFloat(index) * (tabWidth + 4)
            label.frame = CGRect(x: rightToLeft ? tabStrip.bounds.width - leading - tabWidth : leading, y: 4,
                                 width: tabWidth, height: tabStripHeight - 4)
        }
        let detailsHeight = detailsView.isHidden ? 0 : EditorView.detailsHeight
        detailsView.frame = CGRect(x: 0, y: bounds.height - detailsHeight, width: bounds.width, height: detailsHeight)
        let messageHeight = messageLabel.isHidden ? 0 : scaled(EditorView.messageHeight)
        messageLabel.frame = CGRect(x: 19, y: tabStripHeight, width: max(0, bounds.width - 38), height: messageHeight)
        let top = tabStripHeight + messageHeight
        let contentHeight = max(0, bounds.height - top - detailsHeight)
        textView.frame = CGRect(x: 19, y: top + 12, width: max(0, bounds.width - 38),
                                height: max(0, contentHeight - 12))
        notesView.frame = CGRect(x: 0, y: top, width: bounds.width, height: contentHeight)
        emptyLabel.frame = CGRect(x: 0, y: bounds.midY - scaled(12), width: bounds.width, height: scaled(24))
    }
}
