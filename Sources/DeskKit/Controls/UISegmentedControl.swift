import Foundation

/// A row of segments, each a title or an image, of which one is selected.
///
/// A click or tap on an enabled segment other than the selected one selects it, performs the
/// segment's ``UIAction`` (when it was made with actions) and sends `.valueChanged` and
/// `.primaryActionTriggered`. A momentary control performs and sends on every click without
/// keeping the selection. Segments are drawn by subviews (a
/// label or image view each, over a highlight for the selected one), laid out in equal widths
/// unless widths are set.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    /// One segment's content and settings.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// A fixed width; 0 shares the room with the other segments.
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var contentViews: [UIView] = []
    private let selectionView = UIView(frame: .zero)
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }
    /// The selected segment, or ``noSegment``; setting it sends no actions.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            storedSelectedIndex = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            updateAppearance()
        }
    }
    /// Whether a click only performs the segment, leaving none selected.
    open var isMomentary = false
    /// Whether segments are as wide as their content rather than equal.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The colour behind the selected segment; nil uses the system background.
    open var selectedSegmentTintColor: UIColor? { didSet { updateAppearance() } }

    /// A control without segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 8
        selectionView.layer.cornerRadius = 7
        selectionView.isUserInteractionEnabled = false
        addSubview(selectionView)
        isAccessibilityElement = false
        updateAppearance()
    }

    /// A control with no segments; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// A control with a segment per item, each a `String` title or a ``UIImage``; other
    /// values make an untitled segment.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                insertSegment(withTitle: item as? String, at: numberOfSegments, animated: false)
            }
        }
    }

    /// A control at `frame` with a segment per action, titled and pictured after it; choosing
    /// a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    // MARK: - Segments

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment`: its title, else its image.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.title.isEmpty ? action.image : nil, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or is cleared with it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        contentViews.remove(at: segment).removeFromSuperview()
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for view in contentViews { view.removeFromSuperview() }
        segments = []
        contentViews = []
        storedSelectedIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    /// Gives segment `segment` the title `title` (replacing an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        replaceContentView(at: segment)
    }

    /// The title of segment `segment`, if it shows one.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Gives segment `segment` the image `image` (replacing a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        replaceContentView(at: segment)
    }

    /// The image of segment `segment`, if it shows one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Makes segment `segment` perform `action` and show its title.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        setTitle(action.title, forSegmentAt: segment)
    }

    /// The action segment `segment` performs, if any.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables segment `segment`; a disabled segment ignores clicks and is greyed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateAppearance()
    }

    /// Whether segment `segment` takes clicks.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Fixes segment `segment`'s width; 0 shares the room with the other segments again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        segmentsDidChange()
    }

    /// The fixed width of segment `segment`, or 0 when it shares the room.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: - Layout

    /// Wide enough for every segment's content (the widest for all, unless apportioned by
    /// content), 32 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: 32)
    }

    /// The control's natural size (see ``intrinsicContentSize``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places each segment's content in its slot and the highlight behind the selected one.
    open override func layoutSubviews() {
        let slots = segmentFrames()
        for (view, slot) in zip(contentViews, slots) {
            let natural = view.sizeThatFits(slot.size)
            view.frame = CGRect(x: slot.midX - min(natural.width, slot.width) / 2, y: slot.midY - natural.height / 2,
                                width: min(natural.width, slot.width), height: natural.height)
        }
        if slots.indices.contains(storedSelectedIndex) {
            selectionView.frame = slots[storedSelectedIndex].insetBy(dx: 2, dy: 2)
        }
    }

    /// Each segment's rectangle in the control: fixed widths as set, the rest of the room shared
    /// equally (or by content when ``apportionsSegmentWidthsByContent``).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let natural = naturalWidths()
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.indices.filter { segments[$0].width == 0 }
        let room = max(bounds.width - fixed, 0)
        let flexibleNatural = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
        var x: CGFloat = 0
        return segments.indices.map { index in
            let width: CGFloat
            if segments[index].width > 0 {
                width = segments[index].width
            } else if apportionsSegmentWidthsByContent, flexibleNatural > 0 {
                width = room * natural[index] / flexibleNatural
            } else {
                width = room / CGFloat(flexible.count)
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// Each segment's content width with padding: its own, or the widest when segments are equal.
    private func naturalWidths() -> [CGFloat] {
        let own = segments.indices.map { index in
            segments[index].width > 0 ? segments[index].width : contentViews[index].sizeThatFits(.zero).width + 24
        }
        guard !apportionsSegmentWidthsByContent, let widest = own.max() else { return own }
        return segments.indices.map { segments[$0].width > 0 ? own[$0] : widest }
    }

    // MARK: - Clicks

    override func controlWasTapped(at point: CGPoint) {
        if showsMenuAsPrimaryAction, contextMenuInteraction != nil { return super.controlWasTapped(at: point) }
        guard let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segments[index].isEnabled else { return }
        guard index != storedSelectedIndex || isMomentary else { return }
        if !isMomentary { selectedSegmentIndex = index }
        segments[index].action?.performWithSender(self, target: nil)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: - Content views

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        let view = makeContentView(for: segment)
        contentViews.insert(view, at: index)
        addSubview(view)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    private func replaceContentView(at index: Int) {
        contentViews[index].removeFromSuperview()
        contentViews[index] = makeContentView(for: segments[index])
        addSubview(contentViews[index])
        segmentsDidChange()
    }

    private func makeContentView(for segment: Segment) -> UIView {
        let view: UIView
        if let image = segment.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            view = imageView
        } else {
            let label = UILabel(frame: .zero)
            label.text = segment.title
            label.font = .systemFont(ofSize: 13, weight: .medium)
            view = label
        }
        view.isUserInteractionEnabled = false
        return view
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    private func updateAppearance() {
        selectionView.isHidden = !segments.indices.contains(storedSelectedIndex)
        selectionView.backgroundColor = selectedSegmentTintColor ?? .systemBackground
        for (index, view) in contentViews.enumerated() {
            view.alpha = segments[index].isEnabled && isEnabled ? 1 : 0.5
            view.accessibilityTraits = index == storedSelectedIndex ? [.button, .selected] : .button
            view.isAccessibilityElement = true
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}
