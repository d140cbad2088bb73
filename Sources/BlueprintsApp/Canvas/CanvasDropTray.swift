import DeskKit
import Foundation

/// The strip at the foot of the canvas that keeps copies of shapes dropped on it.
///
/// While a shape is dragged over it, the pointer shows a plus and the tray is highlighted;
/// otherwise it has no pointer region and the pointer stays the system arrow.
@MainActor
public final class CanvasDropTray: UIView, UIPointerInteractionDelegate {
    /// Titles of the shapes dropped here, in order.
    public private(set) var keptTitles: [String] = []
    let caption = UILabel(frame: .zero)
    /// Set while a shape is being dragged, so the tray offers itself as a drop target.
    var isAcceptingDrop = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.cornerRadius = 10
        caption.textAlignment = .center
        caption.textColor = .secondaryLabel
        caption.isUserInteractionEnabled = false
        addSubview(caption)
        addInteraction(UIPointerInteraction(delegate: self))
        updateCaption()
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    func keep(_ shape: CanvasShapeView) {
        keptTitles.append(shape.title)
        updateCaption()
    }

    private func updateCaption() {
        caption.text = keptTitles.isEmpty
            ? String(localized: "Drop shapes here to keep a copy", bundle: .module)
            : String(localized: "Kept: \(MessageText.list(keptTitles))", bundle: .module)
    }

    /// The caption at the user's text size; the shapes above keep the drawing's own scale.
    public override func layoutSubviews() {
        let font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: UIFont.labelFontSize), compatibleWith: traitCollection)
        if caption.font != font { caption.font = font }
        caption.frame = bounds.insetBy(dx: 12, dy: 8)
    }

    /// A plus sign 10 points across, centered on the origin.
    static func plusPath() -> UIBezierPath {
        let path = UIBezierPath()
        let arm: CGFloat = 5, half: CGFloat = 1.5
        for point in [(-half, -arm), (half, -arm), (half, -half), (arm, -half), (arm, half), (half, half),
                      (half, arm), (-half, arm), (-half, half), (-arm, half), (-arm, -half), (-half, -half)] {
            let cgPoint = CGPoint(x: point.0, y: point.1)
            path.isEmpty ? path.move(to: cgPoint) : path.addLine(to: cgPoint)
        }
        path.close()
        return path
    }

    // MARK: - UIPointerInteractionDelegate

    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        isAcceptingDrop ? UIPointerRegion(rect: defaultRegion.rect, identifier: "drop") : nil
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let style = UIPointerStyle(effect: .highlight(UITargetedPreview(view: self)))
        style.accessories = [UIPointerAccessory(.path(Self.plusPath()), position: .topRight)]
        return style
    }
}
