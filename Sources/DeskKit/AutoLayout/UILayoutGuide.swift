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
    /// Whether the guide follows the owning view's safe area rather than its constraints.
    var followsSafeArea = false

    /// A guide to add to a view with ``UIView/addLayoutGuide(_:)``.
    public init() {}

    /// The guide's leading edge: its left, or its right when its view lays out right to left.
    public lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    /// The guide's trailing edge: its right, or its left when its view lays out right to left.
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    /// The guide's left edge.
    public lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    /// The guide's right edge.
    public lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    /// The guide's horizontal center.
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    /// The guide's top edge.
    public lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    /// The guide's bottom edge.
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    /// The guide's vertical center.
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)
    /// The guide's width.
    public lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    /// The guide's height.
    public lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
}
