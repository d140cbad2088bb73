import Foundation

/// An invisible rectangle that takes part in Auto Layout like a view, to space or align views
/// without adding empty views.
///
/// A view's ``UIView/layoutMarginsGuide`` is one whose edges are the view's bounds inset by
/// its ``UIView/layoutMargins``.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide belongs to; its frame is in this view's coordinates.
    public internal(set) weak var owningView: UIView?
    /// A name for the guide in diagnostics.
    open var identifier = ""
    /// Where the last layout pass put the guide, in ``owningView``'s coordinates.
    public internal(set) var layoutFrame: CGRect = .zero
    /// Whether the guide follows the owning view's layout margins rather than its constraints.
    var followsMargins = false

    public init() {}

    public lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    public lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
}
