import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Bar button items and groups: factories, flags, clicks, menus and hidden items.
@MainActor
@Suite struct BarButtonItemTests {
    @Test func factoriesSetWhatTheUserMayDo() {
        let item = UIBarButtonItem(title: "Draw", image: UIImage(systemName: "scribble"))
        let fixed = item.creatingFixedGroup()
        #expect(item.buttonGroup === fixed)
        #expect(!fixed.isMovable && !fixed.isOptional && fixed.customizationIdentifier == nil)
        let movable = UIBarButtonItem(title: "Pen").creatingMovableGroup(customizationIdentifier: "Pen")
        #expect(movable.isMovable && !movable.isOptional && movable.isInDefaultCustomization)
        let optional = UIBarButtonItem(title: "Ink").creatingOptionalGroup(customizationIdentifier: "Ink", isInDefaultCustomization: false)
        #expect(optional.isMovable && optional.isOptional && !optional.isInDefaultCustomization)
        let representative = UIBarButtonItem(title: "Shapes")
        let group = UIBarButtonItemGroup.fixedGroup(representativeItem: representative, items: [UIBarButtonItem(title: "Square")])
        #expect(group.representativeItem?.buttonGroup === group)
        #expect(UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil).customizationIdentifier == nil)
    }

    @Test func anItemTakesTitleAndImageFromItsPrimaryAction() {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Insert", image: UIImage(systemName: "photo")) { _ in })
        #expect(item.title == "Insert")
        #expect(item.image?.iconName == UIImage(systemName: "photo")?.iconName)
    }

    @Test func clickingRunsThePrimaryActionOrSendsTheActionUpTheChain() {
        let (host, _, controller) = makeHost()
        controller.implementActions("insertPhoto:")
        var runs = 0
        controller.navigationItem.style = .browser
        controller.navigationItem.trailingItemGroups = [
            .fixedGroup(items: [
                UIBarButtonItem(title: "Run", image: nil, primaryAction: UIAction(title: "Run") { _ in runs += 1 }),
                UIBarButtonItem(title: "Photo", style: .plain, target: nil, action: "insertPhoto:"),
            ]),
        ]
        #expect(host.clickBarItem("Run"))
        #expect(host.clickBarItem("Photo"))
        #expect(runs == 1)
        #expect(controller.performed == ["insertPhoto:"])
        controller.navigationItem.trailingItemGroups[0].barButtonItems[0].isEnabled = false
        #expect(!host.clickBarItem("Run"))
    }

    @Test func hiddenItemsAndGroupsTakeNoRoom() {
        let item = UINavigationItem(title: "Plan")
        item.style = .editor
        let hiddenItem = UIBarButtonItem(title: "Secret")
        hiddenItem.isHidden = true
        let hiddenGroup = UIBarButtonItemGroup.fixedGroup(items: [UIBarButtonItem(title: "Gone")])
        hiddenGroup.isHidden = true
        item.centerItemGroups = [.fixedGroup(items: [UIBarButtonItem(title: "A"), hiddenItem]), hiddenGroup]
        #expect(item.barContent(width: 800).elementNames == ["\"Plan\"", "A"])
    }

    @Test func leftAndRightItemsMapToLeadingAndTrailingGroups() {
        let item = UINavigationItem(title: "Plan")
        let edit = UIBarButtonItem(systemItem: .edit)
        let add = UIBarButtonItem(systemItem: .add)
        item.rightBarButtonItems = [edit, add]
        // The first right item sits at the trailing edge.
        #expect(item.trailingItemGroups.first?.barButtonItems.map(\.title) == ["Add", "Edit"])
        #expect(item.rightBarButtonItem === edit)
        item.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
        #expect(item.leadingItemGroups.count == 1)
        #expect(item.barContent(width: 600).elementNames == ["Close", "\"Plan\"", "Add", "Edit"])
        item.leftBarButtonItems = nil
        #expect(item.leadingItemGroups.isEmpty)
    }

    @Test func theBackButtonComesFromTheItemBelowOrTheBackAction() {
        let below = UINavigationItem(title: "Drawings")
        let item = UINavigationItem(title: "Plan")
        #expect(item.barContent(width: 600).backButton == nil)
        let bar = item.barContent(width: 600, backItem: below)
        #expect(bar.elementNames == ["‹", "\"Plan\""])
        #expect(bar.backButton?.title == "Drawings")
        below.backButtonTitle = "All"
        #expect(item.barContent(width: 600, backItem: below).backButton?.title == "All")

        var wentBack = false
        item.style = .editor
        item.backAction = UIAction(title: "Documents") { _ in wentBack = true }
        let editor = item.barContent(width: 600)
        #expect(editor.backButton?.title == "Documents")
        #expect(editor.backButton?.performPrimaryAction() == true)
        #expect(wentBack)
        item.hidesBackButton = true
        #expect(item.barContent(width: 600).backButton == nil)
    }

    @Test func aRepresentativeOffersItsGroupAsAMenuAndTheOverflowAddsExtraItems() {
        let item = UINavigationItem(title: "Plan")
        item.style = .editor
        let shapes = UIBarButtonItemGroup.optionalGroup(
            customizationIdentifier: "Shapes", representativeItem: UIBarButtonItem(title: "Shapes", image: UIImage(systemName: "square.on.circle")),
            items: ["Square", "Circle"].map { UIBarButtonItem(title: $0, image: UIImage(systemName: "square")) })
        item.centerItemGroups = [shapes, .fixedGroup(items: [UIBarButtonItem(title: "Lasso")])]
        item.additionalOverflowItems = UIDeferredMenuElement { completion in
            completion([UIAction(title: "Settings…") { _ in }])
        }
        #expect(MenuQuery.visibleTitles(of: shapes.representativeMenu) == ["Square", "Circle"])
        let narrow = item.barContent(width: 180)
        #expect(narrow.display(of: shapes) == .representative)
        #expect(shapes.isDisplayingRepresentativeItem)
        #expect(MenuQuery.visibleTitles(of: narrow.overflowMenu!) == ["Lasso", "Settings…"])
        let wide = item.barContent(width: 1000)
        #expect(!shapes.isDisplayingRepresentativeItem)
        #expect(MenuQuery.visibleTitles(of: wide.overflowMenu!) == ["Settings…"])
    }
}
