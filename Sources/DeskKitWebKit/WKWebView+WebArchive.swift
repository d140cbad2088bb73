import CGtk
import CWebKitGTK
import DeskKit
import Foundation

// MARK: - The page as a web archive

extension WKWebView {
    /// Saves the page with its images and style sheets as one file and hands its bytes to
    /// `completionHandler`.
    ///
    /// On Linux a web archive is MHTML (a MIME multipart/related message, RFC 2557), the
    /// format WebKitGTK saves pages in and Chromium and Firefox open; Apple's `.webarchive`
    /// property list is read by nothing on Linux. Name the file `.mhtml` for other programs.
    public func createWebArchiveData(completionHandler: @escaping @MainActor (Result<Data, any Error>) -> Void) {
        let completion = WebArchiveCompletion(completionHandler)
        let data = Unmanaged.passRetained(completion).toOpaque()
        webkit_web_view_save(webView, WEBKIT_SAVE_MODE_MHTML, nil, { source, result, data in
            guard let data else { return }
            let completion = Unmanaged<WebArchiveCompletion>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let stream = webkit_web_view_save_finish(cwebkit_web_view(source), result, &error)
            let outcome = WKWebView.webArchiveResult(stream, error: error)
            if let stream { g_object_unref(UnsafeMutableRawPointer(stream)) }
            if let error { g_error_free(error) }
            MainActor.assumeIsolated { completion.body(outcome) }
        }, data)
    }

    /// Saves the page as a web archive (see ``createWebArchiveData(completionHandler:)``).
    public func webArchiveData() async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            createWebArchiveData { continuation.resume(with: $0) }
        }
    }

    /// The bytes of the saved page's stream, or why there are none. WebKit hands over the page
    /// already in memory, so reading it to the end does not wait on anything.
    nonisolated static func webArchiveResult(_ stream: UnsafeMutablePointer<GInputStream>?, error: UnsafeMutablePointer<GError>?) -> Result<Data, any Error> {
        if let error { return .failure(WKError(.unknown, message: String(cString: error.pointee.message))) }
        guard let stream else { return .failure(WKError(.unknown, message: "WebKit saved no page.")) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var readError: UnsafeMutablePointer<GError>?
            let count = buffer.withUnsafeMutableBytes { g_input_stream_read(stream, $0.baseAddress, gsize($0.count), nil, &readError) }
            if let readError {
                defer { g_error_free(readError) }
                return .failure(WKError(.unknown, message: String(cString: readError.pointee.message)))
            }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<Int(count)])
        }
        guard !data.isEmpty else { return .failure(WKError(.unknown, message: "WebKit saved an empty page.")) }
        return .success(data)
    }
}

/// The completion of one save, held by WebKit until the page is saved.
final class WebArchiveCompletion {
    let body: @MainActor (Result<Data, any Error>) -> Void
    init(_ body: @escaping @MainActor (Result<Data, any Error>) -> Void) { self.body = body }
}
