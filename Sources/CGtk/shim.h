// Static inline wrappers for GTK/GLib macros that Swift cannot import.
#ifndef DESKKIT_CGTK_SHIM_H
#define DESKKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>

static const gboolean cgtk_true = TRUE;
static const gboolean cgtk_false = FALSE;
static const gboolean cgtk_source_continue = G_SOURCE_CONTINUE;
static const gboolean cgtk_source_remove = G_SOURCE_REMOVE;
/// Cairo's ARGB32 layout as GDK names it on this machine's byte order.
static const GdkMemoryFormat cgtk_memory_default = GDK_MEMORY_DEFAULT;

/// g_signal_connect_data with a destroy notify; `after` selects G_CONNECT_AFTER.
static inline gulong cgtk_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy, gboolean after) {
    return g_signal_connect_data(instance, signal, handler, data, destroy,
                                 after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

/// Tells an adjustment's listeners its value changed (GTK 4 has no function for it; the signal is variadic).
static inline void cgtk_adjustment_emit_value_changed(GtkAdjustment *adjustment) {
    g_signal_emit_by_name(adjustment, "value-changed");
}

static inline GtkWidget *cgtk_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *cgtk_window(gpointer p) { return GTK_WINDOW(p); }
static inline GObject *cgtk_object(gpointer p) { return G_OBJECT(p); }
static inline GApplication *cgtk_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionGroup *cgtk_action_group(gpointer p) { return G_ACTION_GROUP(p); }
static inline GActionMap *cgtk_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GMenuModel *cgtk_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GdkPaintable *cgtk_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkEventController *cgtk_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGestureSingle *cgtk_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkEditable *cgtk_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkBox *cgtk_box(gpointer p) { return GTK_BOX(p); }
static inline GtkOverlay *cgtk_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkLabel *cgtk_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkListBox *cgtk_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *cgtk_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkDrawingArea *cgtk_drawing_area(gpointer p) { return GTK_DRAWING_AREA(p); }
static inline GtkScrolledWindow *cgtk_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkPopoverMenuBar *cgtk_popover_menu_bar(gpointer p) { return GTK_POPOVER_MENU_BAR(p); }
static inline GdkSnapshot *cgtk_snapshot_as_gdk(GtkSnapshot *s) { return GDK_SNAPSHOT(s); }
static inline GtkPopover *cgtk_popover(gpointer p) { return GTK_POPOVER(p); }
static inline gboolean cgtk_is_popover(gpointer p) { return GTK_IS_POPOVER(p); }
static inline GtkTextView *cgtk_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkTextBuffer *cgtk_text_buffer(gpointer p) { return GTK_TEXT_BUFFER(p); }
static inline GtkScrollable *cgtk_scrollable(gpointer p) { return GTK_SCROLLABLE(p); }
static inline GtkGesture *cgtk_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkFileChooser *cgtk_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *cgtk_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkButton *cgtk_button(gpointer p) { return GTK_BUTTON(p); }
static const int cgtk_pango_scale = PANGO_SCALE;

/// Names a widget for screen readers (gtk_accessible_update_property is variadic).
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// A widget that draws nothing and stands for a drawn element on the accessibility bus; its role
/// can only be given as it is made (g_object_new is variadic).
static inline GtkWidget *cgtk_accessible_element_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "accessible-role", role, NULL));
}

static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Sets the selected and disabled states a screen reader speaks after the name.
static inline void cgtk_accessible_set_states(GtkWidget *widget, gboolean selected, gboolean disabled) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}

/// Reads and writes GtkSettings' integer, boolean and string properties (g_object_get and
/// g_object_set are variadic). A string read is the caller's to g_free.
static inline int cgtk_settings_get_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}
static inline gboolean cgtk_settings_get_bool(const char *name) {
    gboolean value = FALSE;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}
static inline char *cgtk_settings_get_string(const char *name) {
    char *value = NULL;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}
static inline void cgtk_settings_set_int(const char *name, int value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}
static inline void cgtk_settings_set_bool(const char *name, gboolean value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}
static inline void cgtk_settings_set_string(const char *name, const char *value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

/// A text tag that paints its text's background (gtk_text_buffer_create_tag is variadic).
static inline GtkTextTag *cgtk_text_tag_new_with_background(const char *name, double red, double green,
                                                           double blue, double alpha) {
    GdkRGBA rgba = { (float)red, (float)green, (float)blue, (float)alpha };
    GtkTextTag *tag = gtk_text_tag_new(name);
    g_object_set(tag, "background-rgba", &rgba, NULL);
    return tag;
}

#endif
