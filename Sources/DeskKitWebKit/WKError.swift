import Foundation

/// An error of a web view's own: a script that threw or returned what cannot be handed over, or
/// a page's process that ended. Failed loads report URL errors (`URLError`) instead.
public struct WKError: Error, CustomStringConvertible, Sendable {
    /// The kinds of web view errors, numbered as WebKit numbers them.
    public enum Code: Int, Sendable {
        /// Something else went wrong.
        case unknown = 1
        /// The process running the page's content ended.
        case webContentProcessTerminated = 2
        /// The web view went away before the work finished.
        case webViewInvalidated = 3
        /// The script threw an exception.
        case javaScriptExceptionOccurred = 4
        /// The script's result is of a type that cannot be handed to the app (a function, a symbol).
        case javaScriptResultTypeIsUnsupported = 5
    }

    /// What went wrong.
    public let code: Code
    /// WebKit's own words for it.
    public let message: String

    /// An error of `code`, with WebKit's `message`.
    public init(_ code: Code, message: String = "") {
        self.code = code
        self.message = message
    }

    /// The error's description, WebKit's message included.
    public var description: String { message.isEmpty ? "WKError(\(code))" : "WKError(\(code)): \(message)" }
    /// The same as ``description``, for code that prints errors' localized descriptions.
    public var localizedDescription: String { description }
}
