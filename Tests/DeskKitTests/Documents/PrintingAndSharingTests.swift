import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite("Printing and sharing as apps set them up")
struct PrintingAndSharingTests {
    @Test("Attributed text prints its characters in its own point size")
    func attributedTextPrints() {
        let text = NSMutableAttributedString(string: "Oct 3, 2026 at 9:41")
        text.setAttributes([.font: UIFont(name: "Helvetica", size: 32) as Any], range: NSRange(location: 0, length: text.length))
        let formatter = UISimpleTextPrintFormatter(attributedText: text)
        #expect(formatter.text == "Oct 3, 2026 at 9:41")
        #expect(formatter.font?.pointSize == 32)
        #expect(formatter.font?.familyName == "Helvetica")
        #expect(formatter.startPage == 0)
        #expect(UISimpleTextPrintFormatter(attributedText: NSAttributedString(string: "")).font == nil)
    }

    @Test("Print info from a dictionary keeps the job name and output type it gives")
    func printInfoFromDictionary() {
        let plain = UIPrintInfo(dictionary: nil)
        #expect(plain.jobName == "" && plain.outputType == .general)
        let named = UIPrintInfo(dictionary: ["jobName": "Print Item", "outputType": UIPrintInfo.OutputType.grayscale.rawValue])
        #expect(named.jobName == "Print Item" && named.outputType == .grayscale)
        let controller = UIPrintInteractionController()
        #expect(controller !== UIPrintInteractionController.shared)
    }

    @Test("Fonts asked for by name keep the family; an empty name gives none")
    func fontsByName() {
        #expect(UIFont(name: "DejaVu Serif", size: 20)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "  ", size: 20) == nil)
        #expect(UIFont.systemFont(ofSize: 12).familyName == nil)
    }

    @Test("A share sheet presents as a popover anchored where the app says; a page sheet has no popover")
    func shareSheetsArePopovers() {
        let sheet = UIActivityViewController(activityItems: ["Item 1"], applicationActivities: nil)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        sheet.popoverPresentationController?.sourceView = label
        sheet.popoverPresentationController?.sourceRect = label.bounds
        #expect(sheet.popoverPresentationController?.sourceView === label)
        #expect(sheet.popoverPresentationController?.sourceRect == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(sheet.popoverPresentationController?.permittedArrowDirections == .any)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        #expect(page.popoverPresentationController == nil)
    }

    @Test("A context menu named by an NSString carries that name")
    func contextMenuIdentifiers() {
        #expect(UIContextMenuConfiguration(identifier: NSString("detail"), previewProvider: nil) { _ in nil }.identifier == "detail")
        #expect(UIContextMenuConfiguration(identifier: "row-3").identifier == "row-3")
    }

    @Test("A plain colour is fully transparent")
    func plainColour() {
        #expect(UIColor().alpha == 0)
    }
}
