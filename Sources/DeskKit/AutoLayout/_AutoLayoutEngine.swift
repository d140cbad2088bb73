import Foundation

/// Activates constraints and, on each layout pass of a view tree that has any, solves them all
/// together and moves the views (and layout guides) they decide.
///
/// Frames are solved in the coordinates of the tree's root (the window). A view that keeps its
/// frame (``UIView/translatesAutoresizingMaskIntoConstraints``) is pinned where it is, relative
/// to the nearest constrained ancestor; the others take what the constraints give, their
/// intrinsic size where constraints leave room, and otherwise stay where they were.
@MainActor
enum _AutoLayoutEngine {
    /// How deep the layout pass is; constraints are solved only at the outermost call.
    static var layoutDepth = 0
    private static var activeCount = 0
    /// Constraints already reported as unsatisfiable, so each is reported once.
    private static var reported = Set<ObjectIdentifier>()

    // MARK: - Activation

    static func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.owningView == nil else { return }
        let views = [constraint.firstItem, constraint.secondItem].compactMap { $0.flatMap(view(of:)) }
        guard constraint.firstItem != nil, let ancestor = commonAncestor(of: views) else {
            DeskKitLog.report("The constraint \(constraint) cannot be activated: its items are not views or layout guides in one view hierarchy. Add them to a common superview first.")
            return
        }
        ancestor.constraintStorage.append(constraint)
        constraint.owningView = ancestor
        activeCount += 1
        ancestor.setNeedsLayout()
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let view = constraint.owningView else { return }
        view.constraintStorage.removeAll { $0 === constraint }
        constraint.owningView = nil
        activeCount -= 1
        reported.remove(ObjectIdentifier(constraint))
        view.setNeedsLayout()
    }

    static func constraintsChanged(involving constraint: NSLayoutConstraint) {
        reported.remove(ObjectIdentifier(constraint))
        constraint.owningView?.setNeedsLayout()
    }

    static func setNeedsSolve(around view: UIView) {
        (view.superview ?? view).setNeedsLayout()
    }

    private static func view(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private static func commonAncestor(of views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            while !view.isDescendant(of: candidate) {
                guard let parent = candidate.superview else { return nil }
                candidate = parent
            }
        }
        return candidate
    }

    // MARK: - Solving

    /// Solves the constraints of the tree `view` is in, unless a layout pass is already under way.
    static func solveIfNeeded(from view: UIView) {
        guard layoutDepth == 0, activeCount > 0 else { return }
        var root = view
        while let parent = root.superview { root = parent }
        var constraints: [NSLayoutConstraint] = []
        collect(in: root, into: &constraints)
        guard !constraints.isEmpty else { return }
        var pass = _AutoLayoutPass(root: root)
        for constraint in constraints {
            guard let first = constraint.firstItem else { continue }
            pass.register(first)
            if let second = constraint.secondItem { pass.register(second) }
        }
        pass.addItemConstraints()
        for constraint in constraints {
            guard let message = pass.add(constraint) else { continue }
            if reported.insert(ObjectIdentifier(constraint)).inserted { DeskKitLog.report(message) }
        }
        pass.apply()
    }

    /// The size `view` takes when its own constraints and those of its subviews are solved
    /// with the wish to be `target`, each side of the wish holding at its priority.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        var constraints: [NSLayoutConstraint] = []
        collect(in: view, into: &constraints)
        var pass = _AutoLayoutPass(root: view, fitting: (target, horizontal, vertical))
        pass.register(view)
        for constraint in constraints {
            guard let first = constraint.firstItem else { continue }
            pass.register(first)
            if let second = constraint.secondItem { pass.register(second) }
        }
        pass.addItemConstraints()
        for constraint in constraints { _ = pass.add(constraint) }
        return pass.rootSize
    }

    private static func collect(in view: UIView, into constraints: inout [NSLayoutConstraint]) {
        constraints += view.constraintStorage
        for subview in view.subviews { collect(in: subview, into: &constraints) }
    }
}
