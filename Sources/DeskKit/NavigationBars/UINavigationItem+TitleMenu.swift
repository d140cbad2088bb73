import Foundation

// MARK: - Title menu, dragging and sharing

extension UINavigationItem {
    /// The document actions offered to ``titleMenuProvider``, in menu order, each with the
    /// action it sends up the responder chain.
    static let suggestedTitleActions: [(title: String, symbol: String, actions: [Selector])] = [
        ("Duplicate", "plus.square.on.square", [.duplicate]),
        ("Move", "folder", [.move]),
        ("Rename", "pencil", [.rename]),
        ("Export", "square.and.arrow.up.on.square", [.export]),
        ("Print", "printer", [.printContent, .print]),
    ]

    private static var presentationCounter = 0

    /// A fresh presentation number, so uncached deferred elements are asked again each time.
    static func nextMenuPresentation() -> Int {
        presentationCounter += 1
        return presentationCounter
    }

    /// Where title-menu commands start: the first responder when it is inside the owning view
    /// controller's view, else the view controller itself.
    var titleMenuChainStart: UIResponder? {
        guard let owner else { return nil }
        if let window = owner.viewIfLoaded?.window, let first = window.firstResponder,
           let view = owner.viewIfLoaded, window.firstResponderIsInside(view) {
            return first
        }
        return owner
    }

    /// The suggested actions the responder chain can perform now.
    public var suggestedTitleMenuElements: [UIMenuElement] {
        guard let start = titleMenuChainStart else { return [] }
        let validator = MenuValidator(start: start, presentation: Self.nextMenuPresentation(), onDeferredLoad: {})
        return Self.suggestedTitleActions.compactMap { entry in
            for action in entry.actions {
                let command = validator.validated(UICommand(title: String(deskKit: entry.title), image: UIImage(systemName: entry.symbol), action: action))
                if command.isPerformable { return command }
            }
            return nil
        }
    }

    /// Whether clicking the title opens a menu: with a provider, a document or a rename delegate.
    public var hasTitleMenu: Bool {
        titleMenuProvider != nil || documentProperties != nil || renameDelegate != nil
    }

    /// The title menu as it should show now; nil when there is none.
    ///
    /// Without a provider, the menu holds the suggested actions. Share… comes first
    /// when ``UIDocumentProperties/activityViewControllerProvider`` is set.
    public func makeTitleMenu() -> TitleMenu? {
        guard hasTitleMenu else { return nil }
        let suggested = suggestedTitleMenuElements
        let provided: UIMenu? = titleMenuProvider.map { $0(suggested) } ?? UIMenu(children: suggested)
        guard var menu = provided else { return nil }
        if documentProperties?.activityViewControllerProvider != nil {
            let share = UIAction(title: String(deskKit: "Share…"), image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                self?.presentShareSheet()
            }
            menu = menu.replacingChildren([UIMenu(options: .displayInline, children: [share])] + menu.children)
        }
        let start = titleMenuChainStart
        let validated = MenuValidator(start: start, presentation: Self.nextMenuPresentation(), onDeferredLoad: {}).validated(menu)
        return TitleMenu(header: documentProperties?.header, menu: validated, start: start)
    }

    /// Opens the share sheet of ``documentProperties``; false when the document cannot be shared.
    @discardableResult
    public func presentShareSheet() -> Bool {
        guard let provider = documentProperties?.activityViewControllerProvider else { return false }
        presentedActivityViewController?.dismissSheet()
        let controller = provider()
        let application = owner?.viewIfLoaded?.window?.windowScene?.application
        controller.application = application
        controller.onClose = { [weak self, weak controller] in
            guard let self, self.presentedActivityViewController === controller else { return }
            self.presentedActivityViewController = nil
            self.contentDidChange()
        }
        presentedActivityViewController = controller
        application?.presenter?.presentShareSheet(controller, for: self)
        contentDidChange()
        return true
    }

    /// Whether the title can be dragged out as the document.
    public var isTitleDraggable: Bool {
        documentProperties?.dragItemsProvider != nil
    }

    /// Starts dragging the title from `point` (window coordinates): the items to hand over.
    public func beginTitleDrag(at point: CGPoint = .zero) -> [UIDragItem] {
        guard let provider = documentProperties?.dragItemsProvider else { return [] }
        let session = _TitleDragSession(windowLocation: point)
        session.add(provider(session))
        return session.items
    }
}
