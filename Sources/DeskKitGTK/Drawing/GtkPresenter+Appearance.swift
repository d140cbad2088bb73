import CGtk
import DeskKit
import Foundation

// MARK: - The desktop's appearance as UIKit traits

/// What GTK's settings say about how the user wants things to look.
package struct GtkDesktopAppearance: Equatable {
    /// `gtk-application-prefer-dark-theme`, or a dark theme (`…-dark`, `HighContrastInverse`).
    package var prefersDark: Bool
    /// A high-contrast theme (`HighContrast`, `HighContrastInverse`).
    package var prefersHighContrast: Bool
    /// `gtk-xft-dpi` over 96 dpi: 1.0 unless the desktop scales text.
    package var textScaleFactor: CGFloat

    /// Reads GTK's settings now.
    @MainActor
    package static func current() -> GtkDesktopAppearance {
        let theme = cgtk_settings_get_string("gtk-theme-name").map { raw in
            defer { g_free(raw) }
            return String(cString: raw)
        } ?? ""
        let dpi = cgtk_settings_get_int("gtk-xft-dpi")
        return GtkDesktopAppearance(
            prefersDark: cgtk_settings_get_bool("gtk-application-prefer-dark-theme") != cgtk_false
                || theme.lowercased().hasSuffix("-dark") || theme == "HighContrastInverse",
            prefersHighContrast: theme.hasPrefix("HighContrast"),
            // The value is 1024 × dpi; -1 means "the default", 96 dpi.
            textScaleFactor: dpi > 0 ? CGFloat(dpi) / 1024 / 96 : 1)
    }

    /// `traits` with this appearance's style, contrast and text size.
    package func applied(to traits: UITraitCollection) -> UITraitCollection {
        var traits = traits
        traits.userInterfaceStyle = prefersDark ? .dark : .light
        traits.accessibilityContrast = prefersHighContrast ? .high : .normal
        traits.preferredContentSizeCategory = UIContentSizeCategory(textScaleFactor: textScaleFactor)
        return traits
    }

    /// The settings whose changes change the appearance.
    static let settingNames = ["gtk-application-prefer-dark-theme", "gtk-theme-name", "gtk-xft-dpi"]
}

extension GtkPresenter {
    /// Follows GTK's settings: each change gives every window its new traits, which tells its
    /// views (`traitCollectionDidChange(_:)`) and redraws them and their navigation bars.
    func observeDesktopAppearance() {
        guard let settings = gtk_settings_get_default() else { return }
        for name in GtkDesktopAppearance.settingNames {
            GtkSignal.connectPointer(UnsafeMutableRawPointer(settings), "notify::\(name)") { [weak self] _ in
                self?.applyDesktopAppearance()
            }
        }
    }

    /// Gives every window the traits GTK's settings describe.
    func applyDesktopAppearance() {
        let appearance = GtkDesktopAppearance.current()
        for host in hosts where !host.isClosing {
            guard let window = host.window else { continue }
            window.windowTraitCollection = appearance.applied(to: window.windowTraitCollection)
            // The bar's appearance colour may have another look for the new traits.
            scheduleNavigationBarUpdate(host)
        }
    }
}
