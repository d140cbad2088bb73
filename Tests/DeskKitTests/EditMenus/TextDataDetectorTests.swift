import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct TextDataDetectorTests {
    private func launch(_ text: String, selecting selection: String) -> (TestHost, SeedTextViewController) {
        UIPasteboard.general.strings = nil
        let controller = SeedTextViewController()
        let host = makeHost(showing: controller)
        controller.textView.text = text
        controller.textView.selectedRange = (text as NSString).range(of: selection)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        return (host, controller)
    }

    @Test func addressesGetMapsActionsAheadOfTheSystemOnes() {
        let (host, _) = launch("Our office: 10 rue de la Paix, 75002 Paris", selecting: "10 rue de la Paix, 75002 Paris")
        #expect(host.editMenuTitles == ["Open in Maps", "Get Directions", "Cut", "Copy", "Delete", "Select All", "Highlight", "Insert Photo"])
        #expect(host.chooseEditMenuItem(["Open in Maps"]))
        #expect(host.openedURLs.last?.absoluteString == "geo:0,0?q=10%20rue%20de%20la%20Paix,%2075002%20Paris")
    }

    @Test func linksOpenAndCopy() {
        let (host, _) = launch("Read https://swift.org/documentation today", selecting: "https://swift.org/documentation")
        #expect(host.editMenuTitles.prefix(2) == ["Open Link", "Copy Link"])
        #expect(host.chooseEditMenuItem(["Open Link"]))
        #expect(host.openedURLs == [URL(string: "https://swift.org/documentation")!])
    }

    @Test func emailAndPhoneActions() {
        let (host, controller) = launch("Mail anna@example.com", selecting: "anna@example.com")
        #expect(host.editMenuTitles.prefix(2) == ["Compose Email", "Copy Email Address"])
        #expect(host.chooseEditMenuItem(["Compose Email"]))
        #expect(host.openedURLs.last == URL(string: "mailto:anna@example.com"))
        controller.textView.text = "Call +44 20 7946 0958"
        controller.textView.selectedRange = NSRange(location: 5, length: 16)
        host.rightClick(at: CGPoint(x: 100, y: 100))
        #expect(host.editMenuTitles.prefix(2) == ["Call +44 20 7946 0958", "Copy Phone Number"])
        #expect(host.chooseEditMenuItem(["Call +44 20 7946 0958"]))
        #expect(host.openedURLs.last == URL(string: "tel:+442079460958"))
    }

    @Test func datesAddAnEventFileToTheCalendar() throws {
        let (host, _) = launch("Launch on March 15, 2024 at 1:30 pm!", selecting: "March 15, 2024 at 1:30 pm")
        #expect(host.chooseEditMenuItem(["Add to Calendar"]))
        let url = try #require(host.openedURLs.last)
        #expect(url.isFileURL && url.pathExtension == "ics")
        let ics = try String(contentsOf: url, encoding: .utf8)
        #expect(ics.contains("DTSTART:20240315T133000\r\n"))
        #expect(ics.contains("DTEND:20240315T143000\r\n"))
        #expect(ics.contains("SUMMARY:March 15\\, 2024 at 1:30 pm\r\n"))
        try? FileManager.default.removeItem(at: url)
    }

    @Test func conversionsShowInlineAndCopyTheirResult() {
        let userLocale = DataDetectorMenu.numberLocale
        defer { DataDetectorMenu.numberLocale = userLocale }
        DataDetectorMenu.numberLocale = Locale(identifier: "en_US")
        let (host, _) = launch("The board is 12 in wide", selecting: "12 in")
        #expect(host.editMenuTitles.first == "12 in = 30.48 cm")
        #expect(host.chooseEditMenuItem(["12 in = 30.48 cm"]))
        #expect(UIPasteboard.general.string == "30.48 cm")
    }

    @Test func conversionsCopyTheirResultInTheUsersNumberLocale() {
        let userLocale = DataDetectorMenu.numberLocale
        defer { DataDetectorMenu.numberLocale = userLocale }
        DataDetectorMenu.numberLocale = Locale(identifier: "de_DE")
        let (host, _) = launch("Die Platte ist 12 in breit", selecting: "12 in")
        #expect(host.editMenuTitles.first == "12 in = 30,48 cm")
        #expect(host.chooseEditMenuItem(["12 in = 30,48 cm"]))
        #expect(UIPasteboard.general.string == "30,48 cm")
    }

    @Test func allDayEventsSpanOneDay() {
        let event = CalendarEvent(title: "New Year", start: DateComponents(year: 2024, month: 12, day: 31))
        let ics = event.icsText(stamp: Date(timeIntervalSince1970: 0))
        #expect(ics.contains("DTSTART;VALUE=DATE:20241231\r\n"))
        #expect(ics.contains("DTEND;VALUE=DATE:20250101\r\n"))
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
    }
}
