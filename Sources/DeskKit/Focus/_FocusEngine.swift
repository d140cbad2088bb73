import Foundation

/// A view held weakly, as a focus group remembers its last focused item.
struct WeakView {
    weak var view: UIView?
}

/// Keyboard focus moves, as the iPad's focus system makes them: Tab and Shift+Tab go from one
/// focus group to the next in reading order, the arrow keys from item to item inside a group,
/// in the key's direction, unless a focus guide on the way sends the focus elsewhere.
///
/// A view's group is the nearest focus group identifier on it or its superviews; a scroll view
/// (a list, a grid) and a view controller's root view make a group of their own for the items
/// in them that name none. Groups inside groups come right after their parent's own items.
extension UIWindow {
    /// Moves the focus `heading` (Tab, Shift+Tab or an arrow); false when it had nowhere to go.
    @discardableResult
    public func moveFocus(_ heading: UIFocusHeading) -> Bool {
        let items = focusableItems()
        guard !items.isEmpty else { return false }
        let current = focusedView.flatMap { view in items.contains { $0 === view } ? view : nil }
        let target: UIView?
        if heading == .next || heading == .previous {
            target = nextGroupItem(after: current, items: items, forward: heading == .next)
        } else if let current {
            target = neighbour(of: current, heading: heading, items: items)
        } else {
            target = nextGroupItem(after: nil, items: items, forward: true)
        }
        guard let target, target !== current else { return false }
        setFocus(to: target, heading: heading)
        return true
    }

    /// Puts the focus on `view` (nil takes it away) and tells the views and controllers around
    /// the old and new items. A focused view that takes the keyboard becomes first responder.
    func setFocus(to view: UIView?, heading: UIFocusHeading = []) {
        let previous = focusedView
        guard previous !== view else { return }
        focusedView = view
        (previous as? UICollectionView)?.focusDidLeave()
        (view as? UICollectionView)?.focusDidEnter()
        if let view { lastFocusedByGroup[groupPath(of: view).last.map(groupKey) ?? "window"] = WeakView(view: view) }
        let becameFirstResponder = view.map { $0.canBecomeFirstResponder && $0.becomeFirstResponder() } ?? false
        // Key commands may now start at the focused view; becoming first responder said so already.
        if !becameFirstResponder { windowScene?.application?.responderChainDidChange() }
        let context = UIFocusUpdateContext(previouslyFocusedItem: previous, nextFocusedItem: view, focusHeading: heading)
        let coordinator = UIFocusAnimationCoordinator()
        var told = Set<ObjectIdentifier>()
        for start in [previous, view].compactMap({ $0 }) {
            var responder: UIResponder? = start
            while let current = responder, current !== self {
                if told.insert(ObjectIdentifier(current)).inserted {
                    if let currentView = current as? UIView {
                        currentView.didUpdateFocus(in: context, with: coordinator)
                    } else if let controller = current as? UIViewController {
                        controller.didUpdateFocus(in: context, with: coordinator)
                    }
                }
                responder = current.next
            }
        }
        previous?.setNeedsDisplay()
        view?.setNeedsDisplay()
        scheduleDisplay()
    }

    /// Return or Space on the focused item: its gesture recognizers that allow the select press
    /// act; a focused collection view chooses its focused item. False when nothing took it.
    func selectFocusedItem() -> Bool {
        guard let focused = focusedView else { return false }
        if let collectionView = focused as? UICollectionView { return collectionView.chooseFocusedItem() }
        var handled = false
        for recognizer in focused.gestureRecognizers ?? [] where recognizer.handlePress(.select) { handled = true }
        return handled
    }

    // MARK: - Items and groups

    /// The views Tab and the arrows can reach: shown, enabled for input, able to take focus.
    func focusableItems() -> [UIView] {
        var items: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
            if view !== self, view.canBecomeFocused { items.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return items
    }

    /// The views that define `view`'s groups, outermost first: those naming a focus group, scroll
    /// views and controllers' root views among its superviews (and itself, for a named group).
    func groupPath(of view: UIView) -> [UIView] {
        var path: [UIView] = []
        var current: UIView? = view
        while let candidate = current, candidate !== self {
            if candidate.focusGroupIdentifier != nil {
                path.append(candidate)
            } else if candidate !== view, candidate is UIScrollView || candidate.next is UIViewController {
                path.append(candidate)
            }
            current = candidate.superview
        }
        return path.reversed()
    }

    /// A group's key: views naming the same identifier share a group.
    func groupKey(_ view: UIView) -> String {
        view.focusGroupIdentifier ?? "view-\(ObjectIdentifier(view).hashValue)"
    }

    /// The groups holding items, in Tab order, each with its items in reading order.
    func orderedGroups(_ items: [UIView]) -> [(key: String, items: [UIView])] {
        final class Node {
            var children: [String: Node] = [:]
            var order: [String] = []
            var own: [UIView] = []
            var frames: [CGRect] = []
        }
        let root = Node()
        for item in items {
            let frame = item.convert(item.bounds, to: self)
            var node = root
            node.frames.append(frame)
            for key in groupPath(of: item).map(groupKey) {
                if node.children[key] == nil {
                    node.children[key] = Node()
                    node.order.append(key)
                }
                node = node.children[key]!
                node.frames.append(frame)
            }
            node.own.append(item)
        }
        func union(_ frames: [CGRect]) -> CGRect { frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) } }
        func readingOrder(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minY - b.minY) > 0.5 ? a.minY < b.minY : a.minX < b.minX
        }
        var groups: [(key: String, items: [UIView])] = []
        func flatten(_ node: Node, key: String) {
            // The node's own items form a group, placed among its subgroups by where they are.
            var parts: [(frame: CGRect, visit: () -> Void)] = node.order.map { childKey in
                let child = node.children[childKey]!
                return (union(child.frames), { flatten(child, key: childKey) })
            }
            if !node.own.isEmpty {
                let own = node.own.sorted { readingOrder($0.convert($0.bounds, to: self), $1.convert($1.bounds, to: self)) }
                parts.append((union(own.map { $0.convert($0.bounds, to: self) }), { groups.append((key, own)) }))
            }
            for part in parts.sorted(by: { readingOrder($0.frame, $1.frame) }) { part.visit() }
        }
        flatten(root, key: "window")
        return groups
    }

    /// The item Tab (or Shift+Tab) reaches from `current`: the next group's last focused item,
    /// else its first; round to the first group after the last.
    private func nextGroupItem(after current: UIView?, items: [UIView], forward: Bool) -> UIView? {
        let groups = orderedGroups(items)
        guard !groups.isEmpty else { return nil }
        let index = current.flatMap { view in groups.firstIndex { $0.items.contains { $0 === view } } }
        let next: Int
        if let index {
            next = (index + (forward ? 1 : groups.count - 1)) % groups.count
        } else {
            next = forward ? 0 : groups.count - 1
        }
        let group = groups[next].items
        if let first = group.first, let remembered = lastFocusedByGroup[groupPath(of: first).last.map(groupKey) ?? "window"]?.view,
           group.contains(where: { $0 === remembered }) {
            return remembered
        }
        return group.first
    }

    /// The item an arrow key reaches from `current` inside its group: the nearest one whose near
    /// edge lies that way, sideways distance counting double; a focus guide met first sends the
    /// focus to its preferred item instead.
    private func neighbour(of current: UIView, heading: UIFocusHeading, items: [UIView]) -> UIView? {
        let groups = orderedGroups(items)
        guard let group = groups.first(where: { $0.items.contains { $0 === current } })?.items else { return nil }
        let from = current.convert(current.bounds, to: self)
        var best: (score: CGFloat, view: UIView)?
        func consider(_ frame: CGRect, _ view: UIView, isGuide: Bool) {
            guard let score = Self.distance(from: from, to: frame, heading: heading) else { return }
            // A guide wins a tie: it lies over the items it stands for.
            let adjusted = isGuide ? score - 0.25 : score
            if best == nil || adjusted < best!.score { best = (adjusted, view) }
        }
        for item in group where item !== current {
            consider(item.convert(item.bounds, to: self), item, isGuide: false)
        }
        for guide in focusGuides() where guide.isEnabled {
            guard let owner = guide.owningView else { continue }
            let frame = owner.convert(guide.layoutFrame, to: self)
            guard !frame.contains(CGPoint(x: from.midX, y: from.midY)),
                  let preferred = guide.preferredFocusEnvironments.first(where: { $0.canBecomeFocused && $0.window === self }),
                  preferred !== current else { continue }
            consider(frame, preferred, isGuide: true)
        }
        return best?.view
    }

    /// How far `frame` lies from `from` going `heading`, or nil when it does not lie that way.
    static func distance(from: CGRect, to frame: CGRect, heading: UIFocusHeading) -> CGFloat? {
        let ahead: CGFloat, sideways: CGFloat
        func gap(_ a: ClosedRange<CGFloat>, _ b: ClosedRange<CGFloat>) -> CGFloat {
            a.overlaps(b) ? 0 : min(abs(a.lowerBound - b.upperBound), abs(b.lowerBound - a.upperBound))
        }
        let horizontal = from.minX...from.maxX, vertical = from.minY...from.maxY
        switch heading {
        case .up:
            ahead = from.minY - frame.maxY
            sideways = gap(horizontal, frame.minX...frame.maxX)
        case .down:
            ahead = frame.minY - from.maxY
            sideways = gap(horizontal, frame.minX...frame.maxX)
        case .left:
            ahead = from.minX - frame.maxX
            sideways = gap(vertical, frame.minY...frame.maxY)
        case .right:
            ahead = frame.minX - from.maxX
            sideways = gap(vertical, frame.minY...frame.maxY)
        default:
            return nil
        }
        guard ahead > -0.5 else { return nil }
        return max(ahead, 0) + 2 * sideways
    }

    /// The focus guides of the window's views.
    private func focusGuides() -> [UIFocusGuide] {
        var guides: [UIFocusGuide] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            guides += view.layoutGuides.compactMap { $0 as? UIFocusGuide }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return guides
    }
}
