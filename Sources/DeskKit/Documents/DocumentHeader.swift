import Foundation

/// The top of a title menu for a document: what it is, named the way a file manager would.
public struct DocumentHeader: Hashable, Sendable {
    /// The file's name with its extension, as a file manager shows it.
    public let name: String
    /// The freedesktop icon name for the document's type, and the generic one to try next.
    public let iconName: String
    /// The generic icon of the type's family, which the GTK title menu uses when the theme lacks
    /// ``iconName``.
    public let fallbackIconName: String
    /// Size in bytes; nil for folders and files that cannot be read.
    public let byteCount: Int64?
    /// The kind of document, e.g. "Plain Text".
    public let kind: String

    init(url: URL) {
        name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let type = isDirectory.boolValue ? _FileType.folder : _FileType.forFileName(name)
        iconName = isDirectory.boolValue ? "folder" : type.iconName
        fallbackIconName = isDirectory.boolValue ? "folder" : type.genericIconName
        kind = type.kind
        if exists, !isDirectory.boolValue, let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber {
            byteCount = size.int64Value
        } else {
            byteCount = nil
        }
    }

    /// The size as a person reads it: "812 bytes", "4 KB", "1.2 MB" (powers of 1000, as GNOME).
    public var formattedSize: String? {
        guard let byteCount else { return nil }
        if byteCount < 1000 { return byteCount == 1 ? "1 byte" : "\(byteCount) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(byteCount) / 1000
        var unit = 0
        while value >= 999.5, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let number = value < 9.95 ? String(format: "%.1f", value) : String(format: "%.0f", value)
        return "\(number) \(units[unit])"
    }

    /// One line under the name: kind and size, e.g. "Plain Text — 4 KB".
    public var subtitle: String {
        [kind, formattedSize].compactMap { $0 }.joined(separator: " — ")
    }
}
