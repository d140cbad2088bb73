import DeskKit
import Foundation

/// Blueprints' app delegate: declares the activity types, picks each scene's delegate (editor or
/// details) and adds the tab, open and bookmark menus to the main menu.
@MainActor
public final class BlueprintsAppDelegate: UIResponder, UIApplicationDelegate {
    public override init() {
        super.init()
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.supportedUserActivityTypes = BlueprintsActivity.supportedTypes
        return true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let showsDetails = options.userActivities.contains { $0.activityType == BlueprintsActivity.details }
            || connectingSceneSession.configuration.name == Self.detailsConfigurationName
        let showsBrowser = options.userActivities.contains { $0.activityType == BlueprintsActivity.browser }
            || connectingSceneSession.configuration.name == Self.browserConfigurationName
        let showsCanvas = options.userActivities.contains { $0.activityType == BlueprintsActivity.canvas }
            || connectingSceneSession.configuration.name == Self.canvasConfigurationName
        if showsCanvas {
            let configuration = UISceneConfiguration(name: Self.canvasConfigurationName, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = CanvasSceneDelegate.self
            return configuration
        }
        if showsBrowser {
            let configuration = UISceneConfiguration(name: Self.browserConfigurationName, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = BrowserSceneDelegate.self
            return configuration
        }
        let configuration = UISceneConfiguration(name: showsDetails ? Self.detailsConfigurationName : "Editor",
                                                 sessionRole: connectingSceneSession.role)
        configuration.delegateClass = showsDetails ? DetailsSceneDelegate.self : BlueprintsSceneDelegate.self
        return configuration
    }

    static let detailsConfigurationName = "Details"

    public override func registerActions() {
        super.registerActions()
        implement("browseDocuments:") { _, _ in
            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: BlueprintsActivity.browsing(), options: nil, errorHandler: nil)
        }
        implement("showCanvas:") { _, _ in
            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: BlueprintsActivity.showingCanvas(), options: nil, errorHandler: nil)
        }
    }
    static let browserConfigurationName = "Browser"
    static let canvasConfigurationName = "Canvas"

    public override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }

        let tabMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: String(localized: "New Tab", bundle: .module),
                         action: Selector("newTab:"),
                         input: "t",
                         modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Close Tab", bundle: .module),
                         action: Selector("closeTab:"),
                         input: "w",
                         modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Open…", bundle: .module),
                         action: Selector("openDocument:"),
                         input: "o",
                         modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Save", bundle: .module),
                         action: Selector("saveDocument:"),
                         input: "s",
                         modifierFlags: .command),
            UIKeyCommand(title: String(localized: "Save As…", bundle: .module),
                         action: Selector("saveDocumentAs:"),
                         input: "s",
                         modifierFlags: [.command, .shift]),
        ])
        builder.insertChild(tabMenu, atStartOfMenu: .file)
        builder.insertChild(Self.openRecentMenu(), atEndOfMenu: .file)
        builder.insertSibling(Self.openDocumentMenu(), afterMenu: .newScene)

        let bookmarksMenu = UIMenu(title: String(localized: "Bookmarks", bundle: .module), children: [
            UIKeyCommand(title: String(localized: "Add to Bookmarks", bundle: .module),
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

        let browserMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: String(localized: "Browse Documents", bundle: .module),
                         action: Selector("browseDocuments:"),
                         input: "o",
                         modifierFlags: [.command, .shift]),
        ])
        builder.insertSibling(browserMenu, afterMenu: .newScene)

        let notesMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: String(localized: "Show Notes", bundle: .module),
                         action: Selector("toggleNotes:"),
                         input: "n",
                         modifierFlags: [.command, .alternate]),
        ])
        builder.insertChild(notesMenu, atEndOfMenu: .view)

        let canvasMenu = UIMenu(options: .displayInline, children: [
            UIKeyCommand(title: String(localized: "Show Canvas", bundle: .module),
                         action: Selector("showCanvas:"),
                         input: "k",
                         modifierFlags: [.command, .shift]),
        ])
        builder.insertChild(canvasMenu, atEndOfMenu: .view)
    }

    /// File ▸ Open Document: a sample shown in a window brings that window forward, else opens in a new one.
    private static func openDocumentMenu() -> UIMenu {
        UIMenu(title: "", options: .displayInline, children: [
            UIMenu(title: String(localized: "Open Document", bundle: .module), children: SampleDocuments.all.map { document in
                UIAction(title: document.title) { _ in
                    UIApplication.shared.requestSceneSessionActivation(
                        nil, userActivity: BlueprintsActivity.opening(document), options: nil, errorHandler: nil)
                }
            }),
        ])
    }

    /// File ▸ Open Recent: the files opened or saved last, opened in the key window's editor.
    private static func openRecentMenu() -> UIMenu {
        UIMenu(title: "", options: .displayInline, children: [
            UIMenu(title: String(localized: "Open Recent", bundle: .module), children: [
                UIDeferredMenuElement.uncached { completion in
                    let recent: [UIMenuElement] = RecentDocuments.urls.map { url in
                        UIAction(title: url.lastPathComponent, subtitle: url.deletingLastPathComponent().path) { _ in
                            (UIApplication.shared.keyWindow?.rootViewController as? EditorViewController)?.open([url])
                        }
                    }
                    let clear = UIAction(title: String(localized: "Clear Menu", bundle: .module), attributes: recent.isEmpty ? .disabled : []) { _ in RecentDocuments.clear() }
                    completion(recent + [UIMenu(title: "", options: .displayInline, children: [clear])])
                },
            ]),
        ])
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
