import CGtk

/// Shows menu items' images in a GtkPopoverMenu, as UIKit's menus do.
///
/// GTK 4.8 gives every item with an "icon" attribute its image, but keeps it hidden unless the
/// item has no title or sits in a row of icon buttons. Unhiding that image keeps the items GTK's
/// own (focus, arrow keys, Enter, hover, check marks and accelerators unchanged); the menu must
/// not be rebuilt from its model afterwards, since GTK would hide the images again.
@MainActor
enum GtkMenuItemImages {
    /// Makes the image of every titled item under `popover` visible (submenus included, as GTK
    /// builds them with the menu).
    static func show(in popover: UnsafeMutablePointer<GtkWidget>) {
        for image in images(under: popover) where gtk_widget_get_visible(image) == cgtk_false {
            gtk_widget_set_visible(image, cgtk_true)
            gtk_widget_set_margin_end(image, 8)  // GTK's own spacing is for an image alone
        }
    }

    /// The images of the menu's items, in order, whether shown or not.
    static func images(under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let modelButton = modelButtonType else { return [] }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if isInstance(widget, of: modelButton) {
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if isInstance(current, of: gtk_image_get_type()),
                       gtk_image_get_storage_type(OpaquePointer(current)) != GTK_IMAGE_EMPTY {
                        found.append(current)
                    }
                    child = gtk_widget_get_next_sibling(current)
                }
                // A submenu's button holds its popover (nested menus): keep walking into it.
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(widget)
        return found
    }

    /// The themed icon names an item image shows (empty for other kinds of images).
    static func iconNames(of image: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let icon = gtk_image_get_gicon(OpaquePointer(image)),
              isInstance(UnsafeMutableRawPointer(icon), of: g_themed_icon_get_type()),
              let names = g_themed_icon_get_names(icon) else { return [] }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }

    /// GTK's menu item button; a private type, found by name once GTK registered it.
    private static var modelButtonType: GType? {
        let type = g_type_from_name("GtkModelButton")
        return type == 0 ? nil : type
    }

    private static func isInstance(_ pointer: UnsafeMutablePointer<GtkWidget>, of type: GType) -> Bool {
        isInstance(UnsafeMutableRawPointer(pointer), of: type)
    }

    private static func isInstance(_ pointer: UnsafeMutableRawPointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != cgtk_false
    }
}
