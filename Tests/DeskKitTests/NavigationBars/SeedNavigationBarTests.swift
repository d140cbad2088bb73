import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// The seed's snippets, pasted with only the import changed, and what they do.
@MainActor
@Suite struct SeedNavigationBarTests {
    /// The seed's center groups, verbatim.
    static func configure(_ navigationItem: UINavigationItem) {
        navigationItem.customizationIdentifier = "com.jetpack.blueprints.maineditor"
        navigationItem.centerItemGroups = [
          // groups in the default customization
          UIBarButtonItem(title: "Insert", image: UIImage(systemName: "photo"), primaryAction: UIAction { _ in }).creatingFixedGroup(),
          UIBarButtonItem(title: "Draw", image: UIImage(systemName: "scribble"), primaryAction: UIAction { _ in }).creatingMovableGroup(customizationIdentifier: "Draw"),
          .optionalGroup(
            customizationIdentifier: "Shapes",
            representativeItem: UIBarButtonItem(title: "Shapes", image: UIImage(systemName: "square.on.circle")),
            items: [
                UIBarButtonItem(title: "Square", image: UIImage(systemName: "square"), primaryAction: UIAction { _ in }),
                UIBarButtonItem(title: "Circle", image: UIImage(systemName: "circle"), primaryAction: UIAction { _ in }),
                UIBarButtonItem(title: "Rectangle", image: UIImage(systemName: "rectangle"), primaryAction: UIAction { _ in }),
                UIBarButtonItem(title: "Diamond", image: UIImage(systemName: "diamond"), primaryAction: UIAction { _ in }),
              ]
          ),
          .optionalGroup(
            customizationIdentifier: "Text",
            items: [
              UIBarButtonItem(title: "Label", image: UIImage(systemName: "character.textbox"), primaryAction: UIAction { _ in }),
              UIBarButtonItem(title: "Text", image: UIImage(systemName: "text.bubble"), primaryAction: UIAction { _ in }),
            ]
          ),
          // additional group not in the default customization
          .optionalGroup(
            customizationIdentifier: "Format",
            isInDefaultCustomization: false,
            representativeItem: UIBarButtonItem(title: "BIU", image: UIImage(systemName: "bold.italic.underline")),
            items:[
              UIBarButtonItem(title: "Bold", image: UIImage(systemName: "bold"), primaryAction: UIAction { _ in }),
              UIBarButtonItem(title: "Italic", image: UIImage(systemName: "italic"), primaryAction: UIAction { _ in }),
              UIBarButtonItem(title: "Underline", image: UIImage(systemName: "underline"), primaryAction: UIAction { _ in }),
            ]
          )
        ]
    }

    /// The seed's title menu provider, verbatim.
    static func addTitleMenu(to navigationItem: UINavigationItem) {
        navigationItem.titleMenuProvider = { suggestedActions in
          var children = suggestedActions
          children += [
            UIAction(title: "Comments", image: UIImage(systemName: "text.bubble")) { _ in }
          ]
          return UIMenu(children: children)
        }
    }

    /// The seed's document properties, verbatim but for the URL.
    static func addDocumentProperties(to navigationItem: UINavigationItem, url: URL) {
        let documentProperties = UIDocumentProperties(url: url)

        if let itemProvider = NSItemProvider(contentsOf: url) {
          documentProperties.dragItemsProvider = { _ in
            [UIDragItem(itemProvider: itemProvider)]
          }

          documentProperties.activityViewControllerProvider = {
            UIActivityViewController(activityItems: [itemProvider], applicationActivities: nil)
          }
        }

        navigationItem.documentProperties = documentProperties
    }

    @Test func centerGroupsShowInTheEditorStyleAndFormatStartsHidden() {
        NavigationBarTestSupport.useTestConfigDirectory()
        let controller = UIViewController()
        controller.title = "Plan.blueprint"
        controller.navigationItem.style = .editor
        Self.configure(controller.navigationItem)
        controller.navigationItem.resetCustomization()
        let host = NavigationBarTestSupport.host(showing: controller)

        let wide = host.navigationBar(width: 1400)!
        #expect(wide.elementNames == ["\"Plan.blueprint\"", "Insert", "Draw", "Square", "Circle", "Rectangle", "Diamond", "Label", "Text", "…"])
        #expect(wide.layout.titleAlignment == .leading)
        #expect(controller.navigationItem.centerItemGroupsAvailableToAdd.map(\.customizationIdentifier) == ["Format"])
        #expect(controller.navigationItem.diagnostics.isEmpty)

        // Narrower: Shapes collapses to its representative first…
        let medium = host.navigationBar(width: 400)!
        #expect(medium.elementNames == ["\"Plan.blueprint\"", "Insert", "Draw", "Shapes", "Label", "Text", "…"])
        #expect(medium.display(of: controller.navigationItem.centerItemGroups[2]) == .representative)
        // …then Text, which has no representative, moves to the overflow menu.
        let narrow = host.navigationBar(width: 320)!
        #expect(narrow.elementNames == ["\"Plan.blueprint\"", "Insert", "Draw", "Shapes", "…"])
        #expect(narrow.overflowGroups.map(\.customizationIdentifier) == ["Text"])
        #expect(MenuQuery.visibleTitles(of: narrow.overflowMenu!) == ["Label", "Text", "Customize Toolbar…"])
    }

    @Test func theNavigatorStyleTucksCenterItemsIntoTheOverflow() {
        NavigationBarTestSupport.useTestConfigDirectory()
        let controller = UIViewController()
        controller.title = "Plan"
        Self.configure(controller.navigationItem)
        controller.navigationItem.resetCustomization()
        let host = NavigationBarTestSupport.host(showing: controller)

        let bar = host.navigationBar(width: 1400)!
        #expect(bar.layout.titleAlignment == .centered)
        #expect(bar.elementNames == ["\"Plan\"", "…"])
        let title = bar.layout.titlePlacement!
        #expect(abs(title.x + title.width / 2 - 700) < 0.5)
        #expect(MenuQuery.visibleTitles(of: bar.overflowMenu!) == [
            "Insert", "Draw", "Square", "Circle", "Rectangle", "Diamond", "Label", "Text", "Customize Toolbar…",
        ])
        #expect(host.chooseOverflowItem(["Customize Toolbar…"], width: 1400))
        #expect(controller.navigationItem.isCustomizing)
    }

    @Test func theTitleMenuHasTheSuggestedActionsThenComments() throws {
        let controller = DocumentActionsViewController()
        controller.declared = [.duplicate, .move, .export, .printContent]
        controller.title = "Plan"
        Self.addTitleMenu(to: controller.navigationItem)
        let host = NavigationBarTestSupport.host(showing: controller)

        host.openTitleMenu()
        #expect(host.titleMenuTitles == ["Duplicate", "Move", "Export", "Print", "Comments"])
        #expect(host.chooseTitleMenuItem(["Print"]))
        #expect(controller.performed == [.printContent])
    }

    @Test func theDocumentCanBeDraggedAndShared() throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Plan.txt")
        try Data("walls and doors\n".utf8).write(to: url)
        let controller = UIViewController()
        controller.title = "Plan.txt"
        Self.addTitleMenu(to: controller.navigationItem)
        Self.addDocumentProperties(to: controller.navigationItem, url: url)
        let host = NavigationBarTestSupport.host(showing: controller)

        let dragged = host.dragTitle()
        #expect(dragged.count == 1)
        #expect(dragged.first?.itemProvider.registeredTypeIdentifiers == ["public.plain-text", "public.data"])
        #expect(dragged.first?.itemProvider.suggestedName == "Plan")

        let menu = try #require(host.openTitleMenu())
        #expect(menu.header?.name == "Plan.txt")
        #expect(menu.header?.subtitle == "Plain Text — 16 bytes")
        #expect(menu.header?.iconName == "text-plain")
        #expect(host.titleMenuTitles == ["Share…", "Comments"])

        #expect(host.chooseTitleMenuItem(["Share…"]))
        let sheet = try #require(host.shareSheet)
        #expect(sheet.availableActivities.compactMap(\.activityTitle) == ["Copy", "Open With…", "Send by Email"])
        #expect(host.chooseShareActivity("Open With…"))
        #expect(host.openedURLs == [url])
        #expect(host.shareSheet == nil)
    }

    // MARK: - Inline rename

    final class ViewController: UIViewController {
      let documentBrowserViewController = UIDocumentBrowserViewController()
      var documentURL: URL!
      var lastError: (any Error)?

      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.renameDelegate = self
      }
    }

    @Test func renamingTheTitleRenamesTheFile() throws {
        let folder = try NavigationBarTestSupport.makeFolder()
        let url = folder.appendingPathComponent("Plan.txt")
        try Data("walls".utf8).write(to: url)
        let controller = ViewController()
        controller.documentURL = url
        controller.title = "Plan.txt"
        let host = NavigationBarTestSupport.host(showing: controller)

        host.openTitleMenu()
        #expect(host.titleMenuTitles.contains("Rename"))
        let menuBefore = host.titleMenu
        #expect(menuBefore != nil)
        #expect(host.chooseTitleMenuItem(["Rename"]))
        #expect(controller.navigationItem.renameField?.selectedText == "Plan")
        host.type("House")
        #expect(host.renameText == "House.txt")
        #expect(host.pressEnter())
        #expect(!controller.navigationItem.isRenaming)
        #expect(controller.title == "House.txt")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("House.txt").path))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}

extension SeedNavigationBarTests.ViewController: UINavigationItemRenameDelegate {
  func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
    // Try renaming our document, the completion handler will have the updated URL or return an error.
    documentBrowserViewController.renameDocument(at: documentURL, proposedName: title, completionHandler: { [weak self] url, error in
      guard let self else { return }
      if let url {
        self.documentURL = url
        self.title = url.lastPathComponent
      }
      self.lastError = error
    })
  }
}
