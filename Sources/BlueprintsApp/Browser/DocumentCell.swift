import DeskKit
import Foundation

/// A document in the browser grid: its title over the first line of its text.
@MainActor
final class DocumentCell: UICollectionViewCell {
    let titleLabel = UILabel(frame: .zero)
    let previewLabel = UILabel(frame: .zero)
    /// The part the opening transition starts from, as the seed's ThumbnailCell has.
    let thumbnailView = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.cornerRadius = 8
        thumbnailView.backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        previewLabel.font = .systemFont(ofSize: 12)
        previewLabel.textColor = .secondaryLabel
        previewLabel.numberOfLines = 0
        addSubview(thumbnailView)
        addSubview(titleLabel)
        thumbnailView.addSubview(previewLabel)
    }

    /// Selected documents get the accent border, as file managers mark them.
    override var isSelected: Bool {
        didSet { updateBorder() }
    }

    /// The keyboard is on this document: a thick orange ring, visible over the selection's border.
    var isKeyboardFocused = false {
        didSet { updateBorder() }
    }

    private func updateBorder() {
        layer.borderColor = (isKeyboardFocused ? UIColor.systemOrange : (isSelected ? UIColor.systemBlue : .separator)).cgColor
        layer.borderWidth = isKeyboardFocused ? 4 : (isSelected ? 3 : 1)
    }

    /// Read by its title; the preview is its value, read after it.
    override var accessibilityLabel: String? {
        get { titleLabel.text }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { previewLabel.text }
        set { super.accessibilityValue = newValue }
    }

    /// The keyboard follows a screen reader (or GTK's Tab) onto the document.
    override func accessibilityElementDidBecomeFocused() {
        browser?.focusItem(of: self)
    }

    /// The browser showing the cell, found through the responder chain.
    private var browser: DocumentBrowserViewController? {
        var responder = next
        while let current = responder, !(current is DocumentBrowserViewController) { responder = current.next }
        return responder as? DocumentBrowserViewController
    }

    func show(_ document: BlueprintDocument) {
        titleLabel.text = document.title
        previewLabel.text = document.text.split(separator: "\n").prefix(3).joined(separator: "\n")
        setNeedsLayout()
    }

    /// Lays the title and preview out at the user's text size (the colours are semantic and
    /// follow dark and high contrast by themselves).
    override func layoutSubviews() {
        super.layoutSubviews()
        let metrics = UIFontMetrics.default, traits = traitCollection
        let titleFont = metrics.scaledFont(for: .systemFont(ofSize: 14, weight: .semibold), compatibleWith: traits)
        if titleLabel.font != titleFont { titleLabel.font = titleFont }
        let previewFont = metrics.scaledFont(for: .systemFont(ofSize: 12), compatibleWith: traits)
        if previewLabel.font != previewFont { previewLabel.font = previewFont }
        let titleHeight = metrics.scaledValue(for: 20, compatibleWith: traits)
        titleLabel.frame = CGRect(x: 10, y: 8, width: bounds.width - 20, height: titleHeight)
        thumbnailView.frame = CGRect(x: 10, y: 12 + titleHeight, width: bounds.width - 20, height: max(0, bounds.height - 22 - titleHeight))
        previewLabel.frame = thumbnailView.bounds.insetBy(dx: 6, dy: 4)
    }
}
