import Foundation

extension UICellAccessory {
    /// How an outline disclosure accessory looks and where a click toggles its item.
    public struct OutlineDisclosureOptions {
        /// Where the disclosure sits and what a click on the cell does.
        public enum Style: Int, Sendable {
            /// A header for items at the top level of the outline, a cell below it.
            case automatic
            /// A chevron at the trailing edge; a click anywhere on the cell expands or collapses it.
            case header
            /// A chevron at the leading edge; only a click on it expands or collapses the item.
            case cell
        }

        /// The style.
        public var style: Style
        /// Whether the chevron is hidden (a click still toggles a header).
        public var isHidden: Bool?
        /// The colour of the chevron; the cell's tint when nil.
        public var tintColor: UIColor?

        /// Options with `style`.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A chevron at the trailing edge saying the item leads somewhere when chosen.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(configuration: CustomViewConfiguration(customView: chevronLabel("›"), placement: .trailing(displayed: displayed)))
    }

    /// A chevron showing whether the cell's outline item is expanded; clicking it (or, for a
    /// header, the cell) expands or collapses the item in its section snapshot, or runs
    /// `actionHandler` instead when given.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        let label = chevronLabel(collapsedChevron)
        label.isHidden = options.isHidden ?? false
        if let tintColor = options.tintColor { label.textColor = tintColor }
        let placement: Placement = options.style == .cell ? .leading(displayed: displayed) : .trailing(displayed: displayed)
        var accessory = UICellAccessory(configuration: CustomViewConfiguration(customView: label, placement: placement))
        accessory.outline = (options, actionHandler)
        return accessory
    }

    /// The outline chevron while the item is collapsed and expanded.
    static let collapsedChevron = "▸", expandedChevron = "▾"

    private static func chevronLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: .zero)
        label.text = text
        return label
    }

    /// Whether a click anywhere on the cell toggles the item: a header, or automatic at the top level.
    func outlineTogglesFromWholeCell(level: Int) -> Bool {
        guard let outline else { return false }
        switch outline.options.style {
        case .header: return true
        case .cell: return false
        case .automatic: return level == 0
        }
    }
}

extension UICollectionViewCell {
    /// The chevron of the cell's outline disclosure, if it has one.
    var outlineChevron: UIView? {
        (self as? UICollectionViewListCell)?.accessories.first { $0.outline != nil }?.configuration.customView
    }

    /// Turns the outline chevrons of a list cell for its item's expansion, and updates the
    /// configuration for the new state.
    func outlineExpansionDidChange() {
        if let listCell = self as? UICollectionViewListCell {
            for accessory in listCell.accessories where accessory.outline != nil {
                (accessory.configuration.customView as? UILabel)?.text =
                    isOutlineExpanded ? UICellAccessory.expandedChevron : UICellAccessory.collapsedChevron
            }
        }
        setNeedsUpdateConfiguration()
    }
}
