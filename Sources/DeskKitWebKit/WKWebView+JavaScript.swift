import CGtk
import CWebKitGTK
import DeskKit
import Foundation

// MARK: - Running the app's scripts in the page

extension WKWebView {
    /// Runs `javaScriptString` in the page and hands its result to `completionHandler`: a string,
    /// number, boolean, array, dictionary or `NSNull` as JSON has them, nil for `undefined`.
    public func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        let completion = JavaScriptCompletion { result in
            switch result {
            case .success(let value): completionHandler?(value.value, nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
        run(javaScriptString, completion)
    }

    /// Runs `javaScriptString` in the page and returns its result (see
    /// ``evaluateJavaScript(_:completionHandler:)`` for the types); throws a ``WKError`` when the
    /// script throws or returns what cannot be handed over.
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JavaScriptValue, any Error>) in
            let completion = JavaScriptCompletion { continuation.resume(with: $0) }
            run(javaScriptString, completion)
        }.value
    }

    /// Runs `script` in the page's main world; WebKit holds `completion` until the result comes.
    private func run(_ script: String, _ completion: JavaScriptCompletion) {
        let data = Unmanaged.passRetained(completion).toOpaque()
        webkit_web_view_evaluate_javascript(webView, script, -1, nil, nil, nil, { source, result, data in
            guard let data else { return }
            let completion = Unmanaged<JavaScriptCompletion>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let value = webkit_web_view_evaluate_javascript_finish(cwebkit_web_view(source), result, &error)
            let outcome = WKWebView.javaScriptResult(value, error: error)
            if let value { g_object_unref(UnsafeMutableRawPointer(value)) }
            if let error { g_error_free(error) }
            MainActor.assumeIsolated { completion.body(outcome) }
        }, data)
    }

    /// A script's value or error as the app gets it: JavaScript values through JSON, so they
    /// arrive as Foundation's JSON types; `undefined` as nil.
    nonisolated static func javaScriptResult(_ value: OpaquePointer?, error: UnsafeMutablePointer<GError>?) -> Result<JavaScriptValue, any Error> {
        if let error {
            let message = String(cString: error.pointee.message)
            guard error.pointee.domain == webkit_javascript_error_quark() else { return .failure(WKError(.unknown, message: message)) }
            switch Int(error.pointee.code) {
            case Int(WEBKIT_JAVASCRIPT_ERROR_SCRIPT_FAILED.rawValue): return .failure(WKError(.javaScriptExceptionOccurred, message: message))
            case Int(WEBKIT_JAVASCRIPT_ERROR_INVALID_RESULT.rawValue): return .failure(WKError(.javaScriptResultTypeIsUnsupported, message: message))
            default: return .failure(WKError(.unknown, message: message))
            }
        }
        guard let value, jsc_value_is_undefined(value) == cgtk_false else { return .success(JavaScriptValue(value: nil)) }
        guard jsc_value_is_function(value) == cgtk_false, let json = jsc_value_to_json(value, 0) else {
            return .failure(WKError(.javaScriptResultTypeIsUnsupported, message: "The script's result has no JSON form."))
        }
        defer { g_free(json) }
        let data = Data(bytes: json, count: strlen(json))
        do {
            return .success(JavaScriptValue(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])))
        } catch {
            return .failure(WKError(.javaScriptResultTypeIsUnsupported, message: "\(error)"))
        }
    }
}

/// A script's result on its way to the main actor: JSON values (strings, numbers, arrays,
/// dictionaries), which nothing else holds.
struct JavaScriptValue: @unchecked Sendable {
    let value: Any?
}

/// The completion of one script run, held by WebKit until the result comes.
final class JavaScriptCompletion {
    let body: @MainActor (Result<JavaScriptValue, any Error>) -> Void
    init(_ body: @escaping @MainActor (Result<JavaScriptValue, any Error>) -> Void) { self.body = body }
}
