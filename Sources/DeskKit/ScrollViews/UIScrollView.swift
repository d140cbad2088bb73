import Foundation

/// A view whose content is larger than itself and scrolls: the base of text and collection views.
///
/// DeskKit's views have no bounds origin, so scrolling is the offset alone: ``contentOffset`` is
/// the content point shown at the view's top-left corner, and the subclasses (``UITextView``,
/// ``UICollectionView``) draw and hit-test their content shifted by it. A plain `UIScrollView`
/// keeps its offset, size and insets and tells its delegate, but does not move its subviews.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Hears about scrolling; text and collection view delegates are scroll view delegates.
    open weak var delegate: UIScrollViewDelegate?

    /// How far the content is scrolled: the content point shown at the top-left corner.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
            delegate?.scrollViewDidScroll(self)
            window?.windowScene?.application?.setNeedsSceneStateSave()
        }
    }

    /// The size of the content; scrolling stops at its end.
    open var contentSize: CGSize = .zero

    /// Extra space around the content, inside the view's edges.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            setNeedsLayout()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// The insets the content really has: ``contentInset``, as Linux windows have no safe areas
    /// (no notch, home indicator or translucent bars) to add.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The size of the visible area.
    open var visibleSize: CGSize { bounds.size }
    /// The scroll bars' colour: GTK draws them dark or light to match.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { setNeedsDisplay() }
    }
    /// Whether the user can scroll the content (with the wheel, the touchpad or a finger); code
    /// still can.
    open var isScrollEnabled = true
    /// Whether dragging past the top or bottom shows an overscroll even when the content fits.
    /// GTK shows its edge glow instead of a bounce, and only when there is something to scroll.
    open var alwaysBounceVertical = false
    /// The same for the left and right edges.
    open var alwaysBounceHorizontal = false
    /// How dragging the content dismisses the on-screen keyboard; no effect on Linux, which
    /// has none.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How safe-area insets add to ``contentInset``; no effect on Linux, whose windows have no
    /// safe areas (``adjustedContentInset`` is ``contentInset``).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether the vertical scroll bar shows; without it the content still scrolls (GTK's text
    /// view follows this).
    open var showsVerticalScrollIndicator = true {
        didSet { setNeedsDisplay() }
    }
    /// Whether the horizontal scroll bar shows.
    open var showsHorizontalScrollIndicator = true {
        didSet { setNeedsDisplay() }
    }
    /// How far the vertical scroll bar keeps from the view's edges; kept, though GTK draws its
    /// scroll bars along the whole edge.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The same for the horizontal scroll bar.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both scroll bars' insets: reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Scrolls to `contentOffset`. DeskKit moves at once: desktop scrolling by keys and by the
    /// presenter's scroll bars does not animate programmatic jumps.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), within the limits
    /// of the content and its insets; a rect larger than the view shows its top-left part.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset
        let size = visibleSize
        func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ extent: CGFloat,
                  _ before: CGFloat, _ after: CGFloat, _ content: CGFloat) -> CGFloat {
            var target = offset
            if high > offset + extent { target = high - extent }
            if low < target { target = min(target, low) }
            let lowest = -before
            let highest = max(lowest, content + after - extent)
            return min(max(target, lowest), highest)
        }
        let offset = CGPoint(
            x: axis(contentOffset.x, rect.minX, rect.maxX, size.width, insets.left, insets.right, contentSize.width),
            y: axis(contentOffset.y, rect.minY, rect.maxY, size.height, insets.top, insets.bottom, contentSize.height))
        setContentOffset(offset, animated: animated)
    }

    // MARK: - Scrolled by the user

    /// Scrolls by `delta` as far as the content and its insets allow, as the wheel and touchpad
    /// do; false when the offset could not move that way.
    @discardableResult
    func scrollContent(by delta: CGPoint) -> Bool {
        let offset = offsetScrolled(by: delta)
        guard offset != contentOffset else { return false }
        contentOffset = offset
        return true
    }

    /// The offset scrolling by `delta` reaches, within the content and its insets.
    func offsetScrolled(by delta: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let size = visibleSize
        func axis(_ offset: CGFloat, _ delta: CGFloat, _ before: CGFloat, _ after: CGFloat, _ content: CGFloat, _ extent: CGFloat) -> CGFloat {
            let lowest = -before
            let highest = max(lowest, content + after - extent)
            return min(max(offset + delta, lowest), highest)
        }
        return CGPoint(
            x: axis(contentOffset.x, delta.x, insets.left, insets.right, contentSize.width, size.width),
            y: axis(contentOffset.y, delta.y, insets.top, insets.bottom, contentSize.height, size.height))
    }
}
