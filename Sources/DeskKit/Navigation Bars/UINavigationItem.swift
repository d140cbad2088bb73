/// What a navigation bar shows for a view controller: for now, its title.
@MainActor
open class UINavigationItem {
    open var title: String?

    public init(title: String) {
        self.title = title
    }
}
