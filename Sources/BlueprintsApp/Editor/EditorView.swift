import DeskKit
import Foundation

/// The editor's view: a strip of tab labels over the document's text.
@MainActor
final class EditorView: UIView {
    let tabStrip = UIView(frame: .zero)
    let contentLabel = UILabel(frame: .zero)
    let emptyLabel = UILabel(frame: .zero)
    private(set) var tabLabels: [UILabel] = []
    static let tabStripHeight: CGFloat = 36
    static let tabWidth: CGFloat = 180

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tabStrip.backgroundColor = .secondarySystemBackground
        contentLabel.numberOfLines = 0
        contentLabel.font = .systemFont(ofSize: 15)
        emptyLabel.text = "No open tabs. Press Ctrl+T to open one."
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        addSubview(tabStrip)
        addSubview(contentLabel)
        addSubview(emptyLabel)
    }

    func show(tabs titles: [String], selected: Int, text: String?) {
        for label in tabLabels { label.removeFromSuperview() }
        tabLabels = titles.enumerated().map { index, title in
            let label = UILabel(frame: .zero)
            label.text = title
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
            label.backgroundColor = index == selected ? .systemBackground : .clear
            label.borderWidth = 1
            label.borderColor = .separator
            return label
        }
        for label in tabLabels { tabStrip.addSubview(label) }
        contentLabel.text = text
        contentLabel.isHidden = text == nil
        emptyLabel.isHidden = text != nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        tabStrip.frame = CGRect(x: 0, y: 0, width: bounds.width, height: EditorView.tabStripHeight)
        for (index, label) in tabLabels.enumerated() {
            label.frame = CGRect(x: 8 + CGFloat(index) * (EditorView.tabWidth + 4), y: 4, width: EditorView.tabWidth, height: EditorView.tabStripHeight - 4)
        }
        let content = bounds.insetBy(dx: 24, dy: 0)
        // Sized to its lines so the text starts at the top, as a document does.
        let lineCount = CGFloat((contentLabel.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        let textHeight = lineCount * contentLabel.font.pointSize * 1.4
        contentLabel.frame = CGRect(x: content.minX, y: EditorView.tabStripHeight + 20, width: content.width,
                                    height: min(textHeight, max(0, bounds.height - EditorView.tabStripHeight - 40)))
        emptyLabel.frame = CGRect(x: 0, y: bounds.midY - 12, width: bounds.width, height: 24)
    }
}
