/// A file type, named as Apple's UniformTypeIdentifiers names it (not on Linux's Foundation).
///
/// Only what file choosers need: an identifier, its file name extensions and MIME type, and the
/// common types apps open and export.
public struct UTType: Hashable, Sendable {
    public let identifier: String
    /// Extensions without the dot, the preferred first.
    public let filenameExtensions: [String]
    public let preferredMIMEType: String?

    public var preferredFilenameExtension: String? { filenameExtensions.first }

    public init(_ identifier: String, filenameExtensions: [String] = [], mimeType: String? = nil) {
        self.identifier = identifier
        self.filenameExtensions = filenameExtensions
        self.preferredMIMEType = mimeType
    }

    /// The known type with this extension, or nil.
    public init?(filenameExtension: String) {
        guard let type = Self.known.first(where: { $0.filenameExtensions.contains(filenameExtension.lowercased()) }) else { return nil }
        self = type
    }

    public static let item = UTType("public.item")
    public static let data = UTType("public.data")
    public static let text = UTType("public.text", mimeType: "text/*")
    public static let plainText = UTType("public.plain-text", filenameExtensions: ["txt", "text"], mimeType: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", filenameExtensions: ["txt"], mimeType: "text/plain")
    public static let sourceCode = UTType("public.source-code", filenameExtensions: ["swift", "c", "h", "py", "rs", "js"], mimeType: "text/plain")
    public static let json = UTType("public.json", filenameExtensions: ["json"], mimeType: "application/json")
    public static let pdf = UTType("com.adobe.pdf", filenameExtensions: ["pdf"], mimeType: "application/pdf")
    public static let png = UTType("public.png", filenameExtensions: ["png"], mimeType: "image/png")
    /// Any image; file choosers match it by the `image/*` MIME types.
    public static let image = UTType("public.image", mimeType: "image/*")
    public static let jpeg = UTType("public.jpeg", filenameExtensions: ["jpeg", "jpg"], mimeType: "image/jpeg")

    private static let known: [UTType] = [.plainText, .sourceCode, .json, .pdf, .png, .jpeg]
}
