import Synchronization

/// The common base of menus, actions, commands and deferred elements.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves when shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Removes or discards something; drawn in the warning color.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of menus, though its key combination still works.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element is performed, so it can be performed again.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state.
    public enum State: Int, Sendable {
        /// Unchecked, checked, or a dash for a setting that is partly on.
        case off, on, mixed
    }

    // Unchecked exclusivity: read for every command on every menu rebuild, and never
    // accessed re-entrantly, so the runtime's access tracking is pure cost here. Measured
    // (callgrind, `deskkit-bench menus-profile`): checked access to these four and UICommand's
    // five made the profile 12.6% longer with kept menus and 18.8% with menus made anew.
    // ``MenuPassCheck`` is the check, in debug builds and the fuzzers, that DeskKit's passes
    // over an element never overlap.
    // The values live in final stored properties behind the open ones, so that DeskKit can
    // reset a validation copy (whose class it made, so nothing overrides them) without a
    // dynamic call and a change count per property.
    /// The text menus show.
    open var title: String {
        get { storedTitle }
        set { storedTitle = newValue; noteChange() }
    }
    /// A second, smaller line of text under the title.
    open var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue; noteChange() }
    }
    /// The icon shown beside the title.
    open var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue; noteChange() }
    }
    @exclusivity(unchecked) final var storedTitle: String
    @exclusivity(unchecked) final var storedSubtitle: String?
    @exclusivity(unchecked) final var storedImage: UIImage?
    /// Counts changes to what validation may alter, so unchanged copies need no reset.
    @exclusivity(unchecked) private(set) var changeCount = 0
    /// Counts changes to the elements that summaries and validation mirrors keep (and to their
    /// copies), so a pass can tell with one comparison that none changed since its last one.
    static private(set) var changeGeneration = 0
    /// Whether a kept summary or mirror holds this element, so its changes count in the generation.
    final var isTracked = false

    /// Records a change to a property that validation copies.
    final func noteChange() {
        changeCount &+= 1
        if isTracked { UIMenuElement.changeGeneration &+= 1 }
    }
    /// Kept with the title so menu building can warn about empty titles without calling the
    /// overridable getter for every command.
    final private(set) var titleIsEmpty: Bool
    /// Which family the element belongs to; menu building and validation switch on it rather
    /// than casting every element. Fixed by the initializer of the class that owns the family
    /// (only UIKeyCommand's initializers pass `.keyCommand`, and so on), so an element of a
    /// kind is always an instance of that class or of a subclass: what the `unsafeDowncast`s
    /// on it rely on.
    final let kind: Kind

    /// This element as `T`, the class its ``kind`` stands for, without a dynamic cast.
    ///
    /// Only for the loops that run per command on every menu rebuild (admission, validation):
    /// with `as!` there, rebuilding the menu benchmark's 10,000 fresh commands took 3.9% more
    /// instructions (callgrind, `DESKKIT_PROFILE_FRESH=1 deskkit-bench menus-profile`; admission
    /// alone 17% more). ``kind`` is a constant set by the family's own initializer, which makes
    /// the cast valid; debug builds check it on every call, and MenuElementSubclassTests runs
    /// every path with subclasses.
    @inline(__always)
    final func ofKind<T: UIMenuElement>(_ type: T.Type) -> T {
        assert(self is T, "a \(Swift.type(of: self)) has kind \(kind), which does not belong to \(T.self)")
        return unsafeDowncast(self, to: T.self)
    }

    /// The element families, set by each class's initializer.
    enum Kind: UInt8 {
        case plain, menu, action, command, keyCommand, deferred
    }

    init(title: String, subtitle: String?, image: UIImage?, kind: Kind = .plain) {
        storedTitle = title
        titleIsEmpty = title.isEmpty
        storedSubtitle = subtitle
        storedImage = image
        self.kind = kind
    }

    /// A copy with the same identity-defining values, used so validation never edits app objects.
    func copyElement() -> UIMenuElement {
        UIMenuElement(title: title, subtitle: subtitle, image: image)
    }

    // MARK: - The copy shown in validated menus

    /// The copy validated menus show, kept between passes.
    // Checked as usual: unchecking these bookkeeping properties measured no difference.
    // nonisolated(unsafe) only so that the nonisolated deinit can read it; menu elements are
    // main-actor objects, released on the main actor like every other use of them.
    nonisolated(unsafe) private var reusableCopy: UIMenuElement?
    /// The change counts of this element and of the copy when they last matched.
    private var syncedCounts = (original: 0, copy: 0)
    /// Set on a copy when the element it was made for is freed: from then on it belongs to no
    /// element, and may serve a new, equal one (see ``ValidationCopyRecycler``). Atomic, as an
    /// element may be freed on any thread (the last reference to it may be dropped anywhere).
    private let originalGone = Atomic<Bool>(false)
    final var originalIsGone: Bool {
        get { originalGone.load(ordering: .acquiring) }
        set { originalGone.store(newValue, ordering: .releasing) }
    }

    deinit {
        reusableCopy?.originalGone.store(true, ordering: .releasing)
    }

    /// Whether no copy was made for this element yet.
    final var hasNoPresentationCopy: Bool { reusableCopy == nil }

    /// Makes `copy`, a copy whose element is gone, this element's reused copy, reset to this
    /// element's values; it must belong to this element's family and share its identity.
    final func adoptPresentationCopy(_ copy: UIMenuElement) {
        assert(copy.originalIsGone && copy !== self && reusableCopy == nil, "a copy was adopted that another element still uses")
        copy.originalIsGone = false
        MenuPassCheck.begin(copy)
        defer { MenuPassCheck.end(copy) }
        copy.takeValues(from: self)
        reusableCopy = copy
        syncedCounts = (changeCount, copy.changeCount)
    }

    /// A copy holding this element's current values, for validation to change freely.
    ///
    /// The copy is reused across passes and reset only when it or this element changed, so a
    /// pass over an unchanged menu allocates nothing.
    final func presentationCopy() -> UIMenuElement {
        if let reusableCopy {
            synchronize(reusableCopy)
            return reusableCopy
        }
        let copy = copyElement()
        reusableCopy = copy
        syncedCounts = (changeCount, copy.changeCount)
        return copy
    }

    /// Resets `copy`, this element's reused copy, if it or this element changed since the last reset.
    final func synchronize(_ copy: UIMenuElement) {
        if syncedCounts != (changeCount, copy.changeCount) {
            MenuPassCheck.begin(copy)
            defer { MenuPassCheck.end(copy) }
            copy.takeValues(from: self)
            syncedCounts = (changeCount, copy.changeCount)
        }
    }

    /// Resets what validation may change to the values of `original`, an element of this class
    /// (read through the properties, which its class may override). Counts as one change.
    func takeValues(from original: UIMenuElement) {
        storedTitle = original.title
        storedSubtitle = original.subtitle
        storedImage = original.image
        noteChange()
    }

    /// The same for the title, subtitle and image, read from `original`'s storage: for an
    /// original whose class overrides none of the properties. Equal values stay in place.
    final func takeStoredElementValues(from original: UIMenuElement) {
        if storedTitle != original.storedTitle { storedTitle = original.storedTitle }
        if storedSubtitle != original.storedSubtitle { storedSubtitle = original.storedSubtitle }
        if storedImage != nil || original.storedImage != nil { storedImage = original.storedImage }
        noteChange()
    }
}
