import CGtk
@testable import DeskKitGTK

extension GtkHostedTextView {
    /// The whole text GTK's buffer holds, as tests compare it with the core's.
    var bufferText: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = gtk_text_buffer_get_text(buffer, &start, &end, cgtk_true)!
        defer { g_free(text) }
        return String(cString: text)
    }
}
