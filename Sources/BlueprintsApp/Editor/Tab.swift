import Foundation
import DeskKit

/// An open document in the editor's tab strip.
public struct Tab: Hashable, Sendable {
    /// Tells the tab apart from another showing the same document (its text view is kept by it).
    public let id = UUID()
    public var document: BlueprintDocument
    public var isInBookmarks = false
    /// Selection and scroll position of the tab's text when it was last shown.
    public var interactionState: TextViewInteractionState?
    /// Changed since it was opened or last saved.
    public var isEdited = false
    /// When the document's file was last changed, as of its opening or saving (or the last
    /// change on disk that was noticed).
    public var fileModificationDate: Date?
    /// Restored from the last session (or opened beside others) and not shown since: its file
    /// is read when the tab is first shown, so launching does not wait for (or hold) the text
    /// of every tab left open.
    public internal(set) var isReadWhenShown = false

    public init(document: BlueprintDocument) {
        self.document = document
    }
}
