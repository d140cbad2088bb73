import DeskKit
import Foundation

/// A headless DeskKit host: launches an app, simulates keyboard and pointer input, and records
/// what would be presented (main menu, context menus, shortcut overlay) as inspectable data.
@MainActor
public final class TestHost {
    /// The app under test, launched with the host's recording presenter. Reaching it makes it
    /// the process's current app again, as other hosts may have launched since.
    public var application: UIApplication {
        launchedApplication.makeCurrent()
        return launchedApplication
    }
    private let launchedApplication: UIApplication
    let recorder = PresentationRecorder()
    /// The title menu showing, if any.
    public private(set) var titleMenu: TitleMenu?

    /// Launches `delegate`'s app and connects its first scene, or the scenes saved in
    /// `stateRestorationDirectory` by a previous host; `opening` files as a launch from the
    /// command line or a file manager would (they arrive as `urlContexts`).
    public init(delegate: UIApplicationDelegate, name: String = "Test App", stateRestorationDirectory: URL? = nil,
                opening urls: [URL] = []) {
        launchedApplication = UIApplication()
        let application = launchedApplication
        application.delegate = delegate
        application.stateRestorationDirectory = stateRestorationDirectory
        recorder.application = application
        application.launch(name: name, presenter: recorder, urlContexts: Set(urls.map { UIOpenURLContext(url: $0) }))
    }

    /// Asks the running app to open `urls`, as a second launch with files or a file manager does.
    public func open(_ urls: [URL]) {
        application.openURLContexts(Set(urls.map { UIOpenURLContext(url: $0) }))
    }

    // MARK: - What is presented

    /// The main menu as the menu bar shows it now.
    public var mainMenu: UIMenu {
        application.updateMenusIfNeeded()
        return application.validatedMainMenu
    }

    /// The context menu showing, if any.
    public var contextMenu: UIMenu? { recorder.contextMenu }
    /// The shortcut overlay showing, if any, filtered by ``overlaySearchText``.
    public var overlay: ShortcutOverlay? {
        recorder.overlay.map { $0.search(overlaySearchText) }
    }
    /// What was typed into the overlay's search field.
    public private(set) var overlaySearchText = ""
    /// Every window of every connected scene.
    public var windows: [UIWindow] { application.allWindows }
    /// The window that takes key presses.
    public var keyWindow: UIWindow? { application.keyWindow }
    /// Menus the presenter was sent, in order.
    public var presentedMainMenuCount: Int { recorder.mainMenuUpdates }

    /// What the find bar of `window` (the key window by default) shows, as pushed to the host by
    /// the core; nil when no navigator presents there.
    public func presentedFindNavigator(in window: UIWindow? = nil) -> FindNavigatorState? {
        guard let window = window ?? application.keyWindow else { return nil }
        return recorder.findNavigators[ObjectIdentifier(window)]
    }

    /// How many times the core told the host of a find navigator's change.
    public var presentationCountOfFindNavigators: Int { recorder.findNavigatorChanges }
    /// Whether the app asked to quit.
    public var isTerminated: Bool { recorder.terminated }
    /// The latest main-menu build problems.
    public var menuDiagnostics: [MenuDiagnostic] { UIMenuSystem.main.diagnostics }

    // MARK: - Keyboard

    /// Presses a key with modifiers, e.g. `press("t", modifiers: .command)` for Ctrl+T.
    @discardableResult
    public func press(_ input: String, modifiers: UIKeyModifierFlags = []) -> Bool {
        let characters = modifiers.contains(.shift) && input.count == 1 ? input.uppercased() : input
        let handled = application.handleKeyPress(
            UIKey(characters: characters, charactersIgnoringModifiers: input.count == 1 ? input.lowercased() : input, modifierFlags: modifiers))
        settle()
        return handled
    }

    /// Lets go of a key pressed with ``press(_:modifiers:)``, delivering `pressesEnded(_:with:)`
    /// to the responder its press went to; true when a responder handled it.
    @discardableResult
    public func release(_ input: String, modifiers: UIKeyModifierFlags = []) -> Bool {
        let characters = modifiers.contains(.shift) && input.count == 1 ? input.uppercased() : input
        let handled = application.handleKeyRelease(
            UIKey(characters: characters, charactersIgnoringModifiers: input.count == 1 ? input.lowercased() : input, modifierFlags: modifiers))
        settle()
        return handled
    }

    /// Types text one key at a time.
    public func type(_ text: String) {
        for character in text {
            let string = String(character)
            let shifted = character.isUppercase
            _ = application.handleKeyPress(
                UIKey(characters: string, charactersIgnoringModifiers: string.lowercased(), modifierFlags: shifted ? .shift : []))
        }
        settle()
    }

    /// Holds the primary modifier long enough to show the shortcut overlay, as on iPad: the key
    /// goes down alone and the hold's delay passes.
    public func holdCommandKey() {
        pressCommandKey()
        letOverlayHoldDelayPass()
    }

    /// The primary modifier (Ctrl) goes down alone; the overlay shows if nothing else happens
    /// before the hold's delay passes.
    public func pressCommandKey() {
        overlaySearchText = ""
        application.handleModifierKey(.command, pressed: true, held: .command)
    }

    /// The primary modifier comes up; an overlay the hold opened closes.
    public func releaseCommandKey() {
        application.handleModifierKey(.command, pressed: false, held: [])
    }

    /// Lets the hold's delay pass at once, as if the user kept holding.
    public func letOverlayHoldDelayPass() {
        application.shortcutOverlayHold.delayDidPass()
    }

    /// Types into the overlay's search field.
    public func searchOverlay(_ text: String) {
        overlaySearchText = text
    }

    /// Closes the overlay (key release or Esc).
    public func dismissOverlay() {
        recorder.overlay = nil
        overlaySearchText = ""
        application.shortcutOverlayDidClose()
    }

    /// Chooses the overlay entry with this title; the overlay closes and the command runs.
    @discardableResult
    public func chooseOverlayEntry(_ title: String) -> Bool {
        guard let entry = overlay?.allEntries.first(where: { $0.title == title }) else { return false }
        dismissOverlay()
        let performed = application.perform(entry.command)
        settle()
        return performed
    }

    // MARK: - Pointer

    /// Clicks at a point of the key window (or `window`); returns the view hit.
    @discardableResult
    public func click(at point: CGPoint, in window: UIWindow? = nil) -> UIView? {
        guard let target = window ?? keyWindow else { return nil }
        recorder.contextMenu = nil
        let view = application.handleClick(at: point, button: .primary, in: target)
        settle()
        return view
    }

    /// Secondary-clicks at a point; a context menu, if any, becomes ``contextMenu``.
    @discardableResult
    public func rightClick(at point: CGPoint, in window: UIWindow? = nil) -> UIMenu? {
        guard let target = window ?? keyWindow else { return nil }
        recorder.contextMenu = nil
        let presentations = recorder.editMenuPresentations
        application.handleClick(at: point, button: .secondary, in: target)
        settle()
        if recorder.contextMenu == nil, recorder.editMenuPresentations != presentations, let editMenu, editMenu.kind == .contextMenu {
            return editMenu.menu
        }
        return recorder.contextMenu
    }

    /// The tool tip shown when the pointer rests at `point` of the key window (or `window`), or
    /// nil for none.
    public func toolTip(at point: CGPoint, in window: UIWindow? = nil) -> String? {
        guard let target = window ?? keyWindow else { return nil }
        return application.toolTip(at: point, in: target)?.text
    }

    /// The rectangle (window coordinates) the tool tip at `point` belongs to, or nil for none.
    public func toolTipRect(at point: CGPoint, in window: UIWindow? = nil) -> CGRect? {
        guard let target = window ?? keyWindow else { return nil }
        return application.toolTip(at: point, in: target)?.rect
    }

    // MARK: - Touch

    /// Taps with one finger at a point of the key window (or `window`); returns the view hit.
    @discardableResult
    public func tap(at point: CGPoint, in window: UIWindow? = nil) -> UIView? {
        guard let target = window ?? keyWindow else { return nil }
        let view = application.handleTouch(at: point, in: target)
        settle()
        return view
    }

    // MARK: - Navigation bars

    /// The navigation item of the key window's root view controller.
    public var navigationItem: UINavigationItem? { keyWindow?.displayedNavigationItem }

    /// The Customize Toolbar… panel of the key window's bar while it customizes, as a presenter draws it.
    package var customizationPanel: NavigationBarCustomizationPanel? { navigationItem?.customizationPanel }

    /// How many times the core told the host that a bar's content changed.
    public var presentationCountOfNavigationBars: Int { recorder.navigationBarChanges }

    /// The navigation item of the last bar change the core told the host of.
    public var lastChangedNavigationItem: UINavigationItem? { recorder.lastChangedNavigationItem }

    /// What the key window's navigation bar shows at `width` points, items measured by estimate.
    public func navigationBar(width: CGFloat = 1024, backItem: UINavigationItem? = nil) -> NavigationBarContent? {
        navigationItem?.barContent(width: width, backItem: backItem)
    }

    /// Clicks the bar item with this title (or representative, or back button) at `width`.
    @discardableResult
    public func clickBarItem(_ title: String, width: CGFloat = 1024) -> Bool {
        guard let bar = navigationBar(width: width),
              let element = bar.layout.placements.map(\.element).first(where: { bar.item(for: $0)?.title == title }),
              let item = bar.item(for: element) else { return false }
        let performed = item.performPrimaryAction()
        settle()
        return performed
    }

    /// Chooses an overflow-menu element by its path of titles, at `width`.
    @discardableResult
    public func chooseOverflowItem(_ path: [String], width: CGFloat = 1024) -> Bool {
        guard let menu = navigationBar(width: width)?.overflowMenu, let element = MenuQuery.element(at: path, in: menu),
              MenuQuery.isEnabled(element) else { return false }
        let performed = application.perform(element)
        settle()
        return performed
    }

    /// Clicks the title: its menu, if any, becomes ``titleMenu``.
    @discardableResult
    public func openTitleMenu() -> TitleMenu? {
        titleMenu = navigationItem?.makeTitleMenu()
        return titleMenu
    }

    /// Titles of the showing title menu's visible elements, sections flattened.
    public var titleMenuTitles: [String] {
        titleMenu.map { MenuQuery.visibleTitles(of: $0.menu) } ?? []
    }

    /// Chooses a title-menu element by its path of titles; the menu closes.
    @discardableResult
    public func chooseTitleMenuItem(_ path: [String]) -> Bool {
        guard let menu = titleMenu, let element = MenuQuery.element(at: path, in: menu.menu) else { return false }
        titleMenu = nil
        let performed = menu.perform(element)
        settle()
        return performed
    }

    /// Drags the title out of the bar: the items a drop target would receive.
    public func dragTitle() -> [UIDragItem] {
        navigationItem?.beginTitleDrag() ?? []
    }

    /// The share sheet opened from the title menu, if showing.
    public var shareSheet: UIActivityViewController? { navigationItem?.presentedActivityViewController }

    /// Chooses a share-sheet activity by its title (Copy, Open With…, Send by Email, …).
    @discardableResult
    public func chooseShareActivity(_ title: String) -> Bool {
        guard let sheet = shareSheet, let activity = sheet.availableActivities.first(where: { $0.activityTitle == title }),
              let type = activity.activityType else { return false }
        let performed = sheet.performActivity(type)
        settle()
        return performed
    }

    /// Starts renaming the title in place, as double-clicking it does.
    @discardableResult
    public func beginRename() -> Bool {
        let began = navigationItem?.beginRenaming() ?? false
        settle()
        return began
    }

    /// The title editor's text while renaming.
    public var renameText: String? { navigationItem?.renameField?.text }

    /// Presses Enter (commits a rename) and Esc (cancels it).
    @discardableResult
    public func pressEnter() -> Bool { press("\r") }

    /// Presses Esc; true when something handled it.
    @discardableResult
    public func pressEscape() -> Bool { press(UIKeyCommand.inputEscape) }

    // MARK: - Edit menus

    /// The edit menu showing, compact or as a context menu, as the presenter received it.
    public var editMenu: EditMenuPresentation? { recorder.editMenu }

    /// How many times an edit menu was handed to the presenter (shown, reloaded, paged).
    public var editMenuPresentationCount: Int { recorder.editMenuPresentations }

    /// Measures compact edit-menu titles in place of the core's estimate, as a presenter that
    /// draws with real fonts does; nil (the default) keeps the estimate.
    public var measureEditMenuTitle: (@MainActor (String) -> CGFloat)? {
        get { recorder.measureEditMenuTitle }
        set { recorder.measureEditMenuTitle = newValue }
    }

    /// Titles of the showing edit menu's visible elements, inline sections flattened.
    public var editMenuTitles: [String] {
        editMenu.map { MenuQuery.visibleTitles(of: $0.menu) } ?? []
    }

    /// Chooses an edit-menu element by its path of titles, opening submenus on the way (in place,
    /// in the compact menu); the menu closes unless the element keeps it presented.
    @discardableResult
    public func chooseEditMenuItem(_ path: [String]) -> Bool {
        guard let presentation = editMenu, let element = MenuQuery.element(at: path, in: presentation.menu) else { return false }
        if presentation.kind == .compact {
            for depth in 1..<max(path.count, 1) {
                guard let submenu = MenuQuery.element(at: Array(path.prefix(depth)), in: presentation.menu) as? UIMenu else { return false }
                presentation.interaction.chooseMenuElement(submenu)
            }
        }
        let chosen = presentation.interaction.chooseMenuElement(element)
        settle()
        return chosen
    }

    /// URLs the app asked the desktop to open, in order.
    public var openedURLs: [URL] { recorder.openedURLs }

    // MARK: - Menus as data

    /// The element at a path of titles from the main menu, e.g. `["File", "New Tab"]`.
    ///
    /// Inline sections are looked through, as a menu bar shows their items in the parent.
    public func mainMenuItem(_ path: [String]) -> UIMenuElement? {
        MenuQuery.element(at: path, in: mainMenu)
    }

    /// Titles of the visible items of a main-menu submenu, sections flattened, in order.
    public func mainMenuTitles(_ path: [String] = []) -> [String] {
        let menu = path.isEmpty ? mainMenu : mainMenuItem(path) as? UIMenu
        return menu.map(MenuQuery.visibleTitles(of:)) ?? []
    }

    /// Chooses a main-menu item by its path; false when it is missing or unavailable.
    @discardableResult
    public func performMainMenuItem(_ path: [String]) -> Bool {
        guard let element = mainMenuItem(path), MenuQuery.isEnabled(element) else { return false }
        let performed = application.perform(element)
        settle()
        return performed
    }

    /// Chooses a context-menu item by title; the menu closes unless it keeps itself presented.
    @discardableResult
    public func chooseContextMenuItem(_ path: [String]) -> Bool {
        guard let menu = recorder.contextMenu, let element = MenuQuery.element(at: path, in: menu),
              MenuQuery.isEnabled(element) else { return false }
        let keepsPresented = (element as? UIAction)?.attributes.contains(.keepsMenuPresented) ?? false
        if !keepsPresented { recorder.contextMenu = nil }
        let performed = application.perform(element)
        settle()
        return performed
    }

    /// Runs work queued on the main queue and sends pending menu updates to the recorder.
    public func settle() {
        application.updateMenusIfNeeded()
    }

    // MARK: - Pointer drags, hovering and band selection

    /// The pointer's look as the presenter last received it.
    package var pointer: PointerPresentation { recorder.pointer }
    /// How many times the pointer's look was handed to the presenter.
    public var pointerChangeCount: Int { recorder.pointerChanges }
    /// The band being dragged out, in window coordinates; nil when none shows.
    public var bandRect: CGRect? { recorder.bandRect }

    /// Drags with the primary button from `start` to `end` in `steps` equal moves, holding
    /// `modifiers` (e.g. `.shift`, or `.command` for Ctrl), then releases.
    public func drag(from start: CGPoint, to end: CGPoint, modifiers: UIKeyModifierFlags = [], steps: Int = 4, in window: UIWindow? = nil) {
        pointerDown(at: start, modifiers: modifiers, in: window)
        for point in Self.path(from: start, to: end, steps: steps) { pointerMove(to: point, modifiers: modifiers, in: window) }
        pointerUp(at: end, modifiers: modifiers, in: window)
    }

    /// Presses and releases the primary button at `point` through the drag routing (which
    /// routes the click as ``click(at:in:)`` does, then selects collection view items).
    public func pointerClick(at point: CGPoint, modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil) {
        pointerDown(at: point, modifiers: modifiers, in: window)
        pointerUp(at: point, modifiers: modifiers, in: window)
    }

    /// Double-clicks the primary button at `point`: two clicks, the second counted as such.
    public func doubleClick(at point: CGPoint, in window: UIWindow? = nil) {
        pointerClick(at: point, in: window)
        pointerDown(at: point, clickCount: 2, in: window)
        pointerUp(at: point, in: window)
    }

    /// Presses the primary button, to drag step by step (e.g. to press Esc mid-drag);
    /// `clickCount` 2 is the second press of a double click.
    public func pointerDown(at point: CGPoint, modifiers: UIKeyModifierFlags = [], clickCount: Int = 1, in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        recorder.contextMenu = nil
        application.handlePointerDown(at: point, modifierFlags: modifiers, clickCount: clickCount, in: target)
        settle()
    }

    /// Moves the pointer: a drag while the button is down, else a hover.
    public func pointerMove(to point: CGPoint, modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handlePointerMoved(at: point, modifierFlags: modifiers, in: target)
        settle()
    }

    /// Releases the primary button at `point`, ending a press or drag.
    public func pointerUp(at point: CGPoint, modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handlePointerUp(at: point, modifierFlags: modifiers, in: target)
        settle()
    }

    /// Moves the pointer to `point` with no button held; `pointer` shows the look it gets.
    public func hover(at point: CGPoint, modifiers: UIKeyModifierFlags = [], in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handlePointerHover(at: point, modifierFlags: modifiers, in: target)
        settle()
    }

    /// Moves the pointer out of the window.
    public func pointerExit(from window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handlePointerExit(from: target)
        settle()
    }

    /// Drags one finger from `start` to `end` in `steps` moves; a finger scrolls, never bands.
    public func touchDrag(from start: CGPoint, to end: CGPoint, steps: Int = 4, in window: UIWindow? = nil) {
        guard let target = window ?? keyWindow else { return }
        application.handleTouchDown(at: start, in: target)
        for point in Self.path(from: start, to: end, steps: steps) { application.handleTouchMoved(at: point, in: target) }
        application.handleTouchUp(at: end, in: target)
        settle()
    }

    private static func path(from start: CGPoint, to end: CGPoint, steps: Int) -> [CGPoint] {
        let count = max(steps, 1)
        return (1...count).map { step in
            let fraction = CGFloat(step) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        }
    }
}
