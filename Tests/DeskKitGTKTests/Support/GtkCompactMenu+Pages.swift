import DeskKitGTK

extension GtkCompactMenu {
    /// The item titles of every page, paging forward from the current page.
    @MainActor
    func titlesOfEveryPage() -> [String] {
        var titles = itemTitles
        var pages = 0
        while buttonKinds.contains(.nextPage), pages < 20 {
            let before = itemTitles
            click(.nextPage)
            GtkApplicationLoop.iterate(until: { self.itemTitles != before })
            titles += itemTitles
            pages += 1
        }
        return titles
    }
}
