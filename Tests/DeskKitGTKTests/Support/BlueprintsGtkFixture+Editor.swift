import BlueprintsApp
import DeskKit
import XCTest
@testable import DeskKitGTK

extension BlueprintsGtkFixture {
    /// Opens `url` in the editor and waits until its GTK text view holds all of it with the focus.
    @MainActor
    func showInEditor(_ url: URL) throws -> (UITextView, GtkHostedTextView) {
        let editor = try XCTUnwrap(self.editor)
        editor.open([url])
        try XCTUnwrap(host.window).makeKey()
        let textView = editor.documentTextView
        textView.becomeFirstResponder()
        XCTAssertTrue(GtkApplicationLoop.iterate(until: {
            guard let hosted = self.presenter.hostedTextView(for: textView) else { return false }
            return hosted.isLoaded && hosted.hasFocus && hosted.placement != nil
        }), "the GTK text view never took the document and the focus")
        return (textView, try XCTUnwrap(presenter.hostedTextView(for: textView)))
    }
}
