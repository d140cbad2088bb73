import CGtk
import CWebKitGTK
import DeskKit
import DeskKitGTK
import Foundation

/// How a web view makes a PDF of its page.
@MainActor
open class WKPDFConfiguration {
    /// The default: the whole page.
    public init() {}
}

// MARK: - The page as a PDF

extension WKWebView {
    /// Makes a PDF of the whole page and hands its bytes to `completionHandler`. WebKitGTK prints
    /// the page to a file with GTK's file printer, so the PDF has pages as printing paginates them,
    /// where UIKit makes one tall page.
    public func createPDF(configuration: WKPDFConfiguration = WKPDFConfiguration(),
                          completionHandler: @escaping (Result<Data, any Error>) -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-webkit-pdf-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            completionHandler(.failure(error))
            return
        }
        let file = folder.appendingPathComponent("page.pdf")
        let finish: @MainActor (Result<Data, any Error>) -> Void = { result in
            try? FileManager.default.removeItem(at: folder)
            completionHandler(result)
        }
        // GTK's file printer goes by its translated name, as the file print backend gives it.
        let printer = String(cString: g_dgettext("gtk40", "Print to File"))
        let settings = cwebkit_pdf_print_settings(printer, file.absoluteString)!
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        let operation = webkit_print_operation_new(webView)!
        webkit_print_operation_set_print_settings(operation, settings)
        let job = PDFJob(operation: operation, finish: finish)
        let raw = UnsafeMutableRawPointer(operation)
        GtkSignal.connect(raw, "finished") { [job] in
            job.end {
                do {
                    let data = try Data(contentsOf: file)
                    guard data.starts(with: Array("%PDF".utf8)) else { throw WKError(.unknown, message: "GTK's file printer wrote no PDF.") }
                    return .success(data)
                } catch {
                    return .failure(error)
                }
            }
        }
        GtkSignal.connectPointer(raw, "failed") { [job] error in
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "Printing failed."
            job.end { .failure(WKError(.unknown, message: message)) }
        }
        RecentFileEraser.erase(file.absoluteString)
        webkit_print_operation_print(operation)
    }

    /// Makes a PDF of the whole page (see ``createPDF(configuration:completionHandler:)``).
    public func pdf(configuration: WKPDFConfiguration = WKPDFConfiguration()) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            createPDF(configuration: configuration) { continuation.resume(with: $0) }
        }
    }
}

/// One PDF being printed: keeps the print operation alive until it ends, and ends once
/// (WebKit reports a failure and then the finish).
@MainActor
private final class PDFJob {
    private var operation: OpaquePointer?
    private let finish: @MainActor (Result<Data, any Error>) -> Void

    init(operation: OpaquePointer, finish: @escaping @MainActor (Result<Data, any Error>) -> Void) {
        self.operation = operation
        self.finish = finish
    }

    func end(_ result: () -> Result<Data, any Error>) {
        guard let operation else { return }
        self.operation = nil
        finish(result())
        // Released after the signal handler returns: the operation is emitting it.
        GtkIdleRelease.release(operation)
    }
}

/// Takes a file out of the user's recently used files as soon as it shows there: GTK's file
/// printer lists every file it writes, and a PDF made for the app is a temporary file.
@MainActor
enum RecentFileEraser {
    private final class Watch {
        var handler: UInt = 0
    }

    /// How long the printer may take to list the file.
    static let patience: UInt32 = 30_000

    static func erase(_ uri: String) {
        let manager = UnsafeMutableRawPointer(gtk_recent_manager_get_default()!)
        let watch = Watch()
        let stop: @MainActor () -> Void = {
            guard watch.handler != 0 else { return }
            GtkSignal.disconnect(manager, watch.handler)
            watch.handler = 0
        }
        watch.handler = GtkSignal.connect(manager, "changed") {
            let recent = manager.assumingMemoryBound(to: GtkRecentManager.self)
            guard gtk_recent_manager_has_item(recent, uri) != cgtk_false else { return }
            _ = gtk_recent_manager_remove_item(recent, uri, nil)
            stop()
        }
        let timeout = Unmanaged.passRetained(TimeoutAction(stop)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, patience, { data in
            let action = Unmanaged<TimeoutAction>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { action.body() }
            return cgtk_source_remove
        }, timeout, nil)
    }

    private final class TimeoutAction {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }
}

/// Drops a GObject reference once the main loop is idle.
@MainActor
enum GtkIdleRelease {
    static func release(_ object: OpaquePointer) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            g_object_unref(data)
            return cgtk_source_remove
        }, UnsafeMutableRawPointer(object), nil)
    }
}
