import Foundation

/// Describes the document a navigation bar's title stands for: the title menu shows it as a
/// header (icon, name, size, kind), and it can offer the title for dragging and sharing.
@preconcurrency @MainActor
open class UIDocumentProperties {
    /// The document's file.
    public let url: URL
    /// Items for a drag that starts on the title; nil makes the title not draggable.
    open var dragItemsProvider: (@MainActor (any UIDragSession) -> [UIDragItem])?
    /// Makes the share sheet the title menu's Share… item opens; nil leaves Share… out.
    open var activityViewControllerProvider: (@MainActor () -> UIActivityViewController)?
    /// Whether the header shows the document's icon at full size rather than as a small glyph.
    open var wantsIconRepresentation = false

    /// Properties of the document at `url`, with no drag or share provider yet.
    public init(url: URL) {
        self.url = url
    }

    /// The header as it should read now; the file is looked at on each call.
    public var header: DocumentHeader {
        DocumentHeader(url: url)
    }
}
