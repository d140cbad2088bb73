import CGtk
import DeskKit
import Foundation

// MARK: - Edit menus and URLs

extension GtkPresenter {
    /// Shows both kinds of edit menu as a menu popover for now: the context-menu kind at the
    /// click, the compact kind beside the target on the side the core's placement chose, so it
    /// does not cover the target. Choices go back through the interaction, so commands reach the
    /// responders at the source point.
    package func presentEditMenu(_ presentation: EditMenuPresentation) {
        let menu = presentation.forwardingMenu()
        switch presentation.kind {
        case .contextMenu:
            presentContextMenu(menu, at: presentation.interaction.location(in: nil), in: presentation.window)
        case .compact:
            // The arrow points at the target: down means the menu sits above it.
            let position: GtkPositionType = switch presentation.placement.arrowDirection {
            case .up?: GTK_POS_BOTTOM
            case .left?: GTK_POS_RIGHT
            case .right?: GTK_POS_LEFT
            default: GTK_POS_TOP
            }
            let target = presentation.targetRect
            presentMenuPopover(menu, at: CGPoint(x: target.midX, y: target.minY), beside: target, position: position, in: presentation.window)
        }
    }

    package func dismissEditMenu() {
        dismissContextMenu()
    }

    /// Opens a URL with the desktop's default handler for its scheme or file type.
    package func openURL(_ url: URL) -> Bool {
        g_app_info_launch_default_for_uri(url.absoluteString, nil, nil) != 0
    }
}
