/// Find and replace for a view: the navigator's state, the session, and the commands.
///
/// Install it on a view whose content can be searched and give it a delegate that hands out
/// sessions. ``UITextView`` has one built in (``UITextView/isFindInteractionEnabled``).
/// DeskKit keeps the navigator as a plain model (``navigatorState``) that the presenter draws,
/// and a ``FindNavigatorView`` in the view tree that takes the typing.
@preconcurrency @MainActor
public final class UIFindInteraction: UIInteraction {
    /// Hands out the sessions this interaction searches with.
    public private(set) weak var delegate: UIFindInteractionDelegate?
    /// The view the interaction is installed on.
    public private(set) weak var view: UIView?
    /// The session of the current search, while one is open.
    public private(set) var activeFindSession: UIFindSession?
    /// Builds the options menu from the standard elements; nil keeps the standard menu.
    public var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)?

    /// DeskKit addition: what the navigator bar shows; the presenter is told of every change.
    public private(set) var navigatorState = FindNavigatorState() {
        didSet { if navigatorState != oldValue { notifyNavigatorPresenter() } }
    }
    /// The responder that takes the navigator's typing while it is visible.
    public private(set) lazy var navigatorView = FindNavigatorView(interaction: self)

    /// An interaction whose sessions come from `sessionDelegate`.
    public init(sessionDelegate: UIFindInteractionDelegate) {
        delegate = sessionDelegate
    }

    /// Closes the navigator when the interaction leaves its view.
    public func willMove(to view: UIView?) {
        if view == nil { dismissFindNavigator() }
    }

    /// Remembers the view the interaction now belongs to.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    // MARK: - Text

    /// The search field's text; setting it searches again.
    public var searchText: String? {
        get { navigatorState.searchText }
        set {
            guard newValue ?? "" != navigatorState.searchText else { return }
            navigatorState.searchText = newValue ?? ""
            search()
        }
    }

    /// The replace field's text.
    public var replacementText: String? {
        get { navigatorState.replacementText }
        set { navigatorState.replacementText = newValue ?? "" }
    }

    /// DeskKit addition: the option toggles; changing them searches again.
    public var options: FindNavigatorOptions {
        get { navigatorState.options }
        set {
            guard newValue != navigatorState.options else { return }
            navigatorState.options = newValue
            search()
        }
    }

    // MARK: - Presenting

    /// Whether the navigator bar is shown.
    public var isFindNavigatorVisible: Bool { navigatorState.isVisible }

    /// Shows the navigator (with the replace field when asked), focuses its search field and
    /// starts a session.
    public func presentFindNavigator(showingReplace: Bool) {
        guard let view else { return }
        let isNewSession = activeFindSession == nil
        if isNewSession {
            guard beginSession(for: view) else { return }
        }
        navigatorState.isVisible = true
        navigatorState.isShowingReplace = showingReplace
        navigatorState.focusedField = .search
        if navigatorView.superview !== view { view.addSubview(navigatorView) }
        navigatorView.isHidden = false
        navigatorView.becomeFirstResponder()
        // An open session keeps its results (and highlight); a new one searches for the text.
        if isNewSession { search() }
    }

    /// Hides the navigator, ends the session and gives the keyboard back to the view.
    public func dismissFindNavigator() {
        guard navigatorState.isVisible || activeFindSession != nil else { return }
        navigatorState.isVisible = false
        let hadFocus = navigatorView.isFirstResponder
        navigatorView.removeFromSuperview()
        if let session = activeFindSession {
            (session as? UITextSearchingFindSession)?.cancelSearch()
            activeFindSession = nil
            delegate?.findInteraction(self, didEnd: session)
        }
        if hadFocus { view?.becomeFirstResponder() }
        refreshResultState()
    }

    private func beginSession(for view: UIView) -> Bool {
        guard let session = delegate?.findInteraction(self, sessionFor: view) else { return false }
        activeFindSession = session
        session.resultsDidChange = { [weak self] _ in self?.refreshResultState() }
        delegate?.findInteraction(self, didBegin: session)
        return true
    }

    // MARK: - Navigating

    /// Highlights the next result; starts a session with the current search text if needed.
    public func findNext() {
        step(.forward)
    }

    /// Highlights the previous result; starts a session with the current search text if needed.
    public func findPrevious() {
        step(.backward)
    }

    private func step(_ direction: UITextStorageDirection) {
        if activeFindSession == nil {
            guard let view, !navigatorState.searchText.isEmpty, beginSession(for: view) else { return }
            search()
        }
        activeFindSession?.highlightNextResult(in: direction)
    }

    /// Refreshes "N of M" from the session.
    public func updateResultCount() {
        refreshResultState()
    }

    // MARK: - Replacing (DeskKit additions: the navigator's buttons)

    /// Replaces the current result with ``replacementText`` and moves on.
    public func replace() {
        activeFindSession?.performSingleReplacement(
            query: navigatorState.searchText, replacementString: navigatorState.replacementText,
            options: navigatorState.options.searchOptions)
        refreshResultState()
    }

    /// Replaces every result with ``replacementText`` in one undoable step.
    public func replaceAll() {
        activeFindSession?.replaceAll(
            searchQuery: navigatorState.searchText, replacementString: navigatorState.replacementText,
            options: navigatorState.options.searchOptions)
        refreshResultState()
    }

    /// Moves keyboard focus between the search and replace fields.
    public func focus(_ field: FindNavigatorState.Field) {
        navigatorState.focusedField = field == .replace && !navigatorState.isShowingReplace ? .search : field
    }

    // MARK: - State

    func search() {
        guard let session = activeFindSession else { return }
        session.performSearch(query: navigatorState.searchText, options: navigatorState.options.searchOptions)
        refreshResultState()
    }

    private func refreshResultState() {
        guard let session = activeFindSession else {
            navigatorState.resultText = ""
            navigatorState.errorMessage = nil
            navigatorState.isSearching = false
            navigatorState.canReplace = false
            return
        }
        navigatorState.errorMessage = session.lastError?.message
        navigatorState.isSearching = session.isSearching
        navigatorState.canReplace = session.allowsReplacementForCurrentlyHighlightedResult
        let text = resultText(for: session)
        let changed = text != navigatorState.resultText
        navigatorState.resultText = text
        // Screen reader users hear where they are ("3 of 9") as the highlighted result moves.
        if changed, !text.isEmpty, !session.isSearching {
            UIAccessibility.post(notification: .announcement, argument: text)
        }
    }

    private func resultText(for session: UIFindSession) -> String {
        guard !navigatorState.searchText.isEmpty, session.lastError == nil else { return "" }
        let count = session.resultCount
        switch session.searchResultDisplayStyle {
        case .none:
            return ""
        case _ where count == 0:
            return session.isSearching ? "" : String(deskKit: "No results")
        case .currentAndTotal where session.highlightedResultIndex >= 0:
            return LocalizedStringTable.deskKit.localized("%lld of %lld", default: "%lld of %lld",
                                                          arguments: [.integer(session.highlightedResultIndex + 1), .integer(count)])
        case .currentAndTotal, .total:
            return LocalizedStringTable.deskKit.localized("%lld results", default: "%lld results", arguments: [.integer(count)])
        }
    }
}
