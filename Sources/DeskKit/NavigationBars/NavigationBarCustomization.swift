/// The user's arrangement of a bar's center groups: which movable and optional groups show, in
/// what order. Fixed groups are not listed; they keep their places.
public struct NavigationBarCustomization: Hashable, Sendable, Codable {
    /// Customization identifiers of the groups shown, in order.
    public var shownGroups: [String]
    /// Every customizable group the app offered when this was saved, so groups added by a later
    /// version of the app can join the arrangement.
    public var knownGroups: [String]

    /// An arrangement as saved; ``UINavigationItem`` reconciles it with the groups the app offers
    /// when it loads it, so stale identifiers do no harm.
    public init(shownGroups: [String], knownGroups: [String]) {
        self.shownGroups = shownGroups
        self.knownGroups = knownGroups
    }

    /// What the app offers, reduced to what customization needs.
    struct Offer: Hashable, Sendable {
        let identifier: String
        let isOptional: Bool
        let isInDefault: Bool
    }

    /// The arrangement before the user changes anything: default groups in declared order.
    static func defaults(for offers: [Offer]) -> NavigationBarCustomization {
        NavigationBarCustomization(
            shownGroups: offers.filter(\.isInDefault).map(\.identifier), knownGroups: offers.map(\.identifier))
    }

    /// This arrangement fitted to what the app offers now: groups that are gone are dropped,
    /// movable groups always show, and new default groups are added at the end.
    func reconciled(with offers: [Offer]) -> NavigationBarCustomization {
        let offered = Dictionary(offers.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let known = Set(knownGroups)
        var seen = Set<String>()
        var shown = shownGroups.filter { offered[$0] != nil && seen.insert($0).inserted }
        for offer in offers where !seen.contains(offer.identifier) {
            let isNew = !known.contains(offer.identifier)
            if !offer.isOptional || (isNew && offer.isInDefault) {
                shown.append(offer.identifier)
                seen.insert(offer.identifier)
            }
        }
        return NavigationBarCustomization(shownGroups: shown, knownGroups: offers.map(\.identifier))
    }
}
