import Foundation

/// One solve of a view tree's constraints: the items involved, their four variables each
/// (minX, minY, width, height in the root's coordinates) and the solver.
@MainActor
struct _AutoLayoutPass {
    private let root: UIView
    private var solver = _LayoutSolver()
    /// The items in the order first met, and the first of each one's four variables.
    private var items: [AnyObject] = []
    private var base: [ObjectIdentifier: Int] = [:]

    /// When measuring the root's fitting size: the size it would like and how much each side
    /// of that wish matters; the root is then free to take another size.
    private let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Gives `item` variables (and a margins guide's view too); ignores items outside the tree.
    mutating func register(_ item: AnyObject) {
        guard base[ObjectIdentifier(item)] == nil else { return }
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, owner.isDescendant(of: root) else { return }
            register(owner)
        } else if let view = item as? UIView {
            guard view.isDescendant(of: root) else { return }
        } else {
            return
        }
        base[ObjectIdentifier(item)] = items.count * 4
        items.append(item)
    }

    /// Pins views that keep their frames, follows margins for margins guides, and adds each
    /// free view's intrinsic size and its wish to stay where it is.
    mutating func addItemConstraints() {
        for item in items {
            let b = base[ObjectIdentifier(item)]!
            if let view = item as? UIView {
                let rect = rectInRoot(view)
                if view === root, let fitting {
                    equal([(b, 1)], 0)
                    equal([(b + 1, 1)], 0)
                    try? solver.add(.init(terms: [(b + 2, 1)], constant: -Double(fitting.size.width), relation: .equal,
                                          weight: fitting.horizontal.solverWeight))
                    try? solver.add(.init(terms: [(b + 3, 1)], constant: -Double(fitting.size.height), relation: .equal,
                                          weight: fitting.vertical.solverWeight))
                } else if view === root || view.translatesAutoresizingMaskIntoConstraints {
                    pin(view, variables: b)
                } else {
                    addIntrinsicSize(of: view, variables: b)
                    stay(b, at: rect, weight: UILayoutPriority(1).solverWeight)
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
                      let o = base[ObjectIdentifier(owner)] {
                if guide.followsMargins || guide.followsSafeArea {
                    let m = guide.followsMargins ? owner.layoutMargins : owner.safeAreaInsets
                    // guide = owner inset by the margins, written as `Σ terms + constant = 0`.
                    equal([(b, 1), (o, -1)], -m.left)
                    equal([(b + 1, 1), (o + 1, -1)], -m.top)
                    equal([(b + 2, 1), (o + 2, -1)], m.left + m.right)
                    equal([(b + 3, 1), (o + 3, -1)], m.top + m.bottom)
                } else {
                    let f = guide.layoutFrame
                    let origin = rectInRoot(owner).origin
                    stay(b, at: f.offsetBy(dx: origin.x, dy: origin.y), weight: UILayoutPriority(1).solverWeight)
                }
            }
        }
    }

    /// Adds a user constraint; returns a message when it cannot be met and was left out.
    mutating func add(_ constraint: NSLayoutConstraint) -> String? {
        // Leading and trailing follow the first item's direction on both sides, so a constant
        // counts towards the trailing edge either way.
        let rightToLeft = constraint.firstItem.map { Self.isRightToLeft($0) } ?? false
        guard let first = constraint.firstItem, let firstSide = side(first, constraint.firstAttribute, rightToLeft: rightToLeft) else {
            return unsupported(constraint)
        }
        var terms = firstSide.terms
        var constant = firstSide.constant - constraint.constant
        if let second = constraint.secondItem {
            guard let secondSide = side(second, constraint.secondAttribute, rightToLeft: rightToLeft) else { return unsupported(constraint) }
            let m = Double(constraint.multiplier)
            terms += secondSide.terms.map { ($0.variable, -$0.coefficient * m) }
            constant -= secondSide.constant * m
        }
        let relation: _LayoutSolver.Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do {
            try solver.add(.init(terms: terms, constant: constant, relation: relation, weight: constraint.priority.solverWeight))
            return nil
        } catch {
            return "Unable to satisfy \(constraint) together with the other required constraints; it is left out. Lower its priority or remove the constraint it conflicts with."
        }
    }

    /// Moves every free view and guide to its solved rectangle, outermost first.
    func apply() {
        let ordered = items.enumerated().sorted { depth(of: $0.element) < depth(of: $1.element) }
        for (_, item) in ordered {
            let rect = solvedRect(base[ObjectIdentifier(item)]!)
            if let view = item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints {
                let parentOrigin = view.superview.map { rectInRoot($0).origin } ?? .zero
                let frame = rect.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
                if view.frame != frame { view.frame = frame }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                let origin = rectInRoot(owner).origin
                guide.layoutFrame = rect.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
    }

    /// The root's solved size, when measuring its fitting size.
    var rootSize: CGSize {
        base[ObjectIdentifier(root)].map { solvedRect($0).size } ?? root.bounds.size
    }

    // MARK: - Helpers

    private func solvedRect(_ b: Int) -> CGRect {
        CGRect(x: solver.value(of: b), y: solver.value(of: b + 1), width: solver.value(of: b + 2), height: solver.value(of: b + 3))
    }

    /// `view`'s frame in the root's coordinates, from the frames as they are now.
    private func rectInRoot(_ view: UIView) -> CGRect {
        guard view !== root else { return CGRect(origin: .zero, size: root.bounds.size) }
        var origin = view.frame.origin
        var ancestor = view.superview
        while let current = ancestor, current !== root {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            ancestor = current.superview
        }
        return CGRect(origin: origin, size: view.frame.size)
    }

    private func depth(of item: AnyObject) -> Int {
        var depth = item is UILayoutGuide ? 1 : 0
        var view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        while let current = view?.superview { depth += 1; view = current }
        return depth
    }

    /// Keeps a view that keeps its frame where it is: relative to its nearest constrained
    /// ancestor, so it moves with that ancestor, or in the root's coordinates.
    private mutating func pin(_ view: UIView, variables b: Int) {
        let rect = rectInRoot(view)
        var ancestor = view.superview
        while let current = ancestor, view !== root {
            if let a = base[ObjectIdentifier(current)] {
                let offset = rectInRoot(current).origin
                equal([(b, 1), (a, -1)], -(rect.minX - offset.x))
                equal([(b + 1, 1), (a + 1, -1)], -(rect.minY - offset.y))
                equal([(b + 2, 1)], -rect.width)
                equal([(b + 3, 1)], -rect.height)
                return
            }
            ancestor = current.superview
        }
        stay(b, at: rect, weight: nil)
    }

    private mutating func addIntrinsicSize(of view: UIView, variables b: Int) {
        let size = view.intrinsicContentSize
        for (axis, value, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, b + 2), (.vertical, size.height, b + 3)]
        where value != UIView.noIntrinsicMetric {
            try? solver.add(.init(terms: [(variable, 1)], constant: -Double(value), relation: .lessThanOrEqual,
                                  weight: view.contentHuggingPriority(for: axis).solverWeight ?? 1e9))
            try? solver.add(.init(terms: [(variable, 1)], constant: -Double(value), relation: .greaterThanOrEqual,
                                  weight: view.contentCompressionResistancePriority(for: axis).solverWeight ?? 1e9))
        }
    }

    private mutating func stay(_ b: Int, at rect: CGRect, weight: Double?) {
        for (offset, value) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
            try? solver.add(.init(terms: [(b + offset, 1)], constant: -Double(value), relation: .equal, weight: weight))
        }
    }

    private mutating func equal(_ terms: [(Int, Double)], _ constant: CGFloat) {
        try? solver.add(.init(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: Double(constant), relation: .equal, weight: nil))
    }

    private static func isRightToLeft(_ item: AnyObject) -> Bool {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// An attribute of `item` as `Σ terms + constant`, or nil for one DeskKit does not lay out.
    /// Right to left, leading and trailing are the right and left edges negated: x grows
    /// towards the trailing edge, so constants keep their meaning.
    private func side(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> (terms: [(variable: Int, coefficient: Double)], constant: Double)? {
        guard let b = base[ObjectIdentifier(item)] else { return nil }
        let m = (item as? UIView)?.layoutMargins ?? .zero
        if rightToLeft {
            switch attribute {
            case .leading: return ([(b, -1), (b + 2, -1)], 0)
            case .trailing: return ([(b, -1)], 0)
            case .leadingMargin: return ([(b, -1), (b + 2, -1)], Double(m.right))
            case .trailingMargin: return ([(b, -1)], -Double(m.left))
            default: break
            }
        }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            // A label's text is centred in its height; other views' baseline is their bottom.
            guard let label = item as? UILabel else { return ([(b + 1, 1), (b + 3, 1)], 0) }
            let metrics = label.baselineMetrics
            let offset = attribute == .firstBaseline ? metrics.first : metrics.last
            return ([(b + 1, 1), (b + 3, 0.5)], Double(offset - metrics.textHeight / 2))
        case .left, .leading: return ([(b, 1)], 0)
        case .right, .trailing: return ([(b, 1), (b + 2, 1)], 0)
        case .centerX: return ([(b, 1), (b + 2, 0.5)], 0)
        case .width: return ([(b + 2, 1)], 0)
        case .top: return ([(b + 1, 1)], 0)
        case .bottom: return ([(b + 1, 1), (b + 3, 1)], 0)
        case .centerY: return ([(b + 1, 1), (b + 3, 0.5)], 0)
        case .height: return ([(b + 3, 1)], 0)
        case .leftMargin, .leadingMargin: return ([(b, 1)], Double(m.left))
        case .rightMargin, .trailingMargin: return ([(b, 1), (b + 2, 1)], -Double(m.right))
        case .topMargin: return ([(b + 1, 1)], Double(m.top))
        case .bottomMargin: return ([(b + 1, 1), (b + 3, 1)], -Double(m.bottom))
        case .centerXWithinMargins: return ([(b, 1), (b + 2, 0.5)], Double(m.left - m.right) / 2)
        case .centerYWithinMargins: return ([(b + 1, 1), (b + 3, 0.5)], Double(m.top - m.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    private func unsupported(_ constraint: NSLayoutConstraint) -> String {
        "The constraint \(constraint) has an item outside the window or no attribute; it is left out."
    }
}
