import CGtk
import DeskKit
import Foundation

/// A `UIDocumentPickerViewController` as GTK's file chooser (a native one where the desktop has
/// a portal): open for opening, save for exporting and moving.
@MainActor
package final class GtkDocumentChooser {
    /// The picker shown.
    package let picker: UIDocumentPickerViewController
    /// The GtkFileChooserNative.
    package let chooser: OpaquePointer
    private var isClosed = false
    var onClose: (@MainActor () -> Void)?

    init(picker: UIDocumentPickerViewController, over parent: UnsafeMutablePointer<GtkWidget>) {
        self.picker = picker
        let isOpening = picker.mode == .open
        chooser = gtk_file_chooser_native_new(isOpening ? String(deskKit: "Open") : String(deskKit: "Save"), cgtk_window(parent),
                                              isOpening ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
                                              isOpening ? "_Open" : "_Save", "_Cancel")
        let fileChooser = cgtk_file_chooser(UnsafeMutableRawPointer(chooser))!
        gtk_native_dialog_set_modal(cgtk_native_dialog(UnsafeMutableRawPointer(chooser)), cgtk_true)
        if let folder = picker.directoryURL {
            let file = g_file_new_for_path(folder.path)
            _ = gtk_file_chooser_set_current_folder(fileChooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        switch picker.mode {
        case .open:
            gtk_file_chooser_set_select_multiple(fileChooser, picker.allowsMultipleSelection ? cgtk_true : cgtk_false)
            addFilters(to: fileChooser)
        case let .export(urls, _):
            gtk_file_chooser_set_current_name(fileChooser, urls.first?.lastPathComponent ?? "")
        }
        GtkSignal.connectInt(UnsafeMutableRawPointer(chooser), "response") { [weak self] response in
            self?.respond(accepted: response == Int(GTK_RESPONSE_ACCEPT.rawValue))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(chooser))
    }

    /// Shows the chooser.
    package func present() { gtk_native_dialog_show(cgtk_native_dialog(UnsafeMutableRawPointer(chooser))) }

    /// The files the chooser has selected now.
    package var selectedURLs: [URL] {
        let fileChooser = cgtk_file_chooser(UnsafeMutableRawPointer(chooser))!
        guard let files = gtk_file_chooser_get_files(fileChooser) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        return (0..<g_list_model_get_n_items(files)).compactMap { index in
            guard let item = g_list_model_get_item(files, index) else { return nil }
            defer { g_object_unref(item) }
            guard let path = g_file_get_path(OpaquePointer(item)) else { return nil }
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
    }

    /// Answers as if the user chose `urls` (tests, and a chooser whose files were set in code).
    package func choose(_ urls: [URL]) {
        guard !isClosed else { return }
        picker.finish(with: urls)
    }

    private func respond(accepted: Bool) {
        choose(accepted ? selectedURLs : [])
    }

    private func addFilters(to fileChooser: OpaquePointer) {
        let types = picker.contentTypes.filter { $0.preferredMIMEType != nil || !$0.filenameExtensions.isEmpty }
        guard !types.isEmpty else { return }
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, String(deskKit: "Supported files"))
        for type in types {
            if let mime = type.preferredMIMEType { gtk_file_filter_add_mime_type(filter, mime) }
            for suffix in type.filenameExtensions { gtk_file_filter_add_suffix(filter, suffix) }
        }
        gtk_file_chooser_add_filter(fileChooser, filter)
        let all = gtk_file_filter_new()!
        gtk_file_filter_set_name(all, String(deskKit: "All files"))
        gtk_file_filter_add_pattern(all, "*")
        gtk_file_chooser_add_filter(fileChooser, all)
        g_object_unref(UnsafeMutableRawPointer(filter))
        g_object_unref(UnsafeMutableRawPointer(all))
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        gtk_native_dialog_hide(cgtk_native_dialog(UnsafeMutableRawPointer(chooser)))
        onClose?()
    }
}
