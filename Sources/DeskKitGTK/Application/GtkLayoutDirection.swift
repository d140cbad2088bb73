import CGtk
import DeskKit

/// GTK's default text direction, set from the language DeskKit chose so GTK's boxes, menus,
/// the find bar and the navigation bar mirror for Arabic and Hebrew as UIKit's do.
///
/// GTK picks its own direction from its translations, which it cannot load when the user's
/// locale is not installed (only `C` is on many machines); DeskKit reads `LANG` itself.
package enum GtkLayoutDirection {
    /// Makes every GTK widget that does not set its own direction run `direction`.
    @MainActor
    package static func apply(_ direction: UIUserInterfaceLayoutDirection) {
        gtk_widget_set_default_direction(direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }
}
