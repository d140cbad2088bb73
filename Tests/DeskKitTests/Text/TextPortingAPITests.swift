@testable import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// UIKit text API that ported iPad code calls beyond the delegate: character ranges at a point,
/// marked text, paragraph styles in attributed strings.
@MainActor
struct TextPortingAPITests {
    @Test func characterRangeAtAPointCoversTheWholeCharacterThere() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.text = "e\u{301}x👍🏽"
        let first = try #require(view.characterRange(at: CGPoint(x: 0, y: 10)) as? TextRange)
        #expect(first.byteRange == 0..<3, "the accent belongs to the e")
        let last = try #require(view.characterRange(at: CGPoint(x: 399, y: 10)) as? TextRange)
        #expect(view.text(in: last) == "👍🏽")
        #expect(view.markedTextRange == nil)
        view.text = ""
        #expect(view.characterRange(at: .zero) == nil)
    }

    @Test func paragraphStylesCopyTheirValuesAndTravelInAttributedStrings() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        style.lineSpacing = 9
        #expect(frozen.lineSpacing == 4 && frozen.alignment == .center)
        let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
        again.setParagraphStyle(style)
        #expect(again.lineSpacing == 9)
        #expect(NSParagraphStyle.default.lineSpacing == 0)
        let string = NSAttributedString(string: "x", attributes: [.paragraphStyle: frozen, .kern: 1.5])
        let read = string.attributes(at: 0, effectiveRange: nil)
        #expect((read[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == 4)
        #expect(read[.kern] as? Double == 1.5)
    }
}
