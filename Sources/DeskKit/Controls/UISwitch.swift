import Foundation

/// A control that turns one setting on or off.
///
/// A click or tap flips ``isOn`` and sends `.valueChanged` and `.primaryActionTriggered`. The
/// track (filled with ``onTintColor`` while on) and the thumb are subviews, laid out from the value.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks.
    public enum Style: Int, Sendable {
        /// The platform's usual look: a sliding switch on Linux, as on iPad.
        case automatic
        /// A check box.
        case checkbox
        /// A thumb sliding along a track.
        case sliding
    }

    /// Whether the switch is on; setting it sends no actions (only the user's clicks do).
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour while on; nil uses the system green.
    open var onTintColor: UIColor? { didSet { updateAppearance() } }
    /// The thumb's colour; nil uses white.
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
    /// A title shown beside a check box style switch; kept for the check box style.
    open var title: String?
    /// The look the app asks for.
    open var preferredStyle = Style.automatic
    /// The look the switch has: sliding, which is what ``Style/automatic`` is on Linux.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }

    private var storedIsOn = false
    private let track = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)
    /// The size a sliding switch has, whatever frame it is given, as in UIKit.
    static let size = CGSize(width: 51, height: 31)

    /// An off switch at `frame`'s origin, of the switch's fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        track.layer.cornerRadius = UISwitch.size.height / 2
        thumb.layer.cornerRadius = (UISwitch.size.height - 4) / 2
        thumb.layer.borderColor = UIColor.separator.cgColor
        thumb.layer.borderWidth = 0.5
        track.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(thumb)
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateAppearance()
    }

    /// An off switch; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Turns the switch on or off without sending actions; DeskKit moves the thumb at once.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        updateAppearance()
    }

    /// The switch's fixed size, which Auto Layout keeps.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The switch's fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Places the track over the bounds and the thumb at the end that matches the value.
    open override func layoutSubviews() {
        track.frame = bounds
        let side = bounds.height - 4
        thumb.frame = CGRect(x: isOn ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
    }

    /// Redraws with the tint when it changes, as the track takes it while on without its own colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// Flips the switch, as a screen reader's activate does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        toggleFromUser()
        return true
    }

    private func updateAppearance() {
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
        accessibilityOverrides.value = isOn ? "1" : "0"
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func toggleFromUser() {
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    override func controlWasTapped(at point: CGPoint) {
        if showsMenuAsPrimaryAction, contextMenuInteraction != nil { return super.controlWasTapped(at: point) }
        toggleFromUser()
    }
}
