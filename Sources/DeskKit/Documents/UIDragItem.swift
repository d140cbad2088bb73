/// One thing being dragged: the item provider that hands it over on drop.
@preconcurrency @MainActor
open class UIDragItem {
    /// Hands the item's data over to the drop target, in the representations it registered.
    public let itemProvider: NSItemProvider
    /// Something only the dragging app can see, for drops within the app.
    open var localObject: Any?

    /// An item whose data comes from `itemProvider`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
