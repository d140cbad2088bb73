import Foundation

/// Shows edit menus, compact or as context menus, as the core lays them out.
@preconcurrency @MainActor
package protocol EditMenuPresenter: AnyObject {
    /// The sizes the core lays edit menus out with; measure real text here if you can.
    var editMenuMetrics: EditMenuMetrics { get }
    /// The width of a compact item's title in the font the presenter draws it with, or nil to
    /// let the core estimate it from ``EditMenuMetrics/characterWidth``.
    func editMenuTitleWidth(_ title: String) -> CGFloat?
    /// Where the text in `byteRange` (or the caret, for an empty range) was last drawn, in the
    /// text view's coordinates, so its edit menu can point at the selection without covering
    /// it; nil when the presenter draws no text.
    func textRect(for byteRange: Range<Int>, in textView: UITextView) -> CGRect?
    /// Shows the menu, replacing any edit menu already showing (a reload, a new page).
    func presentEditMenu(_ presentation: EditMenuPresentation)
    func dismissEditMenu()
}

extension EditMenuPresenter {
    /// The standard metrics unless the presenter measures its own.
    package var editMenuMetrics: EditMenuMetrics { .standard }
    /// No measured width: the core estimates it.
    package func editMenuTitleWidth(_ title: String) -> CGFloat? { nil }
    /// No rectangle: the core places the menu from its own text layout.
    package func textRect(for byteRange: Range<Int>, in textView: UITextView) -> CGRect? { nil }
}
