import Foundation

/// A control showing a title and an image that performs an action when clicked or tapped.
///
/// Its title is drawn by ``titleLabel``, a subview. With ``UIControl/showsMenuAsPrimaryAction`` a click
/// opens ``menu`` instead. A ``pointerStyleProvider`` gives the button a pointer
/// interaction whose style the provider decides.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button, which decides how it looks.
    public enum ButtonType: Int, Sendable {
        /// A plain or system-tinted button, or one of the prebuilt symbol buttons (info, add, close).
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The older name of the system style.
        public static let roundedRect = ButtonType.system
    }

    /// Decides the pointer style over a button from the suggested effect and shape.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// The kind of button, set when it was made.
    public private(set) var buttonType = ButtonType.custom
    /// The label that draws the current title.
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The view that draws the current image, before the title.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    /// The menu the button shows on a secondary click, and on a click when
    /// ``UIControl/showsMenuAsPrimaryAction`` is on; setting one turns on the context menu interaction.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var pointerInteraction: UIPointerInteraction?
    private lazy var pointerDelegate = _ButtonPointerDelegate(button: self)

    /// A custom-style button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let imageView {
            imageView.isUserInteractionEnabled = false
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        if let titleLabel { addSubview(titleLabel) }
    }

    /// A custom-style button; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .system { setTitleColor(.tintColor, for: .normal) }
        updateTitle()
    }

    /// A button of `buttonType` that performs `primaryAction`, titled and pictured after it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A custom button with `frame` that performs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    // MARK: - Title and image

    /// Sets the title shown in `state`; the normal title stands in for states without one.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title shown in `state`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown now.
    open var currentTitle: String? { title(for: self.state) }

    /// Sets the image shown in `state`; the normal image stands in for states without one.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateTitle()
    }

    /// The image shown in `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: self.state) }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title's colour in `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// Whether the button can be pressed; its title follows the state.
    open override var isEnabled: Bool { didSet { updateTitle() } }
    /// Whether the button is selected; its title follows the state.
    open override var isSelected: Bool { didSet { updateTitle() } }
    /// Whether the button is pressed now; its title follows the state.
    open override var isHighlighted: Bool { didSet { updateTitle() } }

    private func updateTitle() {
        if configuration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
            return
        }
        titleLabel?.text = currentTitle ?? ""
        if let color = titleColor(for: state) { titleLabel?.textColor = color }
        imageView?.image = currentImage
        imageView?.isHidden = currentImage == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Configuration

    /// The button's look as one value; setting it shows it (see ``Configuration``). Nil keeps
    /// the titles, images and colours set per state.
    open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    /// Changes ``configuration`` for the button's state before it is shown; called on every update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether state changes (highlighted, selected, disabled) update the configuration's look.
    open var automaticallyUpdatesConfiguration = true
    /// Which platform's behaviour the button should follow.
    open var preferredBehavioralStyle = BehavioralStyle.automatic
    /// The behaviour the button follows: the iPad's, as DeskKit does not imitate the Mac's controls.
    open var behavioralStyle: BehavioralStyle { .pad }
    private var isUpdatingConfiguration = false

    /// Updates the button's look now: runs ``configurationUpdateHandler``, then shows ``configuration``.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        applyConfiguration()
    }

    /// Asks for ``updateConfiguration()``; DeskKit updates at once (an update the handler itself
    /// causes is folded into the one running).
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
    }

    /// Shows the configuration again in the new tint, as its colours come from it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    // MARK: - Layout

    /// The room around the content and the image's place, from the configuration or the defaults.
    private var contentMetrics: (insets: UIEdgeInsets, gap: CGFloat, placement: NSDirectionalRectEdge) {
        let insets = configuration?.contentInsets.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
            ?? UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        return (insets, configuration?.imagePadding ?? 4, configuration?.imagePlacement ?? .leading)
    }

    /// The image's and title's natural sizes (zero for what is not shown).
    private var contentSizes: (image: CGSize, title: CGSize) {
        let image = imageView?.image == nil ? CGSize.zero : (imageView?.sizeThatFits(.zero) ?? .zero)
        let title = (titleLabel?.text ?? "").isEmpty ? CGSize.zero : (titleLabel?.sizeThatFits(.zero) ?? .zero)
        return (image, title)
    }

    /// The image and the title beside (or above or below) each other, with the insets around.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (image, title) = contentSizes
        let (insets, padding, placement) = contentMetrics
        let gap = image.width > 0 && title.width > 0 ? padding : 0
        let content = placement.isDisjoint(with: [.top, .bottom])
            ? CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
            : CGSize(width: max(image.width, title.width), height: image.height + gap + title.height)
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// The size of the content with insets (see ``sizeThatFits(_:)``), which Auto Layout keeps.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Fits the title label to the bounds; with an image, centres the image and the title
    /// together, the image on the configuration's side of the title (leading by default).
    open override func layoutSubviews() {
        if configuration?.cornerStyle == .capsule, backgroundColor != nil { layer.cornerRadius = bounds.height / 2 }
        let (image, title) = contentSizes
        guard image.width > 0, let imageView else {
            titleLabel?.frame = bounds
            return
        }
        let (_, padding, placement) = contentMetrics
        let gap = title.width > 0 ? padding : 0
        if placement.isDisjoint(with: [.top, .bottom]) {
            let flipped = placement.contains(.trailing) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let start = max((bounds.width - image.width - gap - title.width) / 2, 0)
            let imageX = flipped ? start + title.width + gap : start
            let titleX = flipped ? start : start + image.width + gap
            imageView.frame = CGRect(x: imageX, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
            titleLabel?.frame = CGRect(x: titleX, y: 0, width: max(min(title.width, bounds.width - titleX), 0), height: bounds.height)
        } else {
            let top = max((bounds.height - image.height - gap - title.height) / 2, 0)
            let imageY = placement.contains(.bottom) ? top + title.height + gap : top
            let titleY = placement.contains(.bottom) ? top : top + image.height + gap
            imageView.frame = CGRect(x: (bounds.width - image.width) / 2, y: imageY, width: image.width, height: image.height)
            titleLabel?.frame = CGRect(x: 0, y: titleY, width: bounds.width, height: title.height)
        }
    }

    // MARK: - Pointer

    /// Gives the button a pointer interaction whose style `pointerStyleProvider` decides.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } }
    }

    /// Whether the pointer changes over the button (the automatic effect without a provider).
    open var isPointerInteractionEnabled = false {
        didSet {
            guard isPointerInteractionEnabled != oldValue else { return }
            if isPointerInteractionEnabled {
                let interaction = UIPointerInteraction(delegate: pointerDelegate)
                pointerInteraction = interaction
                addInteraction(interaction)
            } else if let pointerInteraction {
                removeInteraction(pointerInteraction)
                self.pointerInteraction = nil
            }
        }
    }

    // MARK: - Menu

    /// A configuration showing ``menu``, read when the menu opens; nil without one.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
}

/// Asks a button's pointer style provider for the style, suggesting the automatic effect and
/// the button's rounded rectangle.
@MainActor
final class _ButtonPointerDelegate: UIPointerInteractionDelegate {
    weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let shape = UIPointerShape.roundedRect(button.bounds)
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape)
    }
}
