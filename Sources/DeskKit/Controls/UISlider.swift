import Foundation

/// A control for choosing a value in a range by clicking or tapping along a track.
///
/// A click or tap sets the value from where it lands and sends `.valueChanged`. The track and
/// thumb are subviews, laid out from the value.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value at the start of the track.
    open var minimumValue: Float = 0 { didSet { clampValue() } }
    /// The value at the end of the track.
    open var maximumValue: Float = 1 { didSet { clampValue() } }
    /// The value, kept within ``minimumValue`` and ``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// Whether moving the thumb sends `.valueChanged` as it moves; DeskKit sets values in one step.
    open var isContinuous = true
    /// Images shown at the minimum and maximum ends.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An icon at the maximum end of the track.
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

    private var storedValue: Float = 0
    private let track = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)
    static let thumbSize: CGFloat = 20

    /// A slider from 0 to 1 at 0, with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray5
        track.layer.cornerRadius = 2
        thumb.backgroundColor = .white
        thumb.layer.borderColor = UIColor.separator.cgColor
        thumb.layer.borderWidth = 1
        thumb.layer.cornerRadius = UISlider.thumbSize / 2
        track.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(thumb)
    }

    /// A slider from 0 to 1; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Sets the value, clamped to the range; DeskKit moves the thumb at once.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        setNeedsLayout()
    }

    private func clampValue() {
        setValue(storedValue, animated: false)
    }

    /// The part of the track the thumb's centre moves along.
    private var travel: (start: CGFloat, length: CGFloat) {
        let inset = UISlider.thumbSize / 2
        return (inset, max(bounds.width - 2 * inset, 0))
    }

    /// Places the track and the thumb for the current value.
    open override func layoutSubviews() {
        let (start, length) = travel
        track.frame = CGRect(x: start, y: bounds.midY - 2, width: length, height: 4)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
        let size = UISlider.thumbSize
        thumb.frame = CGRect(x: start + fraction * length - size / 2, y: bounds.midY - size / 2, width: size, height: size)
    }

    override func controlWasTapped(at point: CGPoint) {
        let (start, length) = travel
        let fraction = length > 0 ? Float(min(max((point.x - start) / length, 0), 1)) : 0
        let old = storedValue
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: true)
        if storedValue != old { sendActions(for: .valueChanged) }
    }
}
