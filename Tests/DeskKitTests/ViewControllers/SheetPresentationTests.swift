import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Sheets in windows of their own: sizes, the user's dismissal (close button or Esc) with
/// isModalInPresentation and the presentation delegate, keys and the responder chain inside.
@MainActor
@Suite struct SheetPresentationTests {
    /// Records the delegate calls in order; refuses while `allows` is false.
    final class DelegateLog: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var allows = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("should")
            return allows
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempted") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("did \(presentationController.presentedViewController.title ?? "")")
        }
    }

    private func presentSheet(_ style: UIModalPresentationStyle = .formSheet) throws -> (TestHost, UIWindow, UIViewController, UIViewController) {
        let editor = UIViewController()
        let host = makeHost(root: editor)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        let sheet = UIViewController()
        sheet.title = "Settings"
        sheet.modalPresentationStyle = style
        editor.present(sheet, animated: true)
        return (host, window, editor, sheet)
    }

    @Test func sheetStylesGetAWindowSizedByStyleOrPreferredContentSize() throws {
        for (style, size) in [(UIModalPresentationStyle.formSheet, CGSize(width: 540, height: 620)),
                              (.pageSheet, CGSize(width: 704, height: 760)), (.automatic, CGSize(width: 704, height: 760)),
                              (.popover, CGSize(width: 540, height: 620))] {
            let (host, window, _, sheet) = try presentSheet(style)
            let shown = try #require(host.sheets.last, "\(style)")
            #expect(shown.parent === window && sheet.view.window === shown.sheet)
            #expect(shown.sheet.frame.size == size, "\(style)")
            #expect(sheet.presentationController?.containerView === shown.sheet)
            #expect(sheet.presentationController?.presentationStyle == style)
        }
        let editor = UIViewController()
        let host = makeHost(root: editor)
        let sized = UIViewController()
        sized.preferredContentSize = CGSize(width: 420, height: 300)
        editor.present(sized, animated: false)
        #expect(host.sheets.last?.sheet.frame.size == CGSize(width: 420, height: 300))

        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext] {
            let (host, window, _, cover) = try presentSheet(style)
            #expect(host.sheets.isEmpty && cover.view.superview === window, "\(style)")
            #expect(cover.view.frame == window.bounds)
        }
    }

    @Test func closingTheSheetDismissesItAndTellsTheDelegate() throws {
        let (host, window, editor, sheet) = try presentSheet()
        let delegate = DelegateLog()
        sheet.presentationController?.delegate = delegate
        #expect(host.closeSheet())
        #expect(delegate.calls == ["should", "will", "did Settings"])
        #expect(editor.presentedViewController == nil && host.sheets.isEmpty)
        #expect(host.keyWindow === window)

        // A dismissal from code tells the delegate nothing.
        let second = UIViewController()
        let secondDelegate = DelegateLog()
        second.presentationController?.delegate = secondDelegate  // set before presenting, as apps do
        editor.present(second, animated: true)
        #expect(host.sheets.count == 1)
        second.dismiss(animated: true)
        #expect(secondDelegate.calls.isEmpty && host.sheets.isEmpty)
    }

    @Test func modalInPresentationAndTheDelegateRefuseTheUsersDismissal() throws {
        let (host, _, editor, sheet) = try presentSheet()
        let delegate = DelegateLog()
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        #expect(!host.closeSheet())
        #expect(host.press(UIKeyCommand.inputEscape), "Esc is taken even when refused")
        #expect(delegate.calls == ["attempted", "attempted"])
        #expect(editor.presentedViewController === sheet && host.sheets.count == 1)

        sheet.isModalInPresentation = false
        delegate.allows = false
        delegate.calls = []
        #expect(!host.closeSheet())
        #expect(delegate.calls == ["should", "attempted"])
        #expect(host.sheets.count == 1)

        delegate.allows = true
        delegate.calls = []
        #expect(host.press(UIKeyCommand.inputEscape))
        #expect(delegate.calls == ["should", "will", "did Settings"])
        #expect(host.sheets.isEmpty && editor.presentedViewController == nil)
    }

    /// A child (the navigation controller's top) can make the sheet modal, and reaches the
    /// presentation controller through its container, as UIKit apps do.
    @Test func aChildShowingInTheSheetCanMakeItModal() throws {
        let editor = UIViewController()
        let host = makeHost(root: editor)
        let form = UIViewController()
        form.title = "New Item"
        let navigation = UINavigationController(rootViewController: form)
        editor.present(navigation, animated: true)
        let delegate = DelegateLog()
        form.presentationController?.delegate = delegate
        #expect(form.presentationController === navigation.presentationController)
        form.isModalInPresentation = true
        #expect(!host.closeSheet())
        #expect(delegate.calls == ["attempted"])
        form.isModalInPresentation = false
        #expect(host.closeSheet())
        #expect(delegate.calls.suffix(2) == ["will", "did "])
    }

    @Test func keyCommandsAndTheResponderChainWorkInsideTheSheet() throws {
        final class Editor: UIViewController {
            var saved = 0
            override func registerActions() {
                super.registerActions()
                implement("save:") { responder, _ in (responder as? Editor)?.saved += 1 }
            }
        }
        final class Form: UIViewController {
            var escapes = 0
            var handlesEscape = false
            override func registerActions() {
                super.registerActions()
                implement("cancelForm:") { responder, _ in (responder as? Form)?.escapes += 1 }
            }
            override var keyCommands: [UIKeyCommand]? {
                handlesEscape ? [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "cancelForm:")] : nil
            }
        }
        let editor = Editor()
        let host = makeHost(root: editor)
        editor.addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command, action: "save:"))
        let form = Form()
        form.handlesEscape = true
        editor.present(form, animated: true)
        #expect(form.next === editor, "a presented controller's next responder is its presenter")
        // The sheet's chain reaches the presenter, so its key commands and actions work in the sheet.
        #expect(host.press("s", modifiers: .command))
        #expect(editor.saved == 1)
        // The sheet's own Esc command comes before closing the sheet.
        #expect(host.press(UIKeyCommand.inputEscape))
        #expect(form.escapes == 1 && host.sheets.count == 1)
        form.handlesEscape = false
        #expect(host.press(UIKeyCommand.inputEscape))
        #expect(host.sheets.isEmpty && editor.presentedViewController == nil)
    }

    /// An alert over a sheet closes with the sheet; nothing is left over.
    @Test func dismissingTheSheetDismissesWhatItPresented() throws {
        let (host, window, editor, sheet) = try presentSheet()
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.present(alert, animated: true)
        #expect(host.alert === alert)
        editor.dismiss(animated: false)
        #expect(host.alert == nil && host.sheets.isEmpty)
        #expect(sheet.presentedViewController == nil && editor.presentedViewController == nil)
        #expect(host.keyWindow === window)
    }
}
