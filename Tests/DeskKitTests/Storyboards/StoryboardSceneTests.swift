@testable import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Testing

/// A scene delegate as Info.plist names it: no code makes its window.
@MainActor
final class PlistSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var windowAtConnection: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        windowAtConnection = window
    }
}

/// An app delegate that leaves scene configuration to Info.plist.
@MainActor
final class PlistAppDelegate: UIResponder, UIApplicationDelegate {}

/// The first screen of a storyboard: a title, a bar button and a label connected to an outlet.
@MainActor
final class NotesViewController: UIViewController {
    var messageLabel: UILabel!
    var awoke = false
    var loadedWithOutlet = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithOutlet = messageLabel != nil
    }
}

/// Apps that start from their Info.plist and a storyboard compiled as the porting script does.
@MainActor
struct StoryboardSceneTests {
    /// Writes `plist` as Info.plist into a new bundle's Resources folder.
    private func resources(plist: String, storyboards: [UIStoryboard._Compiled]) throws -> _UIApplicationResources {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-storyboard-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(url: root))
        return _UIApplicationResources(moduleName: "Notes", bundle: bundle, folder: "Resources",
                                       classes: ["$(PRODUCT_MODULE_NAME).PlistSceneDelegate": PlistSceneDelegate.self],
                                       storyboards: storyboards)
    }

    /// The storyboard as the generator writes it: a navigation controller around the notes scene.
    private var notesStoryboard: UIStoryboard._Compiled {
        UIStoryboard._Compiled(name: "Main", initialViewController: "nav", identifiers: ["Notes": "notes"], scenes: [
            "nav": { storyboard in
                let controller = UINavigationController(coder: NSCoder())!
                controller._storyboard = storyboard
                controller.setViewControllers([storyboard._instantiate("notes")], animated: false)
                controller.awakeFromNib()
                return controller
            },
            "notes": { storyboard in
                let controller = NotesViewController(coder: NSCoder())!
                controller._storyboard = storyboard
                controller.navigationItem.title = "Notes"
                let item = UIBarButtonItem(title: "Add")
                controller.navigationItem.rightBarButtonItem = item
                controller._storyboardViewLoader = { [unowned controller] in
                    let view = UIView(coder: NSCoder())!
                    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                    let label = UILabel(coder: NSCoder())!
                    label.text = "No notes yet"
                    view.addSubview(label)
                    controller.messageLabel = label
                    return view
                }
                controller.awakeFromNib()
                return controller
            },
        ])
    }

    private let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>Notes</string>
        <key>UIApplicationSceneManifest</key><dict>
          <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
              <key>UISceneConfigurationName</key><string>Default Configuration</string>
              <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).PlistSceneDelegate</string>
              <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array>
          </dict>
        </dict>
        </dict></plist>
        """

    @Test func sceneStartsFromInfoPlistAndStoryboard() throws {
        defer { _UIApplicationResources.uninstall() }
        let name = try resources(plist: manifest, storyboards: [notesStoryboard]).install()
        #expect(name == "Notes")
        let host = TestHost(delegate: PlistAppDelegate())
        let window = try #require(host.keyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let notes = try #require(navigation.viewControllers.first as? NotesViewController)
        #expect(notes.awoke)
        #expect(notes.storyboard != nil)
        #expect(notes.navigationItem.title == "Notes")
        #expect(notes.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(notes.loadedWithOutlet)
        #expect(notes.messageLabel.text == "No notes yet")
        let delegate = try #require(window.windowScene?.delegate as? PlistSceneDelegate)
        #expect(delegate.window === window)
        #expect(delegate.windowAtConnection === window, "UIKit hands the window over before scene(_:willConnectTo:options:)")
        let again = try #require(notes.storyboard?.instantiateViewController(withIdentifier: "Notes") as? NotesViewController)
        #expect(again !== notes)
    }

    @Test func missingStoryboardIsReportedNotSilent() throws {
        defer {
            _UIApplicationResources.uninstall()
            UIApplication.sceneStartFailure = { _ in exit(1) }
        }
        try _ = resources(plist: manifest, storyboards: []).install()
        var reasons: [String] = []
        UIApplication.sceneStartFailure = { reasons.append($0) }
        let host = TestHost(delegate: PlistAppDelegate())
        host.application.checkLaunchShowedWindow()
        #expect(reasons.first?.contains("storyboard 'Main'") == true)
        #expect(reasons.count == 2, "no storyboard window, then no window at all")
        #expect(host.windows.isEmpty)
    }

    @Test func unreadableInfoPlistNamesTheFile() throws {
        defer { _UIApplicationResources.uninstall() }
        let resources = try resources(plist: "<plist><dict><key>broken", storyboards: [])
        #expect(throws: (any Error).self) { try resources.install() }
        do {
            _ = try resources.install()
        } catch {
            #expect(String(describing: error).contains("Info.plist"))
        }
    }

    @Test func braceVariablesInTheCorpusInfoPlistNameTheApp() throws {
        try #require(PortingCorpus.isPresent)
        defer { _UIApplicationResources.uninstall() }
        // The navigation bar sample writes its name as ${PRODUCT_NAME}, Xcode's other spelling.
        let url = PortingCorpus.folder.appendingPathComponent("uikit-customizing-your-app-s-navigation-bar/NavBar/NavBar-Info.plist")
        let plist = try String(contentsOf: url, encoding: .utf8)
        #expect(plist.contains("${PRODUCT_NAME}"))
        let name = try resources(plist: plist, storyboards: []).install()
        #expect(name == "Notes", "the module name stands in for the variable")
    }

    @Test func aPortedAppFindsItsStringsAndSettingsInItsOwnBundle() throws {
        try #require(PortingCorpus.isPresent)
        defer { _UIApplicationResources.uninstall() }
        // The menu bar sample's English strings and settings bundle, copied as the port copies them.
        let app = PortingCorpus.folder.appendingPathComponent("uikit-adding-menus-and-shortcuts-to-the-menu-bar-and-user-interface/Menus")
        let plist = try String(contentsOf: app.appendingPathComponent("Info.plist"), encoding: .utf8)
        let resources = try resources(plist: plist, storyboards: [])
        let folder = try #require(resources.folder)
        for path in ["en.lproj/Localizable.strings", "Settings/Settings.bundle/Root.plist"] {
            let destination = folder.appendingPathComponent(path.replacingOccurrences(of: "Settings/", with: ""))
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: app.appendingPathComponent(path), to: destination)
        }
        #expect(Bundle._portedMain.bundleURL == Bundle.main.bundleURL, "before the app starts: the executable's folder")
        _ = try resources.install()
        #expect(NSLocalizedString("CitiesTitle", bundle: Bundle._portedMain, comment: "") == "Cities")
        #expect(NSLocalizedString("noselection", bundle: Bundle._portedMain, comment: "") == "(No Selection)")
        let settings = try #require(Bundle._portedMain.url(forResource: "Settings", withExtension: "bundle"))
        let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: settings.appendingPathComponent("Root.plist")), format: nil)
        #expect((root as? [String: Any])?["PreferenceSpecifiers"] != nil)
    }

    @Test func aTableControllersStaticCellsFillItsTable() throws {
        let controller = UITableViewController(style: .plain)
        let first = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        first.textLabel?.text = "Custom right view"
        first.detailTextLabel?.text = "A navigation bar with a custom control on the right."
        let second = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        second.textLabel?.text = "Custom title view"
        let third = UITableViewCell(style: .default, reuseIdentifier: nil)
        third.textLabel?.text = "Large title"
        controller._staticCells = [[first, second], [third]]
        let host = TestHost(delegate: ScriptedAppDelegate())
        host.keyWindow?.rootViewController = controller
        host.keyWindow?.layoutIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === third)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Custom right view", "Custom title view", "Large title"])
    }

    @Test func anAppThatOpensOneWindowHasNoNewWindowCommand() throws {
        try #require(PortingCorpus.isPresent)
        defer { _UIApplicationResources.uninstall() }
        // The hardware keyboard sample opens one window and binds Ctrl+N to its own New command.
        let url = PortingCorpus.folder.appendingPathComponent("uikit-adding-hardware-keyboard-support-to-your-app/ProIllustratorSample/Supporting Files/Info.plist")
        let plist = try String(contentsOf: url, encoding: .utf8)
        try _ = resources(plist: plist, storyboards: []).install()
        let single = TestHost(delegate: PlistAppDelegate())
        #expect(!single.application.supportsMultipleScenes)
        #expect(!single.mainMenuTitles(["File"]).contains("New Window"))
        _UIApplicationResources.uninstall()
        let multiple = TestHost(delegate: ScriptedAppDelegate())
        #expect(multiple.application.supportsMultipleScenes)
        #expect(multiple.mainMenuTitles(["File"]).contains("New Window"))
    }
}
