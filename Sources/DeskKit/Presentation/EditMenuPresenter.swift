/// Shows edit menus, compact or as context menus, as the core lays them out.
@MainActor
public protocol EditMenuPresenter: AnyObject {
    /// The sizes the core lays edit menus out with; measure real text here if you can.
    var editMenuMetrics: EditMenuMetrics { get }
    /// Shows the menu, replacing any edit menu already showing (a reload, a new page).
    func presentEditMenu(_ presentation: EditMenuPresentation)
    func dismissEditMenu()
}

extension EditMenuPresenter {
    public var editMenuMetrics: EditMenuMetrics { .standard }
}
