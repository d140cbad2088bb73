import Foundation

/// The drawn appearance behind a view: its corner rounding and border.
///
/// Every ``UIView`` has one, reached through ``UIView/layer``. DeskKit keeps the properties a
/// presenter draws (corners, border); the rest of Core Animation is out of scope.
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer draws for; it is redrawn when the layer changes.
    weak var owningView: UIView?

    /// Radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat = 0 { didSet { owningView?.setNeedsDisplay() } }
    /// Width of the border drawn inside the bounds, above the content.
    open var borderWidth: CGFloat = 0 { didSet { owningView?.setNeedsDisplay() } }
    /// Color of the border; none draws no border.
    open var borderColor: CGColor? { didSet { owningView?.setNeedsDisplay() } }
    /// Whether edges are antialiased; cairo always antialiases, so this is kept for ports only.
    open var allowsEdgeAntialiasing = false
    /// How the rounded corners curve; presenters draw both curves as circular arcs, which
    /// differ from continuous ones by under a pixel at the usual radii.
    open var cornerCurve = CALayerCornerCurve.circular { didSet { owningView?.setNeedsDisplay() } }

    /// The point of the bounds, in unit coordinates (0...1 across each side), that the view's
    /// ``UIView/center`` names; moving it keeps that place and moves the view. The middle by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { owningView?.anchorPointDidChange(from: oldValue) } }
    }

    /// A layer without rounding or border.
    public init() {}
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle at each corner.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that eases into the straight edges, as iPadOS draws its own controls.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A color as Core Graphics passes it: sRGB components with alpha.
///
/// In Apple's SDKs this is a Core Foundation object; here it is a value with the same uses
/// (``UIColor/cgColor``, ``UIColor/init(cgColor:)``, comparing two colors).
public struct CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha, each in 0...1.
    public let components: [CGFloat]?

    /// A color with these sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// The color's opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
}

extension UIColor {
    /// The same color as a Core Graphics color, as layers take it; a dynamic colour gives its
    /// light look (resolve it with ``resolvedColor(with:)`` first for another).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The color a Core Graphics color describes.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
