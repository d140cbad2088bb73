/// A placeholder whose elements are provided later, for content that takes time to load.
///
/// A cached element asks its provider once and keeps the result; an ``uncached(_:)`` one asks
/// every time its menu is shown. Until the provider answers, menus show a "Loading…" item.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// Hands the loaded elements back to the menu.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// Loads the elements and calls the completion once they are ready.
    public typealias Provider = @MainActor (@escaping Completion) -> Void

    private let provider: Provider
    /// Whether the first answer is kept for every later showing.
    public let isCached: Bool
    /// The cached result, once the provider has answered.
    private var cachedElements: [UIMenuElement]?
    /// Results of an uncached provider, by the presentation that asked for them.
    private var resultsByPresentation: [Int: [UIMenuElement]] = [:]
    private var requestedPresentations: Set<Int> = []
    private var cachedRequestStarted = false

    /// A cached element: the provider runs once, the first time a menu shows it.
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil, kind: .deferred)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil, kind: .deferred)
    }

    /// An element whose provider runs each time its menu is shown.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// The elements for one presentation of a menu, or nil while still loading.
    ///
    /// `onLoad` runs when a provider that answered late delivers, so the menu can be refreshed.
    func elements(forPresentation presentation: Int, onLoad: @escaping @MainActor () -> Void) -> [UIMenuElement]? {
        if isCached {
            if let cachedElements { return cachedElements }
            if !cachedRequestStarted {
                cachedRequestStarted = true
                let call = ProviderCall()
                provider { [weak self] elements in
                    guard let self, self.cachedElements == nil else { return }
                    self.cachedElements = elements
                    if call.returned { onLoad() }
                }
                call.returned = true
            }
            return cachedElements
        }
        if let result = resultsByPresentation[presentation] { return result }
        if !requestedPresentations.contains(presentation) {
            requestedPresentations = [presentation]
            let call = ProviderCall()
            provider { [weak self] elements in
                guard let self, self.resultsByPresentation[presentation] == nil else { return }
                self.resultsByPresentation = [presentation: elements]
                if call.returned { onLoad() }
            }
            call.returned = true
        }
        return resultsByPresentation[presentation]
    }

    /// The item shown in place of the elements while they load.
    static var loadingPlaceholder: UIMenuElement {
        UIAction(title: String(deskKit: "Loading…"), attributes: .disabled) { _ in }
    }

    override func copyElement() -> UIMenuElement { self }
}

/// Tells a provider's completion whether the provider had already returned (a late answer).
@MainActor
private final class ProviderCall {
    var returned = false
}
