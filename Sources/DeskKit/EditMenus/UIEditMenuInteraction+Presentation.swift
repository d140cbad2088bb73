import Foundation

// MARK: - Laying out what the presenter shows

extension UIEditMenuInteraction {
    /// Lays out the visible menu for its kind and hands it to the presenter.
    func sendToPresenter() {
        guard let presentation = currentPresentation() else { return }
        visible?.pageIndex = presentation.pageIndex
        presenter?.presentEditMenu(presentation)
    }

    /// The visible menu laid out: items, pages and placement for the window it is in.
    func currentPresentation() -> EditMenuPresentation? {
        guard let shown = visible, let view, let window = view.window else { return nil }
        let metrics = presenter?.editMenuMetrics ?? .standard
        let container = window.bounds
        let source = view.convert(shown.configuration.sourcePoint, to: window)
        let delegateRect = delegate?.editMenuInteraction(self, targetRectFor: shown.configuration) ?? .null
        let target = delegateRect.isNull || !delegateRect.isFiniteRect
            ? CGRect(origin: source, size: .zero)
            : view.convert(delegateRect.standardized, to: window)
        let displayed = shown.submenuPath.last ?? shown.menu
        switch shown.kind {
        case .contextMenu:
            let size = MenuLevels.contextMenuSize(shown.menu, metrics: metrics)
            let placement = EditMenuPlacement.contextMenu(menuSize: size, at: source, container: container)
            return EditMenuPresentation(
                interaction: self, configuration: shown.configuration, kind: .contextMenu, menu: shown.menu,
                window: window, targetRect: target, placement: placement, submenuPath: [], items: [],
                pageLayout: EditMenuPageLayout(itemWidths: [], availableWidth: 0, pageButtonWidth: 0), pageIndex: 0)
        case .compact:
            let presenter = self.presenter
            // Only a title's start is measured: a megabyte title costs no more than a long one.
            let items = EditMenuItem.items(of: displayed, metrics: metrics) { title in
                presenter?.editMenuTitleWidth(String(title.prefix(Self.longestMeasuredTitle))) ?? metrics.titleWidth(title)
            }
            let back = shown.submenuPath.isEmpty ? 0 : metrics.pageButtonWidth
            let available = container.width - 2 * metrics.windowMargin - back
            let layout = EditMenuPageLayout(itemWidths: items.map(\.width), availableWidth: available, pageButtonWidth: metrics.pageButtonWidth)
            let pageIndex = min(max(shown.pageIndex, 0), max(layout.pages.count - 1, 0))
            let pageWidth = (layout.pages.indices.contains(pageIndex) ? layout.pages[pageIndex].width : 0) + back
            let stacked = displayed.preferredElementSize == .medium && items.contains(where: { $0.showsImage && $0.showsTitle })
            let size = CGSize(width: pageWidth, height: stacked ? metrics.compactStackedHeight : metrics.compactHeight)
            let placement = EditMenuPlacement.compact(
                menuSize: size, target: target, container: container, preferred: shown.configuration.preferredArrowDirection,
                arrowLength: metrics.arrowLength, margin: metrics.windowMargin)
            return EditMenuPresentation(
                interaction: self, configuration: shown.configuration, kind: .compact, menu: shown.menu,
                window: window, targetRect: target, placement: placement, submenuPath: shown.submenuPath, items: items,
                pageLayout: layout, pageIndex: pageIndex)
        }
    }
}

extension UIEditMenuInteraction {
    /// The most characters of a title a presenter measures; longer titles are cut to fit.
    static let longestMeasuredTitle = 200
}

// MARK: - Input from the presenter

extension UIEditMenuInteraction {
    /// Chooses an element of the showing menu, as a tap or click on it does.
    ///
    /// A submenu opens in place in the compact menu. An action or command runs; the menu closes
    /// first unless the element has `.keepsMenuPresented`, in which case it is rebuilt afterwards
    /// so its titles and states stay current.
    /// - Returns: Whether something happened: false for disabled or unknown elements.
    @discardableResult
    package func chooseMenuElement(_ element: UIMenuElement) -> Bool {
        guard let shown = visible, EditMenuResolver.isEnabled(element) else { return false }
        if let submenu = element as? UIMenu {
            guard shown.kind == .compact, !submenu.options.contains(.displayInline) else { return false }
            visible?.submenuPath.append(submenu)
            visible?.pageIndex = 0
            sendToPresenter()
            return true
        }
        let keepsPresented = EditMenuResolver.keepsMenuPresented(element)
        if !keepsPresented { dismissMenu() }
        let performed: Bool
        switch element {
        case let action as UIAction:
            action.performWithSender(self, target: nil)
            performed = true
        case let command as UICommand:
            performed = view?.window?.windowScene?.application?.performCommand(command, from: shown.responder) ?? false
        default:
            performed = false
        }
        UIMenuSystem.main.setNeedsRevalidate()
        if keepsPresented, visible != nil { reloadVisibleMenu() }
        return performed
    }

    /// Leaves the submenu opened in place, back to its parent's items.
    public func closeSubmenu() {
        guard visible?.submenuPath.isEmpty == false else { return }
        visible?.submenuPath.removeLast()
        visible?.pageIndex = 0
        sendToPresenter()
    }

    /// Shows a page of the compact menu; out-of-range pages are ignored.
    public func showPage(_ index: Int) {
        guard let presentation = currentPresentation(), presentation.pageLayout.pages.indices.contains(index) else { return }
        visible?.pageIndex = index
        sendToPresenter()
    }

    /// Shows the compact menu's next page, as its next button does; nothing on the last page.
    public func showNextPage() {
        showPage((visible?.pageIndex ?? 0) + 1)
    }

    /// Shows the compact menu's previous page, as its previous button does; nothing on the first.
    public func showPreviousPage() {
        showPage((visible?.pageIndex ?? 0) - 1)
    }
}
