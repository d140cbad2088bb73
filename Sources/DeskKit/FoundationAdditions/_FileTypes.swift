/// What DeskKit knows about a kind of file from its extension: the uniform type identifier apps
/// ask for, the MIME type the Linux desktop uses, and a name for people.
struct _FileType: Hashable, Sendable {
    let identifier: String
    let mimeType: String
    let kind: String

    /// The freedesktop icon name for the MIME type (`text/plain` → `text-plain`), with the
    /// generic icon of its family as the fallback a presenter tries next.
    var iconName: String { mimeType.replacingOccurrences(of: "/", with: "-") }
    var genericIconName: String {
        switch mimeType.split(separator: "/").first {
        case "text": "text-x-generic"
        case "image": "image-x-generic"
        case "audio": "audio-x-generic"
        case "video": "video-x-generic"
        default: "application-x-generic"
        }
    }

    static let data = _FileType(identifier: "public.data", mimeType: "application/octet-stream", kind: "Document")
    static let folder = _FileType(identifier: "public.folder", mimeType: "inode/directory", kind: "Folder")

    /// The type of a file named `name`; files with an unknown extension are plain data.
    static func forFileName(_ name: String) -> _FileType {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .data }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? .data
    }

    private static let byExtension: [String: _FileType] = [
        "txt": _FileType(identifier: "public.plain-text", mimeType: "text/plain", kind: "Plain Text"),
        "md": _FileType(identifier: "net.daringfireball.markdown", mimeType: "text/markdown", kind: "Markdown Document"),
        "json": _FileType(identifier: "public.json", mimeType: "application/json", kind: "JSON Document"),
        "html": _FileType(identifier: "public.html", mimeType: "text/html", kind: "HTML Document"),
        "csv": _FileType(identifier: "public.comma-separated-values-text", mimeType: "text/csv", kind: "CSV Document"),
        "png": _FileType(identifier: "public.png", mimeType: "image/png", kind: "PNG Image"),
        "jpg": _FileType(identifier: "public.jpeg", mimeType: "image/jpeg", kind: "JPEG Image"),
        "jpeg": _FileType(identifier: "public.jpeg", mimeType: "image/jpeg", kind: "JPEG Image"),
        "svg": _FileType(identifier: "public.svg-image", mimeType: "image/svg+xml", kind: "SVG Image"),
        "pdf": _FileType(identifier: "com.adobe.pdf", mimeType: "application/pdf", kind: "PDF Document"),
        "zip": _FileType(identifier: "public.zip-archive", mimeType: "application/zip", kind: "ZIP Archive"),
    ]
}
