import Foundation

// MARK: - The constraints a stack view makes

extension UIStackView {
    /// The gap DeskKit uses for ``spacingUseSystem``.
    static let systemSpacing: CGFloat = 8

    /// Replaces the stack's constraints with ones for its current arrangement and settings.
    func setNeedsArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        setNeedsLayout()
    }

    /// A shown or hidden arranged view changed visibility, so the arrangement changes.
    func arrangedSubviewVisibilityDidChange() {
        setNeedsArrangement()
    }

    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes along and across the axis.
    private var along: (start: Attribute, end: Attribute, length: Attribute, center: Attribute) {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }
    private var across: (start: Attribute, end: Attribute, length: Attribute, center: Attribute) {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private func constraint(_ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
                            _ second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                            priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        made.priority = priority
        made.identifier = "UIStackView"
        return made
    }

    /// The gap after `view`: its custom spacing, else ``spacing``; the system gap for ``spacingUseSystem``.
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? UIStackView.systemSpacing : value
    }

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard let first = views.first, let last = views.last else { return [] }
        let box: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = self.along
        var made = [constraint(first, along.start, .equal, box, along.start), constraint(last, along.end, .equal, box, along.end)]
        made += alongConstraints(views, along: along)
        made += acrossConstraints(views, box: box)
        return made
    }

    /// Neighbours one gap apart, sized as the distribution says.
    private func alongConstraints(_ views: [UIView], along: (start: Attribute, end: Attribute, length: Attribute, center: Attribute)) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        var firstGuide: UILayoutGuide?
        for (previous, view) in zip(views, views.dropFirst()) {
            let gap = gap(after: previous)
            made.append(constraint(view, along.start, equalGaps ? .greaterThanOrEqual : .equal, previous, along.end, constant: gap))
            guard equalGaps else { continue }
            // A guide spans each gap (or each centre-to-centre distance); all are the same length.
            let guide = UILayoutGuide()
            addLayoutGuide(guide)
            arrangementGuides.append(guide)
            let (from, to) = distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
            made.append(constraint(guide, along.start, .equal, previous, from))
            made.append(constraint(guide, along.end, .equal, view, to))
            made.append(constraint(guide, across.start, .equal, self, across.start))
            made.append(constraint(guide, across.length, .equal, nil, .notAnAttribute))
            if let firstGuide { made.append(constraint(guide, along.length, .equal, firstGuide, along.length)) }
            firstGuide = firstGuide ?? guide
        }
        if equalGaps {
            // With room to spare the gaps grow; without, the stack keeps to the least gaps.
            made.append(constraint(self, along.length, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel))
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { made.append(constraint(view, along.length, .equal, views[0], along.length)) }
        case .fillProportionally:
            let natural = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if natural[0] > 0 {
                for (view, size) in zip(views, natural).dropFirst() where size > 0 {
                    made.append(constraint(view, along.length, .equal, views[0], along.length, multiplier: size / natural[0],
                                           priority: UILayoutPriority(999)))
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    /// Each view placed across the stack as the alignment says; the stack as thick as its
    /// thickest view unless something else sizes it.
    private func acrossConstraints(_ views: [UIView], box: AnyObject) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for view in views {
            switch alignment {
            case .fill:
                made.append(constraint(view, across.start, .equal, box, across.start))
                made.append(constraint(view, across.end, .equal, box, across.end))
            case .leading:
                made.append(constraint(view, across.start, .equal, box, across.start))
                made.append(constraint(view, across.end, .lessThanOrEqual, box, across.end))
            case .trailing:
                made.append(constraint(view, across.start, .greaterThanOrEqual, box, across.start))
                made.append(constraint(view, across.end, .equal, box, across.end))
            case .center:
                made.append(constraint(view, across.center, .equal, box, across.center))
                made.append(constraint(view, across.start, .greaterThanOrEqual, box, across.start))
                made.append(constraint(view, across.end, .lessThanOrEqual, box, across.end))
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { made.append(constraint(view, baseline, .equal, views[0], baseline)) }
                made.append(constraint(view, across.start, .greaterThanOrEqual, box, across.start))
                made.append(constraint(view, across.end, .lessThanOrEqual, box, across.end))
            }
        }
        if alignment != .fill {
            made.append(constraint(self, across.length, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel))
        }
        return made
    }
}
