import Foundation

/// A view whose content scrolls under a band: the band's anchor is kept in content coordinates
/// and the view scrolls when the pointer nears its edges.
@MainActor
protocol _BandScrolling: UIView {
    var contentOffset: CGPoint { get set }
    /// The largest offset that still shows content; zero where the content fits.
    var maximumContentOffset: CGPoint { get }
}

/// How far from an edge autoscrolling starts, and the most it scrolls per step.
enum _BandAutoscroll {
    static let edgeMargin: CGFloat = 24
    static let maximumStep: CGFloat = 40
    /// Steps repeat this often while the pointer rests near an edge.
    static let interval: DispatchTimeInterval = .milliseconds(16)

    /// The scroll for one step with the pointer at `point` in a view of `size`: deeper into the
    /// margin, or past the edge, scrolls faster.
    static func step(for point: CGPoint, in size: CGSize) -> CGPoint {
        CGPoint(x: axisStep(point.x, extent: size.width), y: axisStep(point.y, extent: size.height))
    }

    private static func axisStep(_ position: CGFloat, extent: CGFloat) -> CGFloat {
        guard extent > edgeMargin * 2 else { return 0 }
        if position < edgeMargin { return -min(edgeMargin - position, maximumStep) }
        if position > extent - edgeMargin { return min(position - (extent - edgeMargin), maximumStep) }
        return 0
    }
}
