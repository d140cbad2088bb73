/// A menu system: the app's main menu, or the context menus built for edit menus.
///
/// The main system builds the standard menu, lets every responder in the chain edit it with
/// `buildMenu(with:)` (outermost first, so a view controller can adjust what the app delegate
/// added), and validates the result against the current first responder.
@preconcurrency @MainActor
public final class UIMenuSystem: Equatable {
    enum Kind { case main, context }

    /// The app's main menu, shown as the window's menu bar.
    public static let main = UIMenuSystem(kind: .main)
    /// The menus built for context and edit menus.
    public static let context = UIMenuSystem(kind: .context)

    let kind: Kind
    weak var application: UIApplication?
    private var builtMenu: UIMenu?
    private var builtKeyCommands: [KeyCombination: UIKeyCommand] = [:]
    private var validatedCache: UIMenu?
    private var presentationCount = 0
    /// The size of the previous build, to size the next one's tables up front.
    private var lastCommandCount = 0
    /// The last build's command index, emptied and reused by the next build.
    private var spareCommandTable: CommandTable?
    /// The main menu's validation copies, for the next pass's new commands to take over.
    private let copyRecycler = ValidationCopyRecycler()
    /// Problems found by the latest build; each is also logged once when it first appears.
    public private(set) var diagnostics: [MenuDiagnostic] = []

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Systems are equal only to themselves.
    public nonisolated static func == (lhs: UIMenuSystem, rhs: UIMenuSystem) -> Bool {
        lhs === rhs
    }

    /// Rebuilds the menus (calling `buildMenu(with:)` again) before they are next shown.
    public func setNeedsRebuild() {
        builtMenu = nil
        validatedCache = nil
        application?.scheduleMenuUpdate()
    }

    /// Validates the commands again before the menus are next shown.
    public func setNeedsRevalidate() {
        validatedCache = nil
        application?.scheduleMenuUpdate()
    }

    // MARK: - The main menu

    /// The built main menu, before validation.
    var menu: UIMenu {
        if let builtMenu { return builtMenu }
        let chain = application?.menuBuildingChain ?? []
        let name = application?.applicationName ?? "App"
        // Taken out while in use, so a build started from inside this one gets a table of its own.
        let spare = spareCommandTable
        spareCommandTable = nil
        let builder = MenuTreeBuilder(system: self, root: StandardMainMenu.make(applicationName: name, opensWindows: application?.supportsMultipleScenes ?? true),
                                      expectedCommandCount: lastCommandCount, expectedKeyCount: builtKeyCommands.count,
                                      reusing: spare)
        for responder in chain.reversed() {
            responder.buildMenu(with: builder)
        }
        builder.collectWarnings()
        let menu = builder.result
        builtMenu = menu
        builtKeyCommands = builder.keyCommands
        lastCommandCount = builder.commandCount
        spareCommandTable = builder.commandTable
        record(builder.diagnostics)
        return menu
    }

    /// The main menu as it should be shown now.
    var validatedMenu: UIMenu {
        if let validatedCache { return validatedCache }
        let menu = self.menu
        presentationCount += 1
        copyRecycler.beginPass()
        let validator = MenuValidator(
            start: application?.keyResponder, presentation: presentationCount, recycler: copyRecycler,
            onDeferredLoad: { [weak self] in self?.setNeedsRevalidate() })
        let result = validator.validated(menu)
        validatedCache = result
        return result
    }

    /// The main menu's key command for a key combination, if any.
    func keyCommand(for combination: KeyCombination) -> UIKeyCommand? {
        _ = menu
        return builtKeyCommands[combination]
    }

    // MARK: - Context menus

    /// Builds a context menu from suggested elements, letting the chain from `responder` edit it.
    func buildContextMenu(children: [UIMenuElement], from responder: UIResponder?) -> UIMenu {
        let builder = MenuTreeBuilder(system: self, root: UIMenu(identifier: .root, children: children))
        var chain: [UIResponder] = []
        var visited = Set<ObjectIdentifier>()
        var current = responder
        while let next = current, visited.insert(ObjectIdentifier(next)).inserted {
            chain.append(next)
            current = next.next
        }
        for item in chain.reversed() { item.buildMenu(with: builder) }
        record(builder.diagnostics)
        presentationCount += 1
        let validator = MenuValidator(start: responder, presentation: presentationCount, onDeferredLoad: {})
        return validator.validated(builder.result)
    }

    /// Keeps the latest diagnostics and logs those not seen in the previous build.
    private func record(_ newDiagnostics: [MenuDiagnostic]) {
        let previous = Set(diagnostics)
        for diagnostic in newDiagnostics where !previous.contains(diagnostic) {
            DeskKitLog.report(diagnostic.description)
        }
        diagnostics = newDiagnostics
    }

    /// Forgets everything built for a previous application.
    func reset(for application: UIApplication) {
        self.application = application
        builtMenu = nil
        validatedCache = nil
        builtKeyCommands = [:]
        diagnostics = []
        copyRecycler.reset()
    }
}
