@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The core tells the presenter of every change to a find navigator, so a presenter that only
/// listens (the headless host here, GTK on screen) always shows what the interaction holds.
@MainActor
@Suite(.serialized)
struct FindNavigatorPresenterTests {
    private func makeTextHost(_ text: String) -> (TestHost, UITextView, UIViewController) {
        let (host, _, controller) = makeHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.text = text
        textView.isFindInteractionEnabled = true
        controller.view.addSubview(textView)
        textView.becomeFirstResponder()
        return (host, textView, controller)
    }

    @Test func theHostShowsWhatTheCorePushesFromOpenToClose() async throws {
        let (host, textView, _) = makeTextHost("Rafters, joists and rafters again.")
        let find = try #require(textView.findInteraction)
        #expect(host.presentedFindNavigator() == nil)

        #expect(host.press("f", modifiers: .command))
        #expect(host.presentedFindNavigator()?.isVisible == true)
        #expect(host.presentedFindNavigator()?.focusedField == .search)

        host.type("rafters")
        await (find.activeFindSession as? UITextSearchingFindSession)?.waitUntilSearchFinished()
        find.updateResultCount()
        #expect(host.presentedFindNavigator()?.searchText == "rafters")
        #expect(host.presentedFindNavigator() == find.navigatorState, "every change reached the presenter")

        // Replace and Tab move the focused field; the presenter hears each.
        #expect(host.press("h", modifiers: .command))
        host.press("\t")
        #expect(host.presentedFindNavigator()?.focusedField == .replace)
        #expect(host.presentedFindNavigator()?.isShowingReplace == true)

        host.press(UIKeyCommand.inputEscape)
        #expect(!find.isFindNavigatorVisible)
        #expect(host.presentedFindNavigator() == nil, "closing the navigator takes it off the screen")
    }

    @Test func theKeyboardLeavingTheNavigatorIsPushed() throws {
        let (host, textView, _) = makeTextHost("Purlins")
        let find = try #require(textView.findInteraction)
        #expect(host.press("f", modifiers: .command))
        let before = host.presentationCountOfFindNavigators
        textView.becomeFirstResponder()
        #expect(!find.navigatorView.isFirstResponder)
        #expect(host.presentationCountOfFindNavigators > before, "the presenter heard that the fields lost the keyboard")
        #expect(host.presentedFindNavigator()?.isVisible == true, "the bar stays, without the keyboard")
    }

    @Test func aTextViewTakenOutOfTheWindowTakesItsNavigatorWithIt() throws {
        let (host, textView, controller) = makeTextHost("Ridge beam")
        #expect(host.press("f", modifiers: .command))
        let window = try #require(textView.window)
        #expect(host.presentedFindNavigator(in: window) != nil)

        textView.removeFromSuperview()
        #expect(host.presentedFindNavigator(in: window) == nil, "the window's bar no longer shows a navigator that left it")
        controller.view.addSubview(textView)
        #expect(host.presentedFindNavigator(in: window)?.isVisible == true, "and shows it again when it comes back")
    }
}
