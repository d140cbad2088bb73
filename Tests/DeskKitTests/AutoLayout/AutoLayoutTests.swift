import DeskKit
import Foundation
import Testing

/// Constraints between anchors decide the frames views have after layout.
@MainActor
@Suite struct AutoLayoutTests {
    /// A 400 × 300 container with a free subview.
    private func container() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return (container, view)
    }

    @Test func edgesPinnedWithConstantsGiveTheFrame() {
        let (container, view) = container()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 44),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 350, height: 44))

        container.frame.size.width = 600
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 550, height: 44), "the view follows its container")
    }

    @Test func constantWidthAloneSizesAViewAndKeepsItsPlace() {
        let (container, view) = container()
        view.frame = CGRect(x: 5, y: 6, width: 10, height: 20)
        view.widthAnchor.constraint(equalToConstant: 120).isActive = true
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 120, height: 20))
    }

    @Test func multipliersAndCentering() {
        let (container, view) = container()
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25, constant: 10),
            view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 120, width: 200, height: 60))
    }

    @Test func inequalitiesAndPrioritiesGiveWayInOrder() {
        let (container, view) = container()
        let preferred = view.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        let fallback = view.widthAnchor.constraint(equalToConstant: 100)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
            view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -50),
            preferred, fallback,
            view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 8),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.layoutIfNeeded()
        // 500 does not fit between the edges: the required inequality wins, and the width goes
        // as close to the high-priority 500 as it can.
        #expect(view.frame == CGRect(x: 50, y: 8, width: 300, height: 30))

        preferred.isActive = false
        container.layoutIfNeeded()
        #expect(view.frame.width == 100, "with the high priority gone the low one decides")
        preferred.isActive = true
        preferred.constant = 200
        container.layoutIfNeeded()
        #expect(view.frame.width == 200, "a new constant lays the view out again")
    }

    @Test func siblingsChainAndAFrameKeepingViewAnchorsThem() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        let label = UILabel(frame: .zero)
        label.text = "Twelve chars"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fixed)
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: fixed.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 40), "a view that keeps its frame is not moved")
        #expect(label.frame.origin == CGPoint(x: 118, y: 10))
        #expect(label.frame.size == label.intrinsicContentSize, "a label takes its text's size")
    }

    @Test func layoutMarginsGuideInsetsTheBounds() {
        let (container, view) = container()
        container.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 16, width: 360, height: 268))
        #expect(container.layoutMarginsGuide.layoutFrame == view.frame)
    }

    @Test func nestedFreeViewsAreSolvedInTheirSuperviewsCoordinates() {
        let (container, outer) = container()
        let inner = UIView(frame: .zero)
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
            outer.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -10),
        ])
        container.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test func aContradictingRequiredConstraintIsReportedAndLeftOut() {
        let (container, view) = container()
        let log = LogCollector()
        let conflicting = view.widthAnchor.constraint(equalToConstant: 200)
        conflicting.identifier = "conflicting-width"
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100), conflicting])
        container.layoutIfNeeded()
        container.layoutIfNeeded()
        #expect(view.frame.width == 100, "the first constraint holds")
        let reports = log.messages.filter { $0.contains("'conflicting-width'") }
        #expect(reports.count == 1, "reported once, not on every pass")
        #expect(reports.first?.hasPrefix("Unable to satisfy") == true)
    }

    @Test func viewsInSeparateTreesCannotBeConstrained() {
        let log = LogCollector()
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        constraint.identifier = "separate-trees"
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(log.messages.contains { $0.contains("'separate-trees'") && $0.contains("common superview") })
    }
}
