import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// present and dismiss: sheets in their own window, full-screen styles in the presenter's, the links, callbacks and completions.
@MainActor
@Suite struct PresentationTests {
    @Test func presentShowsASheetAndDismissTakesItAway() throws {
        let log = AppearanceLog()
        let editor = AppearanceLoggingController("Editor", log: log)
        let host = makeHost(root: editor)
        let window = try #require(host.keyWindow)
        window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
        log.entries = []
        let sheet = AppearanceLoggingController("Sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        var completions = 0
        editor.present(sheet, animated: true) { completions += 1 }
        #expect(editor.presentedViewController === sheet && sheet.presentingViewController === editor)
        // A sheet is a window of its own over the presenter's, and takes the keyboard.
        let sheetWindow = try #require(host.sheets.last)
        #expect(sheetWindow.parent === window && sheetWindow.sheet !== window)
        #expect(sheet.view.window === sheetWindow.sheet && sheetWindow.sheet.rootViewController === sheet)
        #expect(!window.subviews.contains { $0 === sheet.view })
        #expect(sheetWindow.sheet.frame.size == CGSize(width: 540, height: 620))
        #expect(host.keyWindow === sheetWindow.sheet)
        #expect(log.take() == ["Sheet will appear", "Sheet did appear"])

        let second = AppearanceLoggingController("Second", log: log)
        editor.present(second, animated: true)
        #expect(editor.presentedViewController === sheet)
        #expect(second.presentingViewController == nil)

        sheet.dismiss(animated: true) { completions += 1 }
        #expect(editor.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.view.superview == nil && host.sheets.isEmpty)
        #expect(!host.windows.contains { $0 === sheetWindow.sheet })
        #expect(host.keyWindow === window)
        #expect(log.take() == ["Sheet will disappear", "Sheet did disappear"])
        #expect(completions == 2)
    }

    @Test func fullScreenFillsTheWindowAndShowPushesInANavigationController() throws {
        let log = AppearanceLog()
        let root = AppearanceLoggingController("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let host = makeHost(root: navigation)
        let window = try #require(host.keyWindow)
        let detail = AppearanceLoggingController("Detail", log: log)
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        let cover = AppearanceLoggingController("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        detail.present(cover, animated: false)
        #expect(cover.view.frame == window.bounds)
        detail.dismiss(animated: false)
        #expect(cover.view.superview == nil)
    }

    /// As in UIKit: the presenter keeps what it presented alive until it is dismissed, and the
    /// presented controller does not keep its presenter alive.
    @Test func thePresenterOwnsThePresentedController() throws {
        let log = AppearanceLog()
        let editor = AppearanceLoggingController("Editor", log: log)
        let host = makeHost(root: editor)
        let window = try #require(host.keyWindow)
        weak var presented: UIViewController?
        do {
            let sheet = AppearanceLoggingController("Sheet", log: log)
            presented = sheet
            editor.present(sheet, animated: false)
        }
        #expect(presented != nil, "nothing but the presenter holds the sheet")
        #expect(presented?.presentingViewController === editor)
        #expect(presented?.view.window === host.sheets.last?.sheet)
        presented?.dismiss(animated: false)
        #expect(presented == nil, "dismissed, the sheet is released")

        weak var released: UIViewController?
        let cover = UIViewController()
        do {
            let presenter = UIViewController()
            released = presenter
            window.addSubview(presenter.view)
            presenter.present(cover, animated: false)
            presenter.view.removeFromSuperview()
        }
        #expect(released == nil, "a presented controller does not keep its presenter")
        #expect(cover.presentingViewController == nil)
    }
}
