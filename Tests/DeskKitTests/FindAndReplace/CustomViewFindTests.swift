import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A list of rows that keeps its own find state in a ``UIFindSession`` subclass, as an app
/// bridging an existing find implementation does. It implements no find actions: the find
/// interaction installed on it takes Ctrl+F, Ctrl+G, Ctrl+Shift+G and Ctrl+E.
@MainActor
private final class RowListView: UIView, UITextInput, UIFindInteractionDelegate {
    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    var markedTextRange: UITextRange? { nil }
    /// No composing here: composed text goes in as typed.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { insertText(markedText ?? "") }
    func unmarkText() {}
    var rows: [String]
    /// The row selected as text (Ctrl+E searches for it), and the row the find session highlights.
    var selectedRow: Int?
    var highlightedRow: Int?
    private(set) lazy var findInteraction = UIFindInteraction(sessionDelegate: self)
    private(set) var sessionsBegun = 0

    init(rows: [String]) {
        self.rows = rows
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        addInteraction(findInteraction)
    }

    required convenience init?(coder: NSCoder) { self.init(rows: []) }
    required convenience init() { self.init(rows: []) }

    override var canBecomeFirstResponder: Bool { true }

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        RowFindSession(list: self)
    }

    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) { sessionsBegun += 1 }

    // UITextInput: a whole row is the unit of selection.
    final class RowRange: UITextRange, @unchecked Sendable {
        let row: Int?
        init(row: Int?) { self.row = row }
        override var isEmpty: Bool { row == nil }
    }

    var selectedTextRange: UITextRange? {
        get { RowRange(row: selectedRow) }
        set { selectedRow = (newValue as? RowRange)?.row }
    }
    func text(in range: UITextRange) -> String? { (range as? RowRange)?.row.map { rows[$0] } }
    func replace(_ range: UITextRange, withText text: String) {}
    // Positions are the places between rows; a range covers one row.
    final class RowPosition: UITextPosition, @unchecked Sendable {
        let index: Int
        init(_ index: Int) { self.index = index }
    }
    var beginningOfDocument: UITextPosition { RowPosition(0) }
    var endOfDocument: UITextPosition { RowPosition(rows.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? RowPosition, let to = toPosition as? RowPosition, abs(to.index - from.index) == 1 else { return nil }
        return RowRange(row: min(from.index, to.index))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position as? RowPosition, (0...rows.count).contains(start.index + offset) else { return nil }
        return RowPosition(start.index + offset)
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? RowPosition)?.index ?? 0) - ((from as? RowPosition)?.index ?? 0)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let difference = offset(from: position, to: other)
        return difference > 0 ? .orderedAscending : (difference == 0 ? .orderedSame : .orderedDescending)
    }
    var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    var hasText: Bool { !rows.isEmpty }
    func insertText(_ text: String) {}
    func deleteBackward() {}
}

/// Keeps the matching rows and the highlighted one itself; the base class stores nothing.
@MainActor
private final class RowFindSession: UIFindSession {
    private weak var list: RowListView?
    private var matches: [Int] = []
    private var current = -1
    private(set) var queries: [String] = []

    init(list: RowListView) {
        self.list = list
        super.init()
        searchResultDisplayStyle = .currentAndTotal
    }

    override var resultCount: Int { matches.count }
    override var highlightedResultIndex: Int { current }

    override func performSearch(query: String, options: UITextSearchOptions?) {
        queries.append(query)
        let compare = options?.stringCompareOptions ?? .caseInsensitive
        matches = query.isEmpty ? [] : (list?.rows.indices.filter { list?.rows[$0].range(of: query, options: compare) != nil } ?? [])
        current = matches.isEmpty ? -1 : 0
        list?.highlightedRow = matches.first
        resultsDidChange?(self)
    }

    override func highlightNextResult(in direction: UITextStorageDirection) {
        guard !matches.isEmpty else { return }
        current = (current + (direction == .forward ? 1 : matches.count - 1)) % matches.count
        list?.highlightedRow = matches[current]
        resultsDidChange?(self)
    }
}

@MainActor
@Suite(.serialized)
struct CustomViewFindTests {
    private func makeListHost() -> (TestHost, RowListView) {
        let (host, _, controller) = makeHost()
        let list = RowListView(rows: ["Apples", "Bananas", "Cherries", "Banana bread", "Dates", "banana split"])
        controller.view.addSubview(list)
        list.becomeFirstResponder()
        return (host, list)
    }

    @Test func findKeysReachACustomViewThroughItsInteraction() throws {
        let (host, list) = makeListHost()
        let find = list.findInteraction
        #expect(!list.responds(to: .find), "the view implements no find action itself")
        #expect(host.mainMenuItem(["Edit", "Find", "Find…"]).map(MenuQuery.isEnabled) == true)

        #expect(host.press("f", modifiers: .command))
        #expect(find.isFindNavigatorVisible)
        #expect(find.activeFindSession is RowFindSession)
        #expect(list.sessionsBegun == 1)
        host.type("banana")
        #expect(find.navigatorState.resultText == "1 of 3")
        #expect(list.highlightedRow == 1)
        #expect(host.press("g", modifiers: .command))
        #expect(find.navigatorState.resultText == "2 of 3")
        #expect(list.highlightedRow == 3)
        #expect(host.press("g", modifiers: [.command, .shift]))
        #expect(host.press("g", modifiers: [.command, .shift]))
        #expect(find.navigatorState.resultText == "3 of 3", "Ctrl+Shift+G wraps backwards")
        #expect(list.highlightedRow == 5)

        // Escape gives the keyboard back to the list; Ctrl+E searches for its selected row.
        host.press(UIKeyCommand.inputEscape)
        #expect(!find.isFindNavigatorVisible)
        #expect(list.isFirstResponder)
        list.selectedRow = 4
        #expect(host.press("e", modifiers: .command))
        #expect(find.searchText == "Dates")
        #expect(host.press("g", modifiers: .command), "Find Next starts a session for the new text")
        #expect(list.highlightedRow == 4)
        #expect((find.activeFindSession as? RowFindSession)?.queries.last == "Dates")
    }

    @Test func useSelectionForFindNeedsSelectedText() {
        let (host, list) = makeListHost()
        list.selectedRow = nil
        #expect(host.mainMenuItem(["Edit", "Find", "Use Selection for Find"]).map(MenuQuery.isEnabled) == false)
        list.selectedRow = 0
        UIMenuSystem.main.setNeedsRevalidate()  // the app's selection change, as a text view reports its own
        host.settle()
        #expect(host.mainMenuItem(["Edit", "Find", "Use Selection for Find"]).map(MenuQuery.isEnabled) == true)
    }

    /// The options menu is the standard one unless the provider changes it; its toggles search again.
    @Test func optionsMenuProviderShapesTheOptionsMenu() throws {
        let (host, list) = makeListHost()
        let find = list.findInteraction
        host.press("f", modifiers: .command)
        host.type("BANANA")
        #expect(find.navigatorState.resultText == "1 of 3", "case is ignored by default")

        let standard = MenuQuery.visibleTitles(of: find.optionsMenu)
        #expect(standard == ["Match Case", "Contains", "Starts With", "Whole Words", "Regular Expression", "Ignore Diacritics"])
        let matchCase = try #require(MenuQuery.element(at: ["Match Case"], in: find.optionsMenu) as? UIAction)
        #expect(matchCase.state == .off)
        #expect(host.application.perform(matchCase))
        #expect(find.navigatorState.resultText == "No results", "Match Case searched again")
        #expect((MenuQuery.element(at: ["Match Case"], in: find.optionsMenu) as? UIAction)?.state == .on)

        // The provider keeps only the word choices and adds the app's own toggle.
        var providedWith: [UIMenuElement] = []
        var onlyFruitRows = false
        find.optionsMenuProvider = { standard in
            providedWith = standard
            return UIMenu(children: [standard[1], UIAction(title: "Only Fruit", state: onlyFruitRows ? .on : .off) { _ in onlyFruitRows.toggle() }])
        }
        #expect(MenuQuery.visibleTitles(of: find.optionsMenu) == ["Contains", "Starts With", "Whole Words", "Only Fruit"])
        #expect(providedWith.count == 3)
        let wholeWords = try #require(MenuQuery.element(at: ["Whole Words"], in: find.optionsMenu))
        #expect(host.application.perform(wholeWords))
        #expect(find.options.wordMatchMethod == .fullWord)
        let fruit = try #require(MenuQuery.element(at: ["Only Fruit"], in: find.optionsMenu))
        #expect(host.application.perform(fruit))
        #expect(onlyFruitRows)
        find.optionsMenuProvider = { _ in nil }
        #expect(MenuQuery.visibleTitles(of: find.optionsMenu) == standard, "nil keeps the standard menu")
    }
}
