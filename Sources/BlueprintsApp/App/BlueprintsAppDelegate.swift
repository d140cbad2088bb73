import DeskKit

/// Blueprints' app delegate: adds the tab and bookmark menus to the main menu.
@MainActor
public final class BlueprintsAppDelegate: UIResponder, UIApplicationDelegate {
    public required init() {
        super.init()
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Editor", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = BlueprintsSceneDelegate.self
        return configuration
    }

    public override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }

        let tabMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: "New Tab",
                         action: Selector("newTab:"),
                         input: "t",
                         modifierFlags: .command),
            UIKeyCommand(title: "Close Tab",
                         action: Selector("closeTab:"),
                         input: "w",
                         modifierFlags: .command)
        ])
        builder.insertChild(tabMenu, atStartOfMenu: .file)

        let bookmarksMenu = UIMenu(title: "Bookmarks", children: [
            UIKeyCommand(title: "Add to Bookmarks",
                         action: Selector("toggleBookmark:"),
                         input: "d",
                         modifierFlags: .command),
            UIMenu(title: "", options: .displayInline, children: [
                UIDeferredMenuElement.uncached { completion in
                    completion(Self.bookmarkItems())
                },
            ]),
        ])
        builder.insertSibling(bookmarksMenu, afterMenu: .view)

        let notesMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: "Show Notes",
                         action: Selector("toggleNotes:"),
                         input: "n",
                         modifierFlags: [.command, .alternate]),
        ])
        builder.insertChild(notesMenu, atEndOfMenu: .view)
    }

    /// One item per bookmarked tab of the key window's editor; choosing it selects the tab.
    private static func bookmarkItems() -> [UIMenuElement] {
        guard let editor = UIApplication.shared.keyWindow?.rootViewController as? EditorViewController else { return [] }
        return editor.openTabs.enumerated().compactMap { index, tab in
            guard tab.isInBookmarks else { return nil }
            return UIAction(title: tab.document.title, image: UIImage(systemName: "bookmark")) { [weak editor] _ in
                editor?.selectTab(at: index)
            }
        }
    }
}
