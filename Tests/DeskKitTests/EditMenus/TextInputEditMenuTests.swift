import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// A text field whose delegate adds Shout after the system's actions when characters are
/// selected, as the seed's text view adds Highlight.
@MainActor
final class TextFieldController: UIViewController, UITextFieldDelegate {
    let field = UITextField(frame: CGRect(x: 50, y: 50, width: 400, height: 30))
    var ranges: [NSRange] = []
    var shouted: [NSRange] = []
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.delegate = self
        view.addSubview(field)
    }

    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        ranges.append(range)
        guard range.length > 0 else { return nil }
        let shout = UIAction(title: "Shout", image: UIImage(systemName: "megaphone")) { _ in self.shouted.append(range) }
        return UIMenu(children: suggestedActions + [shout])
    }

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {
        events.append("will present")
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {
        events.append("will dismiss")
    }
}

/// A custom text view adopting `UITextInput`: tokens of text with a selection, performing Copy
/// and Select All, optionally adding Insert Token to its edit menu.
@MainActor
final class TokenView: UIView, UITextInput {
    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    var markedTextRange: UITextRange? { nil }
    /// No composing here: composed text goes in as typed.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { insertText(markedText ?? "") }
    func unmarkText() {}
    var text = ""
    var selection: Range<Int> = 0..<0
    var addsInsertToken = true
    var menuRanges: [Range<Int>] = []
    var inserted = 0
    var events: [String] = []

    convenience init(frame: CGRect, text: String) {
        self.init(frame: frame)
        self.text = text
        implement(.copy) { responder, _ in
            guard let view = responder as? TokenView, let range = view.selectedTextRange else { return }
            UIPasteboard.general.string = view.text(in: range)
        }
        implement(.selectAll) { responder, _ in
            guard let view = responder as? TokenView else { return }
            view.selection = 0..<view.text.utf8.count
        }
    }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .copy: !selection.isEmpty
        case .selectAll: selection != 0..<text.utf8.count
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        var bytes = Array(self.text.utf8)
        bytes.replaceSubrange(selection, with: Array(text.utf8))
        self.text = String(decoding: bytes, as: UTF8.self)
        let caret = selection.lowerBound + text.utf8.count
        selection = caret..<caret
    }
    func deleteBackward() {}

    var selectedTextRange: UITextRange? {
        get { TextRange(selection, version: 0) }
        set { if let range = newValue as? TextRange { selection = range.byteRange } }
    }

    func text(in range: UITextRange) -> String? {
        guard let range = range as? TextRange, range.byteRange.upperBound <= text.utf8.count else { return nil }
        return String(decoding: Array(text.utf8)[range.byteRange], as: UTF8.self)
    }

    func replace(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextRange else { return }
        selection = range.byteRange
        insertText(text)
    }

    // Positions are byte offsets; offsets count UTF-16 units, as UIKit's do.
    var beginningOfDocument: UITextPosition { TextPosition(offset: 0) }
    var endOfDocument: UITextPosition { TextPosition(offset: text.utf8.count) }
    var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? TextPosition, let to = toPosition as? TextPosition else { return nil }
        return TextRange(min(from.offset, to.offset)..<max(from.offset, to.offset), version: 0)
    }

    private func units(toByte byte: Int) -> Int {
        text.utf16.distance(from: text.utf16.startIndex, to: text.utf8.index(text.utf8.startIndex, offsetBy: byte))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position as? TextPosition else { return nil }
        let target = units(toByte: start.offset) + offset
        guard (0...text.utf16.count).contains(target) else { return nil }
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: target)
        return TextPosition(offset: text.utf8.distance(from: text.utf8.startIndex, to: index))
    }

    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let from = from as? TextPosition, let to = toPosition as? TextPosition else { return 0 }
        return units(toByte: to.offset) - units(toByte: from.offset)
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let lhs = position as? TextPosition, let rhs = other as? TextPosition else { return .orderedSame }
        return lhs < rhs ? .orderedAscending : (lhs == rhs ? .orderedSame : .orderedDescending)
    }

    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        menuRanges.append((textRange as? TextRange)?.byteRange ?? -1..<(-1))
        guard addsInsertToken else { return nil }
        let insert = UIAction(title: "Insert Token") { _ in
            self.inserted += 1
            self.insertText("⟨token⟩")
        }
        return UIMenu(children: suggestedActions + [insert])
    }

    func willPresentEditMenu(with animator: UIEditMenuInteractionAnimating) { events.append("will present") }
    func willDismissEditMenu(with animator: UIEditMenuInteractionAnimating) { events.append("will dismiss") }
}

@MainActor
final class TokenController: UIViewController {
    let tokens = TokenView(frame: CGRect(x: 50, y: 150, width: 400, height: 100), text: "Jello there!")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tokens)
    }
}

@MainActor
@Suite(.serialized)
struct TextInputEditMenuTests {
    private let fieldPoint = CGPoint(x: 100, y: 60)
    private let tokenPoint = CGPoint(x: 100, y: 200)

    private func launchField(_ text: String) -> (TestHost, TextFieldController) {
        UIPasteboard.general.strings = nil
        let controller = TextFieldController()
        let host = makeHost(showing: controller)
        controller.field.text = text
        return (host, controller)
    }

    @Test func textFieldDelegateAddsActionsAfterTheSystemOnes() {
        let (host, controller) = launchField("Jello there!")
        controller.field.select(6..<11)
        host.rightClick(at: fieldPoint)
        #expect(controller.field.isFirstResponder)
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Select All", "Shout"])
        #expect(controller.ranges.last == NSRange(location: 6, length: 5))
        #expect(controller.events == ["will present"])
        #expect(host.chooseEditMenuItem(["Shout"]))
        #expect(controller.shouted == [NSRange(location: 6, length: 5)])
        #expect(controller.events == ["will present", "will dismiss"])
    }

    @Test func nilFromTheFieldDelegateGivesTheStandardMenu() {
        let (host, controller) = launchField("Jello there!")
        controller.field.select(3..<3)
        host.rightClick(at: fieldPoint)
        #expect(controller.ranges.last == NSRange(location: 3, length: 0))
        #expect(host.editMenuTitles == ["Select All"])
        controller.field.delegate = nil
        controller.field.editMenuInteraction.dismissMenu()
        controller.field.select(0..<5)
        host.rightClick(at: fieldPoint)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete", "Select All"])
    }

    @Test func textFieldCutCopyAndPasteGoThroughThePasteboard() {
        let (host, controller) = launchField("Jello there!")
        let field = controller.field
        field.select(0..<5)
        host.rightClick(at: fieldPoint)
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(UIPasteboard.general.string == "Jello")
        field.select(12..<12)
        host.rightClick(at: fieldPoint)
        #expect(host.editMenuTitles.contains("Paste"))
        #expect(host.chooseEditMenuItem(["Paste"]))
        #expect(field.text == "Jello there!Jello")
        field.select(0..<6)
        host.rightClick(at: fieldPoint)
        #expect(host.chooseEditMenuItem(["Cut"]))
        #expect(field.text == "there!Jello")
        #expect(UIPasteboard.general.string == "Jello ")
        // A multi-line paste becomes one line in a field.
        UIPasteboard.general.string = "a\nb"
        field.select(0..<0)
        host.rightClick(at: fieldPoint)
        #expect(host.chooseEditMenuItem(["Paste"]))
        #expect(field.text == "a bthere!Jello")
    }

    @Test func tappingAFocusedFieldShowsTheCompactMenuWithDataDetectors() {
        let (host, controller) = launchField("Run 12 km today")
        host.tap(at: fieldPoint)
        #expect(controller.field.isFirstResponder)
        #expect(host.editMenu == nil)
        controller.field.select(4..<9)
        host.tap(at: fieldPoint)
        #expect(host.editMenu?.kind == .compact)
        let titles = host.editMenuTitles
        #expect(titles.first?.hasPrefix("12 km = ") == true, "\(titles)")
        #expect(titles.contains("Shout"))
    }

    @Test func customTextInputCustomizesItsMenuThroughEditMenuFor() {
        UIPasteboard.general.strings = nil
        let controller = TokenController()
        let host = makeHost(showing: controller)
        let tokens = controller.tokens
        tokens.selection = 0..<5
        host.rightClick(at: tokenPoint)
        #expect(tokens.isFirstResponder)
        #expect(host.editMenu?.kind == .contextMenu)
        #expect(host.editMenuTitles == ["Copy", "Select All", "Insert Token"])
        #expect(tokens.menuRanges == [0..<5])
        #expect(tokens.events == ["will present"])
        #expect(host.chooseEditMenuItem(["Copy"]))
        #expect(UIPasteboard.general.string == "Jello")
        #expect(tokens.events == ["will present", "will dismiss"])

        host.tap(at: tokenPoint)
        #expect(host.editMenu?.kind == .compact)
        #expect(host.chooseEditMenuItem(["Insert Token"]))
        #expect(tokens.text == "⟨token⟩ there!")
    }

    @Test func nilFromEditMenuForGivesTheStandardMenu() {
        UIPasteboard.general.strings = nil
        let controller = TokenController()
        let host = makeHost(showing: controller)
        let tokens = controller.tokens
        tokens.addsInsertToken = false
        tokens.selection = 6..<11
        host.rightClick(at: tokenPoint)
        #expect(host.editMenuTitles == ["Copy", "Select All"])
        #expect(tokens.menuRanges == [6..<11])
    }

    @Test func aPlainViewGetsNoTextMenu() {
        let controller = TokenController()
        let host = makeHost(showing: controller)
        let plain = UIView(frame: CGRect(x: 500, y: 150, width: 100, height: 100))
        controller.view.addSubview(plain)
        host.rightClick(at: CGPoint(x: 550, y: 200))
        #expect(host.editMenu == nil)
    }
}

/// The compact menu is laid out with the presenter's measured title widths, not the estimate.
@MainActor
@Suite(.serialized)
struct MeasuredEditMenuTests {
    @Test func presenterWidthsDecideTheItemsAndThePages() throws {
        let controller = TextFieldController()
        let host = makeHost(showing: controller)
        controller.field.text = "Jello there!"
        controller.field.select(0..<5)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.tap(at: CGPoint(x: 100, y: 60))
        let estimated = try #require(host.editMenu)
        #expect(estimated.pageLayout.pages.count == 1)

        // Titles measured 300 points wide: each item is its title plus padding, and pages split.
        var measured: [String] = []
        host.measureEditMenuTitle = { title in
            measured.append(title)
            return 300
        }
        controller.field.editMenuInteraction.dismissMenu()
        host.tap(at: CGPoint(x: 100, y: 60))
        let presentation = try #require(host.editMenu)
        let metrics = EditMenuMetrics.standard
        let actions = presentation.items.filter { $0.kind == .action }
        #expect(!actions.isEmpty)
        #expect(actions.allSatisfy { $0.width == 300 + 2 * metrics.itemPadding })
        #expect(Set(measured).isSuperset(of: ["Cut", "Copy", "Shout"]))
        let expected = EditMenuPageLayout(
            itemWidths: presentation.items.map(\.width), availableWidth: presentation.window.bounds.width - 2 * metrics.windowMargin,
            pageButtonWidth: metrics.pageButtonWidth)
        #expect(presentation.pageLayout == expected)
        #expect(presentation.pageLayout.pages.count > 1)
    }
}
