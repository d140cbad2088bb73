@testable import DeskKit
import Foundation

/// Navigation bar customization files as they might be found on disk, fitted to random offers.
///
/// Input: an offer byte per group (low bits: optional, in default), a zero byte, then the file.
/// The file either loads or fails with its own error; a loaded arrangement, fitted to the offers,
/// shows each offered group at most once, never an unoffered one, and every movable one.
@MainActor
enum BarCustomizationFuzzer {
    static let identifier = "org.deskkit.fuzz.bar"
    static let names = ["bold", "italic", "share", "find", "", "..", "../../etc", "/tmp/x", "bold "]

    static func run(_ input: FuzzInput) {
        var input = input
        let offers = input.chunk().prefix(12).enumerated().map { position, code in
            NavigationBarCustomization.Offer(
                identifier: names[Int(code >> 2) % names.count] + (code & 0x80 != 0 ? "\(position)" : ""),
                isOptional: code & 1 != 0, isInDefault: code & 2 != 0)
        }
        let data = Data(input.remaining)
        let saved: NavigationBarCustomization
        do {
            saved = try NavigationBarCustomizationStore.decode(data, identifier: identifier, path: "fuzz.json")
        } catch {
            guard !error.description.isEmpty else { fuzzFailure("an error without words: \(error)") }
            check(NavigationBarCustomization.defaults(for: offers), offers: offers, isDefault: true)
            return
        }
        check(saved.reconciled(with: offers), offers: offers, isDefault: false)
    }

    private static func check(_ arrangement: NavigationBarCustomization, offers: [NavigationBarCustomization.Offer], isDefault: Bool) {
        let offered = Set(offers.map(\.identifier))
        guard Set(arrangement.shownGroups).count == arrangement.shownGroups.count || isDefault else {
            fuzzFailure("a group shows twice: \(arrangement.shownGroups)")
        }
        guard arrangement.shownGroups.allSatisfy(offered.contains) else {
            fuzzFailure("a group that is not offered shows: \(arrangement.shownGroups) of \(offered)")
        }
        for offer in offers where !offer.isOptional && !isDefault {
            guard arrangement.shownGroups.contains(offer.identifier) else {
                fuzzFailure("the movable group '\(offer.identifier)' is missing from \(arrangement.shownGroups)")
            }
        }
        guard arrangement.knownGroups == offers.map(\.identifier) else {
            fuzzFailure("known groups \(arrangement.knownGroups) are not the offers")
        }
    }
}
