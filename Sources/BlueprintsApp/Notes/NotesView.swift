import DeskKit
import Foundation

/// Several short notes in one view, searched together by one find interaction, as Mail searches
/// the messages of a conversation.
///
/// Each note is a read-only text view; the notes view is the ``UITextSearching`` object, with one
/// document per note (its index), so results run in note order whichever note the search starts in.
@MainActor
public final class NotesView: UIView {
    public let notes: [Note]
    public private(set) var noteViews: [UITextView] = []
    private var titleLabels: [UILabel] = []
    /// The note that had the keyboard last, where searches start.
    public private(set) var currentNoteIndex: Int?
    /// The interaction behind Find, Find Next and Find Previous in the notes: installed on the
    /// view, it takes those keys without the view implementing them.
    public private(set) lazy var findInteraction = UIFindInteraction(sessionDelegate: self)
    /// Whether searches look only in the note that had the keyboard last: the app's own toggle
    /// in the find options menu, beside the standard ones.
    public private(set) var searchesCurrentNoteOnly = false

    public init(notes: [Note]) {
        self.notes = notes
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        for note in notes {
            let title = UILabel(frame: .zero)
            title.text = note.title
            title.font = .systemFont(ofSize: 13, weight: .semibold)
            title.textColor = .secondaryLabel
            let textView = NoteTextView(frame: .zero)
            textView.text = note.text
            textView.select(0..<0)
            textView.isEditable = false
            textView.didBecomeFirstResponder = { [weak self] view in
                self?.currentNoteIndex = self?.noteViews.firstIndex { $0 === view }
            }
            textView.backgroundColor = .secondarySystemBackground
            textView.layer.cornerRadius = 8
            titleLabels.append(title)
            noteViews.append(textView)
            addSubview(title)
            addSubview(textView)
        }
        addInteraction(findInteraction)
        findInteraction.optionsMenuProvider = { [weak self] standard in
            guard let self else { return nil }
            let toggle = UIAction(title: String(localized: "Current Note Only", bundle: .module), image: UIImage(systemName: "note.text"),
                                  state: self.searchesCurrentNoteOnly ? .on : .off) { [weak self] _ in
                self?.toggleCurrentNoteOnly()
            }
            return UIMenu(children: standard + [UIMenu(options: .displayInline, children: [toggle])])
        }
    }

    /// Switches between searching every note and the current one, and searches again.
    func toggleCurrentNoteOnly() {
        searchesCurrentNoteOnly.toggle()
        findInteraction.activeFindSession?.invalidateFoundResults()
        findInteraction.updateResultCount()
    }

    public required convenience init?(coder: NSCoder) {

        self.init()

    }


    public required convenience init() {
        self.init(notes: SampleNotes.all)
    }

    /// First responder so the find keys reach the find interaction; the view implements no
    /// find action itself.
    public override var canBecomeFirstResponder: Bool { true }

    /// The text view of a note's document identifier.
    func noteView(for document: Int?) -> UITextView? {
        guard let index = document, noteViews.indices.contains(index) else { return nil }
        return noteViews[index]
    }

    // MARK: - Layout

    static let lineHeight: CGFloat = 19
    static let averageCharacterWidth: CGFloat = 7.6

    public override func layoutSubviews() {
        let width = max(0, bounds.width - 48)
        var y: CGFloat = 16
        for (title, textView) in zip(titleLabels, noteViews) {
            title.frame = CGRect(x: 24, y: y, width: width, height: 18)
            y += 22
            let height = CGFloat(Self.estimatedLineCount(of: textView.text, width: width - 10)) * Self.lineHeight + 16
            textView.frame = CGRect(x: 24, y: y, width: width, height: height)
            y += height + 14
        }
    }

    /// Lines the text wraps to at `width`, estimated from an average glyph width.
    static func estimatedLineCount(of text: String, width: CGFloat) -> Int {
        let perLine = max(1, Int(width / averageCharacterWidth))
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, ($1.count + perLine - 1) / perLine) }
    }
}
