/* The peer for the editor benchmark: GTK's own GtkTextView holding a file, as a GTK app that
 * shows text plainly would (word wrapping, a scrolled window, the same window size). */
#include <gtk/gtk.h>

int main(int argc, char **argv) {
    if (argc != 2) { g_printerr("usage: textview-peer FILE\n"); return 2; }
    gtk_init();
    gchar *contents = NULL;
    gsize length = 0;
    GError *error = NULL;
    if (!g_file_get_contents(argv[1], &contents, &length, &error)) { g_printerr("%s\n", error->message); return 1; }
    GtkWidget *window = gtk_window_new();
    gchar *name = g_path_get_basename(argv[1]);
    gtk_window_set_title(GTK_WINDOW(window), name);
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 700);
    GtkWidget *scroller = gtk_scrolled_window_new();
    GtkWidget *view = gtk_text_view_new();
    gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(GTK_TEXT_VIEW(view)), contents, (int)length);
    g_free(contents);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), view);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(view);
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) g_main_context_iteration(NULL, TRUE);
    return 0;
}
