/// One thing being dragged: the item provider that hands it over on drop.
@preconcurrency @MainActor
open class UIDragItem {
    public let itemProvider: NSItemProvider
    /// Something only the dragging app can see, for drops within the app.
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
