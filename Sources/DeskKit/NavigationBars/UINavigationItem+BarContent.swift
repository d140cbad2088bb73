import Foundation

// MARK: - What the bar shows

extension UINavigationItem {
    /// Whether a back button shows: with somewhere to go back to (`backItem`) or a
    /// ``backAction``, unless hidden or replaced by leading items.
    func showsBackButton(backItem: UINavigationItem?) -> Bool {
        guard !hidesBackButton, backItem != nil || backAction != nil else { return false }
        return leadingItemGroups.isEmpty || leftItemsSupplementBackButton
    }

    /// What the bar shows at `width` points.
    ///
    /// - Parameters:
    ///   - width: the bar's width in points, shared by the items and the title.
    ///   - backItem: the item below this one in a navigation stack, if any; it names the back
    ///     button. By default, the item below in this item's ``UINavigationController``.
    ///   - measuring: the widths of items and the title; the estimate by default.
    ///   - metrics: the bar's fixed sizes (spacing, paddings); the standard ones by default.
    package func barContent(
        width: CGFloat, backItem: UINavigationItem? = nil, measuring: NavigationBarMeasuring = .estimated,
        metrics: NavigationBarLayout.Metrics = .standard
    ) -> NavigationBarContent {
        typealias Section = NavigationBarLayout.Section
        var groups: [Section: [UIBarButtonItemGroup]] = [:]
        var visibleItems: [NavigationBarLayout.GroupReference: [UIBarButtonItem]] = [:]
        var measured: [Section: [NavigationBarLayout.Group]] = [:]
        let sources: [(Section, [UIBarButtonItemGroup])] = [
            (.leading, leadingItemGroups), (.center, displayedCenterItemGroups), (.trailing, trailingItemGroups),
            (.pinnedTrailing, pinnedTrailingGroup.map { [$0] } ?? []),
        ]
        for (section, list) in sources {
            let shown = list.filter { !$0.isHidden }
            groups[section] = shown
            measured[section] = shown.enumerated().map { index, group in
                let items = group.barButtonItems.filter { !$0.isHidden }
                visibleItems[.init(section, index)] = items
                return NavigationBarLayout.Group(
                    itemWidths: items.map(measuring.itemWidth),
                    representativeWidth: group.representativeItem.map(measuring.itemWidth))
            }
        }

        var backButton: UIBarButtonItem?
        let backItem = backItem ?? stackBackItem
        if showsBackButton(backItem: backItem) {
            let name = backItem?.backButtonTitle ?? backItem?.title ?? backAction?.title
            let item = backItem?.backBarButtonItem ?? UIBarButtonItem(title: name?.isEmpty == false ? name : String(deskKit: "Back"), image: UIImage(iconName: "go-previous"), primaryAction: backAction ?? stackBackAction)
            if item.menu == nil, backAction == nil { item.menu = stackBackMenu }
            item.accessibilityLabel = item.title
            backButton = item
        }

        let shownTitle = renameField?.text ?? title ?? ""
        var titleWidth = shownTitle.isEmpty ? 0 : measuring.titleWidth(shownTitle)
        // The editor keeps room to type in even when emptied.
        if isRenaming { titleWidth = max(titleWidth, metrics.minimumTitleWidth) }
        let input = NavigationBarLayout.Input(
            style: style, barWidth: width,
            titleWidth: titleWidth,
            backButtonWidth: backButton.map(measuring.itemWidth),
            leading: measured[.leading] ?? [], center: measured[.center] ?? [], trailing: measured[.trailing] ?? [],
            pinnedTrailing: measured[.pinnedTrailing]?.first,
            alwaysShowsOverflowButton: additionalOverflowItems != nil || customizationIdentifier != nil,
            metrics: metrics)
        let layout = NavigationBarLayout(input)
        for (section, list) in groups {
            for (index, group) in list.enumerated() {
                group.isDisplayingRepresentativeItem = layout.display(of: .init(section, index)) == .representative
            }
        }
        let overflowGroups = layout.overflow.compactMap { reference in groups[reference.section]?[reference.index] }
        return NavigationBarContent(
            width: width, style: style, layout: layout, title: title, backButton: backButton, groups: groups,
            visibleItems: visibleItems, overflowMenu: layout.showsOverflowButton ? overflowMenu(for: overflowGroups) : nil,
            hasTitleMenu: hasTitleMenu, isTitleDraggable: isTitleDraggable, renameField: renameField, isCustomizing: isCustomizing,
            subtitle: subtitle)
    }

    /// The overflow menu: the overflowing groups in bar order, then ``additionalOverflowItems``,
    /// then Customize Toolbar… for customizable bars; validated against the responder chain.
    func overflowMenu(for overflowGroups: [UIBarButtonItemGroup]) -> UIMenu {
        var children = overflowGroups.map(\.effectiveMenuRepresentation)
        if let additionalOverflowItems {
            children.append(UIMenu(options: .displayInline, children: [additionalOverflowItems]))
        }
        if customizationIdentifier != nil {
            let customize = UIAction(title: String(deskKit: "Customize Toolbar…"), image: UIImage(systemName: "slider.horizontal.3")) { [weak self] _ in
                self?.beginCustomizing()
            }
            children.append(UIMenu(options: .displayInline, children: [customize]))
        }
        let menu = UIMenu(title: "", children: children)
        return MenuValidator(start: titleMenuChainStart, presentation: Self.nextMenuPresentation(), onDeferredLoad: { [weak self] in self?.contentDidChange() }).validated(menu)
    }
}
