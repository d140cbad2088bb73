/// A file type, named as Apple's UniformTypeIdentifiers names it (not on Linux's Foundation).
///
/// Only what file choosers need: an identifier, its file name extensions and MIME type, and the
/// common types apps open and export.
public struct UTType: Hashable, Sendable {
    /// The reverse-DNS name, such as `public.plain-text`, as Apple's platforms use it.
    public let identifier: String
    /// Extensions without the dot, the preferred first.
    public let filenameExtensions: [String]
    /// The MIME type the GTK file chooser filters by; nil for abstract types like ``item``.
    public let preferredMIMEType: String?

    /// The first of ``filenameExtensions``, without the dot; nil when the type lists none.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// Declares a type DeskKit does not know; its extensions and MIME type feed the file chooser's
    /// filter.
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

    /// Any item at all; offers no filter, so the chooser shows every file.
    public static let item = UTType("public.item")
    /// Any bytes; offers no filter, so the chooser shows every file.
    public static let data = UTType("public.data")
    /// Any text; filters by the `text/*` MIME types.
    public static let text = UTType("public.text", mimeType: "text/*")
    /// Plain text: `.txt` and `.text` files, `text/plain`.
    public static let plainText = UTType("public.plain-text", filenameExtensions: ["txt", "text"], mimeType: "text/plain")
    /// Plain text in UTF-8: `.txt` files, `text/plain`.
    public static let utf8PlainText = UTType("public.utf8-plain-text", filenameExtensions: ["txt"], mimeType: "text/plain")
    /// Program source: Swift, C, Python, Rust and JavaScript files, `text/plain`.
    public static let sourceCode = UTType("public.source-code", filenameExtensions: ["swift", "c", "h", "py", "rs", "js"], mimeType: "text/plain")
    /// JSON: `.json` files, `application/json`.
    public static let json = UTType("public.json", filenameExtensions: ["json"], mimeType: "application/json")
    /// PDF documents: `.pdf` files, `application/pdf`.
    public static let pdf = UTType("com.adobe.pdf", filenameExtensions: ["pdf"], mimeType: "application/pdf")
    /// PNG images: `.png` files, `image/png`.
    public static let png = UTType("public.png", filenameExtensions: ["png"], mimeType: "image/png")
    /// Any image; file choosers match it by the `image/*` MIME types.
    public static let image = UTType("public.image", mimeType: "image/*")
    /// JPEG images, matched by the `.jpeg`/`.jpg` extensions and the `image/jpeg` MIME type.
    public static let jpeg = UTType("public.jpeg", filenameExtensions: ["jpeg", "jpg"], mimeType: "image/jpeg")

    static let known: [UTType] = [.plainText, .sourceCode, .json, .pdf, .png, .jpeg]
}
