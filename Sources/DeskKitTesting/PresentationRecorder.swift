import DeskKit
import Foundation

/// The headless presenter: keeps what would be on screen as plain values.
@MainActor
final class PresentationRecorder: DeskKitPresenter {
    var mainMenu: UIMenu?
    var mainMenuUpdates = 0
    /// The context menu showing; when it closes or another replaces it, the app is told.
    var contextMenu: UIMenu? {
        didSet { if oldValue != nil { application?.contextMenuDidClose() } }
    }
    /// The app presented, told when its context menu closes.
    weak var application: UIApplication?
    var editMenu: EditMenuPresentation?
    var editMenuPresentations = 0
    var openedURLs: [URL] = []
    /// What URLs open with; every one succeeds unless a test says otherwise.
    var opensURLs = true
    var overlay: ShortcutOverlay?
    var terminated = false
    var displayRequests = 0
    var minimizedWindows: [UIWindow] = []
    var fullScreenToggles = 0
    /// Alerts and file choosers showing, oldest first (held here, as a platform holds its dialogs).
    var dialogs: [UIViewController] = []
    /// Sheet windows showing and the windows they sit over, oldest first.
    var sheets: [(sheet: UIWindow, parent: UIWindow)] = []

    /// The scenes whose windows are on screen, in the order they were shown.
    var shownScenes: [UIWindowScene] = []

    func sceneDidConnect(_ scene: UIWindowScene) {
        if !shownScenes.contains(where: { $0 === scene }) { shownScenes.append(scene) }
    }
    func sceneDidDisconnect(_ scene: UIScene) { shownScenes.removeAll { $0 === scene } }
    func sceneTitleDidChange(_ scene: UIScene) {}
    func windowDidBecomeKey(_ window: UIWindow) {}
    func setNeedsDisplay(_ window: UIWindow) { displayRequests += 1 }
    func terminate() { terminated = true }
    func minimize(_ window: UIWindow) { minimizedWindows.append(window) }
    func toggleFullScreen(_ window: UIWindow) { fullScreenToggles += 1 }

    func mainMenuDidChange(_ menu: UIMenu) {
        mainMenu = menu
        mainMenuUpdates += 1
    }

    func showShortcutOverlay(_ overlay: ShortcutOverlay, openedByHold: Bool) -> Bool {
        self.overlay = overlay
        return true
    }

    func dismissShortcutOverlay() {
        overlay = nil
    }

    func presentContextMenu(_ menu: UIMenu, at point: CGPoint, in window: UIWindow) {
        contextMenu = menu
    }

    func dismissContextMenu() {
        contextMenu = nil
    }

    /// Measures compact edit-menu titles as a presenter with real fonts would; nil estimates.
    var measureEditMenuTitle: (@MainActor (String) -> CGFloat)?

    func editMenuTitleWidth(_ title: String) -> CGFloat? {
        measureEditMenuTitle?(title)
    }

    func presentEditMenu(_ presentation: EditMenuPresentation) {
        editMenu = presentation
        editMenuPresentations += 1
    }

    func dismissEditMenu() {
        editMenu = nil
    }

    func openURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return opensURLs
    }

    // MARK: Navigation bars
    var navigationBarChanges = 0
    var shareSheetPresentations = 0
    /// The item of the last change the presenter was told of.
    var lastChangedNavigationItem: UINavigationItem?

    func navigationBarDidChange(_ navigationItem: UINavigationItem) {
        navigationBarChanges += 1
        lastChangedNavigationItem = navigationItem
    }

    /// The sheet stays readable through the navigation item's `presentedActivityViewController`.
    func presentShareSheet(_ controller: UIActivityViewController, for navigationItem: UINavigationItem) {
        shareSheetPresentations += 1
    }

    // MARK: Find navigators
    /// What each window's find bar shows, as a presenter that only listens would draw it: the
    /// state of the navigator presenting there, or nil when none does.
    var findNavigators: [ObjectIdentifier: FindNavigatorState] = [:]
    var findNavigatorChanges = 0

    func findNavigatorDidChange(_ interaction: UIFindInteraction, in window: UIWindow) {
        findNavigatorChanges += 1
        let id = ObjectIdentifier(window)
        if interaction.isFindNavigatorVisible, interaction.navigatorView.window === window {
            findNavigators[id] = interaction.navigatorState
        } else if findNavigators[id] != nil {
            findNavigators[id] = nil
        }
    }

    // MARK: Focus regions
    /// The region each window's keyboard is in, as the core last told the presenter.
    var focusRegions: [ObjectIdentifier: FocusRegion?] = [:]
    var focusRegionChanges = 0

    func focusRegionDidChange(in window: UIWindow) {
        focusRegionChanges += 1
        focusRegions[ObjectIdentifier(window)] = .some(window.focusRegion)
    }

    // MARK: Pointer and band selection
    var pointer: PointerPresentation = .system
    var pointerChanges = 0
    var bandRect: CGRect?
    var bandRectUpdates = 0

    func pointerDidChange(_ pointer: PointerPresentation, in window: UIWindow) {
        self.pointer = pointer
        pointerChanges += 1
    }

    func bandSelectionDidChange(_ rect: CGRect?, in window: UIWindow) {
        bandRect = rect
        bandRectUpdates += 1
    }
}

// MARK: - Dialogs

extension PresentationRecorder {
    func presentAlert(_ alert: UIAlertController, in window: UIWindow) {
        dialogs.append(alert)
    }

    func presentDocumentPicker(_ picker: UIDocumentPickerViewController, in window: UIWindow) {
        dialogs.append(picker)
    }

    func presentSheet(_ controller: UIViewController, in sheet: UIWindow, over window: UIWindow) {
        dialogs.append(controller)
        sheets.append((sheet: sheet, parent: window))
    }

    func dismissDialog(_ controller: UIViewController) {
        dialogs.removeAll { $0 === controller }
        sheets.removeAll { $0.sheet.rootViewController == nil || $0.sheet.rootViewController === controller }
    }
}
