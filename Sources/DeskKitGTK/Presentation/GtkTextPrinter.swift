import CGtk
import DeskKit
import Foundation

/// Prints plain text through GtkPrintOperation, in pages laid out with Pango: to a printer
/// through GTK's print dialog, or straight to a PDF file.
///
/// The text is laid out a paragraph group at a time (at most 16 KiB each), so a long document is
/// paginated without one Pango layout holding all of it.
@MainActor
package final class GtkTextPrinter {
    private let paragraphs: [Substring]
    private let fontDescription: String
    private let insets: UIEdgeInsets
    /// Each page: the lines it shows, as (paragraph group, line index) pairs.
    private var pages: [[(group: Int, line: Int)]] = []
    let operation: UnsafeMutablePointer<GtkPrintOperation>

    init(text: String, fontSize: Double, insets: UIEdgeInsets, jobName: String) {
        paragraphs = Self.groups(of: text)
        fontDescription = "Sans \(fontSize)"
        self.insets = insets
        operation = gtk_print_operation_new()
        gtk_print_operation_set_job_name(operation, jobName)
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        let raw = UnsafeMutableRawPointer(operation)
        GtkSignal.connectPointer(raw, "begin-print") { [weak self] context in
            guard let self, let context else { return }
            self.paginate(OpaquePointer(context))
        }
        GtkSignal.connectPointerInt(raw, "draw-page") { [weak self] context, page in
            guard let self, let context else { return }
            self.draw(page: page, in: OpaquePointer(context))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(operation))
    }

    /// Writes every page to a PDF file, without a dialog.
    func exportPDF(to url: URL) throws {
        gtk_print_operation_set_export_filename(operation, url.path)
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_EXPORT, nil, &error)
        if let error {
            defer { g_error_free(error) }
            throw UIPrintInteractionController.PrintError.failed(String(cString: error.pointee.message))
        }
        guard result != GTK_PRINT_OPERATION_RESULT_ERROR else { throw UIPrintInteractionController.PrintError.failed("GTK could not write '\(url.path)'") }
    }

    /// Shows GTK's print dialog over `parent`; `done` is told whether a job was printed.
    func runDialog(over parent: UnsafeMutablePointer<GtkWidget>, done: @escaping @MainActor (Bool, Error?) -> Void) {
        gtk_print_operation_set_allow_async(operation, cgtk_true)
        GtkSignal.connectInt(UnsafeMutableRawPointer(operation), "done") { result in
            done(result == Int(GTK_PRINT_OPERATION_RESULT_APPLY.rawValue), nil)
        }
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, cgtk_window(parent), &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            done(false, UIPrintInteractionController.PrintError.failed(message))
        } else if result == GTK_PRINT_OPERATION_RESULT_CANCEL {
            done(false, nil)
        }
    }

    /// The text cut into groups of whole paragraphs of at most about 16 KiB.
    private static func groups(of text: String) -> [Substring] {
        var groups: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            var end = text.utf8.index(start, offsetBy: 16 << 10, limitedBy: text.endIndex) ?? text.endIndex
            if end < text.endIndex, let newline = text[end...].firstIndex(of: "\n") { end = text.index(after: newline) }
            groups.append(text[start..<end])
            start = end
        }
        return groups.isEmpty ? [""] : groups
    }

    private func layout(for group: Int, in context: OpaquePointer) -> OpaquePointer {
        let layout = gtk_print_context_create_pango_layout(context)!
        let width = gtk_print_context_get_width(context) - Double(insets.left + insets.right)
        pango_layout_set_width(layout, Int32(width * Double(cgtk_pango_scale)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let font = pango_font_description_from_string(fontDescription)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        let text = String(paragraphs[group])
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        return layout
    }

    private func paginate(_ context: OpaquePointer) {
        let pageHeight = gtk_print_context_get_height(context) - Double(insets.top + insets.bottom)
        pages = [[]]
        var used = 0.0
        for group in paragraphs.indices {
            let layout = layout(for: group, in: context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            for line in 0..<Int(pango_layout_get_line_count(layout)) {
                let height = Self.height(of: pango_layout_get_line_readonly(layout, Int32(line)))
                if used + height > pageHeight, !(pages[pages.count - 1].isEmpty) {
                    pages.append([])
                    used = 0
                }
                pages[pages.count - 1].append((group, line))
                used += height
            }
        }
        gtk_print_operation_set_n_pages(operation, Int32(max(1, pages.count)))
    }

    private func draw(page: Int, in context: OpaquePointer) {
        guard pages.indices.contains(page), let cairo = gtk_print_context_get_cairo_context(context) else { return }
        var y = Double(insets.top)
        var layouts: [Int: OpaquePointer] = [:]
        defer { layouts.values.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        cairo_set_source_rgb(cairo, 0, 0, 0)
        for (group, index) in pages[page] {
            let layout = layouts[group] ?? layout(for: group, in: context)
            layouts[group] = layout
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            let ascent = -Double(logical.y) / Double(cgtk_pango_scale)
            cairo_move_to(cairo, Double(insets.left), y + ascent)
            pango_cairo_show_layout_line(cairo, line)
            y += Double(logical.height) / Double(cgtk_pango_scale)
        }
    }

    private static func height(of line: UnsafeMutablePointer<PangoLayoutLine>?) -> Double {
        guard let line else { return 0 }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, &ink, &logical)
        return Double(logical.height) / Double(cgtk_pango_scale)
    }
}
