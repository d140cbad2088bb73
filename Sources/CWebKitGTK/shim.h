// WebKitGTK 6.0 (the GTK 4 build) for DeskKitWebKit, with wrappers for what Swift cannot import.
#ifndef DESKKIT_CWEBKITGTK_SHIM_H
#define DESKKIT_CWEBKITGTK_SHIM_H

#include <webkit/webkit.h>

/// A web view in `session` with `settings`: both are construct-only properties, which only
/// g_object_new (variadic) can set.
static inline GtkWidget *cwebkit_web_view_new(WebKitNetworkSession *session, WebKitSettings *settings) {
    return GTK_WIDGET(g_object_new(WEBKIT_TYPE_WEB_VIEW, "network-session", session, "settings", settings, NULL));
}

static inline WebKitWebView *cwebkit_web_view(gpointer p) { return WEBKIT_WEB_VIEW(p); }

/// Print settings that write a PDF file at `uri` through the printer `printer` (GTK's file printer).
static inline GtkPrintSettings *cwebkit_pdf_print_settings(const char *printer, const char *uri) {
    GtkPrintSettings *settings = gtk_print_settings_new();
    gtk_print_settings_set_printer(settings, printer);
    gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
    gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
    return settings;
}

#endif
