import DeskKit
import Foundation

/// One shape of the blueprint canvas: a tinted box with a caption, which can be selected,
/// dragged (onto the tray, too), resized by its handles, copied and duplicated.
@MainActor
public final class CanvasShapeView: UIView, UIPointerInteractionDelegate {
    public let title: String
    let fill: UIColor
    let caption = UILabel(frame: .zero)
    weak var canvas: CanvasViewController?

    /// Selected shapes are outlined in the accent color and show resize handles.
    public internal(set) var isSelected = false {
        didSet { updateBorder() }
    }

    /// The keyboard is on this shape: a thick orange ring, visible over the selection's outline.
    public internal(set) var isKeyboardFocused = false {
        didSet { updateBorder() }
    }

    private func updateBorder() {
        layer.borderWidth = isKeyboardFocused ? 4 : (isSelected ? 2 : 1)
        layer.borderColor = (isKeyboardFocused ? UIColor.systemOrange : (isSelected ? UIColor.systemBlue : .separator)).cgColor
    }

    // MARK: - Accessibility

    /// A shape is one element, named by its title; its caption is not read again.
    public override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    public override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }

    /// A drawn picture, selected while in the canvas selection.
    public override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? [.image, .selected] : .image }
        set { super.accessibilityTraits = newValue }
    }

    /// Activating a shape selects it alone, as Space does on the focused shape.
    public override func accessibilityActivate() -> Bool {
        guard let canvas else { return false }
        canvas.setKeyboardFocus(self)
        canvas.select([self])
        return true
    }

    /// The keyboard follows a screen reader (or GTK's Tab) onto the shape.
    public override func accessibilityElementDidBecomeFocused() {
        canvas?.setKeyboardFocus(self)
    }

    /// Duplicate and Delete, offered on the shape itself.
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            super.accessibilityCustomActions ?? [
                UIAccessibilityCustomAction(name: String(localized: "Duplicate", bundle: .module)) { [weak self] _ in
                    guard let self, let canvas = self.canvas else { return false }
                    canvas.duplicate([self])
                    return true
                },
                UIAccessibilityCustomAction(name: String(localized: "Delete", bundle: .module)) { [weak self] _ in
                    guard let self, let canvas = self.canvas else { return false }
                    canvas.delete([self])
                    return true
                },
            ]
        }
        set { super.accessibilityCustomActions = newValue }
    }

    /// An empty white shape.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public required convenience init() {
        self.init(title: "", frame: .zero, fill: .white)
    }

    init(title: String, frame: CGRect, fill: UIColor, cornerRadius: CGFloat = 6) {
        self.title = title
        self.fill = fill
        super.init(frame: frame)
        backgroundColor = fill
        layer.cornerRadius = cornerRadius
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        caption.text = title
        caption.textAlignment = .center
        caption.numberOfLines = 2
        // As in UIKit, a label lets clicks and taps through to the shape.
        caption.isUserInteractionEnabled = false
        addSubview(caption)
        addInteraction(UIPointerInteraction(delegate: self))
        let move = UIPanGestureRecognizer(target: self, action: Selector("dragShape:"))
        addGestureRecognizer(move)
    }

    /// A new shape like this one, `offset` away.
    func duplicate(offsetBy offset: CGFloat) -> CanvasShapeView {
        CanvasShapeView(title: title, frame: frame.offsetBy(dx: offset, dy: offset), fill: fill, cornerRadius: layer.cornerRadius)
    }

    public override func layoutSubviews() {
        caption.frame = bounds.insetBy(dx: 6, dy: 4)
    }

    public override func registerActions() {
        super.registerActions()
        implement("dragShape:", by: CanvasShapeView.dragShape)
        // The edit actions act on the selection when this shape is in it, else on this shape alone.
        implement(.copy) { responder, _ in (responder as? CanvasShapeView)?.perform { $0.copy($1) } }
        implement(.cut) { responder, _ in (responder as? CanvasShapeView)?.perform { $0.cut($1) } }
        implement(.delete) { responder, _ in (responder as? CanvasShapeView)?.perform { $0.delete($1) } }
    }

    private func perform(_ body: (CanvasViewController, [CanvasShapeView]) -> Void) {
        guard let canvas else { return }
        body(canvas, canvas.targets(for: self))
    }

    func dragShape(_ recognizer: UIPanGestureRecognizer) {
        canvas?.moveShape(self, with: recognizer)
    }

    // MARK: - UIPointerInteractionDelegate

    /// A gentle hover: tinted, shadowed and a little larger, the pointer keeping its arrow.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(effect: .hover(UITargetedPreview(view: self), preferredTintMode: .overlay, prefersShadow: true))
    }
}
