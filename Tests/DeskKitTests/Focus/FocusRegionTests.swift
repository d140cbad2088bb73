import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Foundation
import Testing

/// A row of the sidebar that Tab and the arrows can reach.
@MainActor
private final class SidebarRow: UIView {
    let title: String

    init(_ title: String, frame: CGRect) {
        self.title = title
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
    required convenience init() { self.init("", frame: .zero) }

    override var canBecomeFocused: Bool { true }
}

/// The keyboard navigation sample's window (a split view: its samples in a sidebar, the chosen
/// one beside it), with a text view showing the sample's read-me in the content column and a
/// Share button in the content's navigation bar.
@MainActor
private struct SampleWindow {
    static let sample = "uikit-navigating-an-app-s-user-interface-using-a-keyboard"

    let host: TestHost
    let split = UISplitViewController(style: .doubleColumn)
    let menu = UIViewController()
    let detail = RecordingViewController()
    let sidebar: UINavigationController
    let content: UINavigationController
    let rows: [SidebarRow]
    let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 800, height: 700))
    var window: UIWindow { host.keyWindow! }

    init(width: CGFloat = 1200) throws {
        try #require(PortingCorpus.isPresent)
        // The sidebar lists the samples by the titles their sources give them.
        let titles = PortingCorpus.files(in: Self.sample, endingIn: ["Sample.swift"]).values
            .compactMap { $0.firstMatch(of: /static var title = "([^"]+)"/).map { String($0.1) } }.sorted()
        try #require(titles.count >= 3)
        sidebar = UINavigationController(rootViewController: menu)
        content = UINavigationController(rootViewController: detail)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        rows = titles.enumerated().map { SidebarRow($1, frame: CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44)) }
        for row in rows { menu.view.addSubview(row) }
        let readMe = try #require(PortingCorpus.files(in: Self.sample, endingIn: ["README.md"])["\(Self.sample)/README.md"])
        textView.text = readMe
        textView.isFindInteractionEnabled = true
        detail.view.addSubview(textView)
        detail.navigationItem.title = "README"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share")
        host = makeHost(root: split)
        window.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        window.layoutIfNeeded()
        _ = textView.becomeFirstResponder()
    }

    var focusedRow: String? { (window.focusedView as? SidebarRow)?.title }
}

@MainActor
@Suite("F6 between a window's regions")
struct FocusRegionTests {
    @Test("F6 goes from the document to the bar, the sidebar and back, and tells the presenter each time")
    func f6CyclesBarSidebarAndContent() throws {
        let sample = try SampleWindow()
        let window = sample.window
        #expect(window.focusRegions == [.navigationBar, .content(sample.sidebar.view), .content(sample.content.view)])
        #expect(window.focusRegion == .content(sample.content.view))
        let told = sample.host.focusRegionChangeCount

        // From the document (the last region) round to the bar; the text view stays first
        // responder there, so shortcuts still reach it.
        #expect(sample.host.pressF6())
        #expect(window.focusRegion == .navigationBar)
        #expect(sample.host.presentedFocusRegion == .navigationBar)
        #expect(sample.textView.isFirstResponder)

        // On to the sidebar: its first row takes the focus and the text lets the keyboard go.
        #expect(sample.host.pressF6())
        #expect(sample.host.presentedFocusRegion == .content(sample.sidebar.view))
        #expect(sample.focusedRow == "Focus Guides")
        #expect(!sample.textView.isFirstResponder)
        #expect(sample.host.press(UIKeyCommand.inputDownArrow))
        #expect(sample.host.press(UIKeyCommand.inputDownArrow))
        #expect(sample.focusedRow == "Groups")

        // On to the document, which gets the keyboard back; typing reaches it.
        #expect(sample.host.pressF6())
        #expect(sample.host.presentedFocusRegion == .content(sample.content.view))
        #expect(sample.textView.isFirstResponder)
        let before = sample.textView.text.count
        sample.host.type("x")
        #expect(sample.textView.text.count == before + 1)

        // Shift+F6 goes back to the sidebar's row that had the focus, then up to the bar.
        #expect(sample.host.pressF6(backward: true))
        #expect(sample.focusedRow == "Groups")
        #expect(!sample.textView.isFirstResponder)
        #expect(sample.host.pressF6(backward: true))
        #expect(sample.host.presentedFocusRegion == .navigationBar)
        #expect(sample.host.focusRegionChangeCount == told + 5)
    }

    @Test("Esc in the bar goes back to where the keyboard was, and a new first responder takes it from the bar")
    func escapeAndNewFirstResponderLeaveTheBar() throws {
        let sample = try SampleWindow()
        let window = sample.window
        #expect(sample.host.pressF6())
        #expect(window.isKeyboardInNavigationBar)
        let before = sample.textView.text
        #expect(sample.host.pressEscape())
        #expect(sample.host.presentedFocusRegion == .content(sample.content.view))
        #expect(sample.textView.isFirstResponder)
        #expect(sample.textView.text == before, "Esc did not reach the text")

        // Ctrl+F in the bar (the document is still first responder) opens the find bar, whose
        // navigator takes the keyboard: the presenter is told it left the bar.
        #expect(sample.host.pressF6())
        #expect(window.focusRegion == .navigationBar)
        #expect(sample.host.press("f", modifiers: .command))
        #expect(!window.isKeyboardInNavigationBar)
        #expect(window.focusRegion == .findBar)
        #expect(sample.host.presentedFocusRegion == .findBar)
    }

    @Test("The find bar is a region between the bar and the content while it shows")
    func findBarJoinsWhileShown() throws {
        let sample = try SampleWindow()
        let window = sample.window
        let find = try #require(sample.textView.findInteraction)
        #expect(sample.host.press("f", modifiers: .command))
        #expect(find.navigatorView.isFirstResponder)
        #expect(window.focusRegions == [.navigationBar, .findBar, .content(sample.sidebar.view), .content(sample.content.view)])

        // F6 from the find bar to the sidebar: the navigator lets the keyboard go but stays open.
        #expect(sample.host.pressF6())
        #expect(sample.focusedRow == "Focus Guides")
        #expect(!find.navigatorView.isFirstResponder)
        #expect(find.isFindNavigatorVisible)
        #expect(sample.host.pressF6())
        #expect(sample.textView.isFirstResponder)
        // Round to the bar and into the find bar, whose field takes typing again.
        #expect(sample.host.pressF6())
        #expect(sample.host.pressF6())
        #expect(sample.host.presentedFocusRegion == .findBar)
        #expect(find.navigatorView.isFirstResponder)
        sample.host.type("keyboard")
        #expect(find.navigatorState.searchText == "keyboard")

        // F6 into the bar from the find bar, then Esc: back to the find bar.
        #expect(sample.host.pressF6(backward: true))
        #expect(window.focusRegion == .navigationBar)
        #expect(sample.host.pressEscape())
        #expect(window.focusRegion == .findBar)
        #expect(find.isFindNavigatorVisible, "Esc left the bar and did not close the find bar")

        // Closed, it is no region any more.
        #expect(sample.host.pressEscape())
        #expect(!find.isFindNavigatorVisible)
        #expect(!window.focusRegions.contains(.findBar))
    }

    @Test("A collapsed split has one pane, and a window with nothing else to go to does not take F6")
    func regionsFollowWhatShows() throws {
        let narrow = try SampleWindow(width: 600)
        #expect(narrow.split.isCollapsed)
        #expect(narrow.window.focusRegions == [.navigationBar, .content(narrow.content.view)])

        // A plain title shows no bar: one region, and F6 is left to the app.
        let (host, _, controller) = makeHost()
        let typing = TypingView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        controller.view.addSubview(typing)
        _ = typing.becomeFirstResponder()
        #expect(host.keyWindow?.focusRegions == [.content(controller.view)])
        let told = host.focusRegionChangeCount
        #expect(!host.pressF6())
        #expect(!host.pressF6(backward: true))
        #expect(host.focusRegionChangeCount == told)
        #expect(typing.isFirstResponder)
    }

    @Test("A key command for F6 takes it only with priority over the system's behaviour")
    func keyCommandWithPriorityTakesF6() throws {
        let sample = try SampleWindow()
        sample.detail.implementActions("toggleOutline:")
        sample.detail.extraKeyCommands = [UIKeyCommand(input: UIKeyCommand.inputF6, modifierFlags: [], action: "toggleOutline:")]
        #expect(sample.host.pressF6())
        #expect(sample.window.focusRegion == .navigationBar)
        #expect(sample.detail.performed.isEmpty)
        #expect(sample.host.pressEscape())

        sample.detail.extraKeyCommands[0].wantsPriorityOverSystemBehavior = true
        let told = sample.host.focusRegionChangeCount
        #expect(sample.host.pressF6())
        #expect(sample.detail.performed == ["toggleOutline:"])
        #expect(sample.window.focusRegion == .content(sample.content.view))
        #expect(sample.host.focusRegionChangeCount == told)
        // Shift+F6 is another combination: it still moves, back to the sidebar.
        #expect(sample.host.pressF6(backward: true))
        #expect(sample.window.focusRegion == .content(sample.sidebar.view))
    }
}
