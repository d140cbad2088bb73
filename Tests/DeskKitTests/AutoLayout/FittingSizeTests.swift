import DeskKit
import Foundation
import Testing

@MainActor
@Suite("Fitting sizes")
struct FittingSizeTests {
    /// A popover's content as the keyboard sample builds it: a title and a description stacked
    /// with the standard spacing between them, 20 points in from the edges.
    private func popoverContent() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let title = UIView(), body = UIView()
        for part in [title, body] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            body.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            body.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            title.heightAnchor.constraint(equalToConstant: 22),
            body.heightAnchor.constraint(equalToConstant: 60),
            body.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        ])
        return view
    }

    @Test("A required width is kept and the height shrinks to what the content needs")
    func requiredWidthFittingHeight() {
        let size = popoverContent().systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 20 + 22 + 8 (the standard spacing) + 60 + 20.
        #expect(size == CGSize(width: 320, height: 130))
    }

    @Test("Compressed on both sides, the content's minimums decide; the view's frame is left alone")
    func compressedSize() {
        let view = popoverContent()
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 190, height: 130))
        #expect(view.frame.size == CGSize(width: 500, height: 500))
    }
}
