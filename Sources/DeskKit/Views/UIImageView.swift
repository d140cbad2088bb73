import Foundation

/// A view that shows an image, scaled to fit its bounds and centered.
///
/// DeskKit's images are icons of the desktop's theme (see ``UIImage``), drawn by the presenter
/// at the largest square that fits the view.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The size and weight symbol images are drawn at, laid over the image's own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() }
    }

    /// An image view sized to the image's natural size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        if image != nil { sizeToFit() }
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty image view; DeskKit reads no archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An icon's natural size: the square its symbol configuration (the image's, with
    /// ``preferredSymbolConfiguration`` over it) asks for, else the 16-point square desktop
    /// themes draw symbolic icons at.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let image else { return .zero }
        let configuration = (image.symbolConfiguration ?? .unspecified).applying(preferredSymbolConfiguration)
        let side = configuration.iconSide(compatibleWith: traitCollection) ?? UIImageView.iconSize
        return CGSize(width: side, height: side)
    }

    /// The image's natural size (see ``sizeThatFits(_:)``), which Auto Layout keeps by default;
    /// none without an image.
    open override var intrinsicContentSize: CGSize {
        image == nil ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) : sizeThatFits(.zero)
    }

    /// The side of the square an icon takes at its natural size.
    static let iconSize: CGFloat = 16
}
