import DeskKit
import Foundation

/// A document's title, word count and line count, with an optional Done button.
///
/// Fills the prominent Details window (whose Done is the window's own) and, where the app has one
/// window only, a panel at the foot of the editor that brings its own Done button.
@MainActor
public final class DetailsView: UIView {
    public let titleLabel = UILabel(frame: .zero)
    public let wordsLabel = UILabel(frame: .zero)
    public let linesLabel = UILabel(frame: .zero)
    /// A button drawn as a label; a click or tap sends `done:` to ``onDone``.
    public let doneButton = UILabel(frame: .zero)
    var onDone: (@MainActor () -> Void)?

    public init(showsDoneButton: Bool) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        for label in [wordsLabel, linesLabel] {
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        }
        doneButton.text = String(localized: "Done", bundle: .module)
        doneButton.textAlignment = .center
        doneButton.font = .systemFont(ofSize: 14, weight: .semibold)
        doneButton.textColor = .white
        doneButton.backgroundColor = .systemBlue
        doneButton.layer.cornerRadius = 6
        doneButton.isHidden = !showsDoneButton
        doneButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("done:")))
        for view in [titleLabel, wordsLabel, linesLabel, doneButton] { addSubview(view) }
    }

    public required convenience init?(coder: NSCoder) {

        self.init()

    }


    public required convenience init() {
        self.init(showsDoneButton: true)
    }

    public override func registerActions() {
        super.registerActions()
        implement("done:", handler: { responder, _ in (responder as? DetailsView)?.onDone?() })
    }

    /// Shows `document`'s title and counts.
    public func show(_ document: BlueprintDocument) {
        let statistics = DocumentStatistics(text: document.text)
        titleLabel.text = document.title
        wordsLabel.text = statistics.wordsText
        linesLabel.text = statistics.linesText
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let width = max(0, bounds.width - 48)
        // Done sits at the trailing end of the title, the title beside it: Done at the left in
        // Arabic and Hebrew.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let doneSpace: CGFloat = doneButton.isHidden ? 0 : 84 + 12
        titleLabel.frame = CGRect(x: rightToLeft ? 24 + doneSpace : 24, y: 16, width: max(0, width - doneSpace), height: 28)
        wordsLabel.frame = CGRect(x: 24, y: 52, width: width, height: 22)
        linesLabel.frame = CGRect(x: 24, y: 76, width: width, height: 22)
        doneButton.frame = CGRect(x: rightToLeft ? 24 : bounds.width - 24 - 84, y: 20, width: 84, height: 30)
    }
}
