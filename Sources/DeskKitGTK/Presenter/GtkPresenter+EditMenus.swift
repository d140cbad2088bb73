import CGtk
import DeskKit
import Foundation

// MARK: - Edit menus and URLs

extension GtkPresenter {
    /// Shows both kinds of edit menu as a context-menu popover for now, pointing at the target
    /// for the compact kind and at the click for the context-menu kind. Choices go back through
    /// the interaction, so commands reach the responders at the source point.
    package func presentEditMenu(_ presentation: EditMenuPresentation) {
        let anchor: CGPoint = switch presentation.kind {
        case .contextMenu: presentation.interaction.location(in: nil)
        case .compact: CGPoint(x: presentation.targetRect.midX, y: presentation.targetRect.minY)
        }
        presentContextMenu(presentation.forwardingMenu(), at: anchor, in: presentation.window)
    }

    package func dismissEditMenu() {
        dismissContextMenu()
    }

    /// Opens a URL with the desktop's default handler for its scheme or file type.
    package func openURL(_ url: URL) -> Bool {
        g_app_info_launch_default_for_uri(url.absoluteString, nil, nil) != 0
    }
}
