/// A part of a window that F6 and Shift+F6 move the keyboard between, as GTK moves between a
/// window's panes: the navigation bar, the find bar, and each pane of the content (a split
/// view's sidebar and its content, or the whole content when there is no split).
package enum FocusRegion: Equatable {
    /// The window's navigation bar: the presenter puts the keyboard on its title or first button.
    case navigationBar
    /// The find bar of the navigator presenting in the window; its field takes typing.
    case findBar
    /// A pane of the content: the root view of a split view column's controller, or of the
    /// controller covering the window when there is no split.
    case content(UIView)

    package nonisolated static func == (lhs: FocusRegion, rhs: FocusRegion) -> Bool {
        switch (lhs, rhs) {
        case (.navigationBar, .navigationBar), (.findBar, .findBar): true
        case let (.content(a), .content(b)): a === b
        default: false
        }
    }
}
