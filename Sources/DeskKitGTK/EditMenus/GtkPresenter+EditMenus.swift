import CGtk
import DeskKit
import Foundation

// MARK: - Edit menus and URLs

extension GtkPresenter {
    /// Shows a compact edit menu as a horizontal popover laid out by the core (pages, page
    /// arrows, submenus in place), and a context-menu edit menu as a popover menu at the click.
    /// Choices go back through the interaction, so commands reach the responders at the source
    /// point; however GTK closes the popover, the interaction hears of it.
    package func presentEditMenu(_ presentation: EditMenuPresentation) {
        guard let host = host(for: presentation.window) else { return }
        if let shown = editMenuHost, shown !== host { shown.compactEditMenu?.hide() }
        editMenuInteraction = presentation.interaction
        editMenuHost = host
        switch presentation.kind {
        case .contextMenu:
            host.compactEditMenu?.hide()
            presentContextMenu(presentation.forwardingMenu(), at: presentation.interaction.location(in: nil), in: presentation.window)
            editMenuContextPopover = host.contextPopover
            if let popover = host.contextPopover {
                GtkSignal.connect(UnsafeMutableRawPointer(popover), "closed") { [weak self] in self?.editMenuPopoverDidClose() }
            }
        case .compact:
            if editMenuContextPopover != nil, editMenuContextPopover == host.contextPopover { host.hideContextMenu() }
            editMenuContextPopover = nil
            editMenuElements = presentation.items.map(\.element)
            compactMenu(of: host).show(Self.compactContent(presentation, metrics: editMenuMetrics))
        }
    }

    package func dismissEditMenu() {
        editMenuInteraction = nil
        editMenuElements = []
        editMenuHost?.compactEditMenu?.hide()
        if let popover = editMenuContextPopover, popover == editMenuHost?.contextPopover { editMenuHost?.hideContextMenu() }
        editMenuContextPopover = nil
    }

    /// GTK's sizes for the compact menu: flat buttons, symbolic page arrows.
    package var editMenuMetrics: EditMenuMetrics {
        var metrics = EditMenuMetrics()
        metrics.itemPadding = 12
        metrics.pageButtonWidth = 32
        metrics.separatorWidth = 1
        return metrics
    }

    /// Titles measured with Pango in the popover's own font.
    package func editMenuTitleWidth(_ title: String) -> CGFloat? {
        guard let host = editMenuHost ?? hosts.first else { return nil }
        return CGFloat(compactMenu(of: host).titleWidth(title))
    }

    /// Opens a URL with the desktop's default handler for its scheme or file type.
    package func openURL(_ url: URL) -> Bool {
        g_app_info_launch_default_for_uri(url.absoluteString, nil, nil) != 0
    }

    // MARK: - Private

    /// The window's compact menu popover, made on first use.
    private func compactMenu(of host: GtkWindowHost) -> GtkCompactMenu {
        if let menu = host.compactEditMenu { return menu }
        let menu = GtkCompactMenu(parent: host.renderer.widget)
        menu.onButton = { [weak self] kind in self?.compactMenuButtonClicked(kind) }
        menu.onClosed = { [weak self] in self?.editMenuPopoverDidClose() }
        host.compactEditMenu = menu
        return menu
    }

    private func compactMenuButtonClicked(_ kind: GtkCompactMenuContent.Button.Kind) {
        guard let interaction = editMenuInteraction, interaction.isMenuVisible else { return }
        switch kind {
        case let .item(index):
            guard editMenuElements.indices.contains(index), let element = editMenuElements[index] else { return }
            interaction.chooseMenuElement(element)
        case .back: interaction.closeSubmenu()
        case .previousPage: interaction.showPreviousPage()
        case .nextPage: interaction.showNextPage()
        case .separator: break
        }
    }

    /// A popover closed: unless the core closed it or showed it again meanwhile, the menu is
    /// gone for the user (a click outside, Esc), so the interaction is told.
    ///
    /// Checked on the next turn: GTK closes a popover menu before it runs the chosen item, and
    /// the item must still find its menu showing.
    ///
    /// The keyboard goes back to the window: without a window manager X leaves it nowhere when
    /// a popover that held it goes away.
    private func editMenuPopoverDidClose() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isEditMenuPopoverVisible else { return }
                if let host = self.editMenuHost, !host.isClosing, host.window?.isKeyWindow == true { host.present() }
                guard let interaction = self.editMenuInteraction, interaction.isMenuVisible else { return }
                interaction.dismissMenu()
            }
        }
    }

    /// Whether the popover showing the current edit menu is up.
    var isEditMenuPopoverVisible: Bool {
        guard let host = editMenuHost else { return false }
        if host.compactEditMenu?.isVisible == true { return true }
        guard let popover = editMenuContextPopover, popover == host.contextPopover else { return false }
        return host.isContextMenuVisible
    }

    /// A title cut to what the core measured, so a label never lays out a megabyte of text.
    static func shortened(_ title: String) -> String {
        let limit = 200
        return title.dropFirst(limit).isEmpty ? title : title.prefix(limit) + "…"
    }

    /// The core's layout of the displayed page as a row of buttons.
    static func compactContent(_ presentation: EditMenuPresentation, metrics: EditMenuMetrics) -> GtkCompactMenuContent {
        let page = presentation.currentPage
        let stacked = presentation.displayedMenu.preferredElementSize == .medium
        var buttons: [GtkCompactMenuContent.Button] = []
        let arrowWidth = Double(metrics.pageButtonWidth)
        if presentation.showsBackButton {
            buttons.append(.init(kind: .back, title: String(deskKit: "Back"), width: arrowWidth))
        }
        if page?.showsPreviousButton == true {
            buttons.append(.init(kind: .previousPage, title: String(deskKit: "Previous"), width: arrowWidth))
        }
        // An item wider than a page has a page of its own, as wide as the window allows.
        let arrows = (page?.showsPreviousButton == true ? arrowWidth : 0) + (page?.showsNextButton == true ? arrowWidth : 0)
        let room = max(Double(page?.width ?? 0) - arrows, arrowWidth)
        for index in page?.items ?? 0..<0 {
            let item = presentation.items[index]
            if item.kind == .separator {
                buttons.append(.init(kind: .separator, width: Double(item.width)))
                continue
            }
            buttons.append(.init(kind: .item(index), title: Self.shortened(item.title), iconName: item.image?.iconName,
                                 showsTitle: item.showsTitle, showsImage: item.showsImage,
                                 isStacked: stacked && item.showsTitle && item.showsImage,
                                 isEnabled: item.isEnabled, width: min(Double(item.width), room)))
        }
        if page?.showsNextButton == true {
            buttons.append(.init(kind: .nextPage, title: String(deskKit: "Next"), width: arrowWidth))
        }
        let side: GtkCompactMenuContent.Side = switch presentation.placement.arrowDirection {
        case .up?: .below
        case .left?: .trailing
        case .right?: .leading
        default: .above
        }
        return GtkCompactMenuContent(buttons: buttons, target: presentation.targetRect, side: side)
    }
}
