import Foundation

/// What a list cell shows: an image, a line of text and an optional secondary line, with how
/// the text is drawn.
///
/// Get one from ``UICollectionViewListCell/defaultContentConfiguration()``, fill it in and
/// assign it to the cell's ``UICollectionViewCell/contentConfiguration``.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// How a piece of text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// The text's font.
        public var font: UIFont
        /// The text's color.
        public var color: UIColor
        /// The most lines shown; 0 shows every line.
        public var numberOfLines = 1
        /// How text that does not fit wraps and ends (the label's ``UILabel/lineBreakMode``).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// How lines are aligned.
        public var alignment = NSTextAlignment.natural
    }

    /// The main text; nil shows none.
    public var text: String?
    /// A second, smaller line under the text; nil shows none.
    public var secondaryText: String?
    /// An icon at the leading edge; nil shows none.
    public var image: UIImage?
    /// How the main text is drawn.
    public var textProperties = TextProperties(font: .systemFont(ofSize: UIFont.labelFontSize), color: .label)
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: UIFont.smallSystemFontSize), color: .secondaryLabel)
    /// Space between the image and the text.
    public var imageToTextPadding: CGFloat = 8

    /// The look of a cell in a plain list.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The look of a cell in a sidebar.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { _ListContentView(configuration: self) }

    /// The same configuration: list content looks the same in every state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// How a label ends text that does not fit.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at words or characters, clip, or cut the text at its start, end or middle with an ellipsis.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The content of a list cell: an image view and labels laid out from a configuration.
@MainActor
final class _ListContentView: UIView, UIContentView {
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration()
        super.init(coder: coder)
    }

    required convenience init() {
        self.init(configuration: UIListContentConfiguration())
    }

    private var list: UIListContentConfiguration { configuration as? UIListContentConfiguration ?? UIListContentConfiguration() }

    private func apply() {
        let list = list
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        for (label, text, properties) in [(textLabel, list.text, list.textProperties),
                                          (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties)] {
            label.text = text
            label.isHidden = text == nil
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.textAlignment = properties.alignment
        }
        setNeedsLayout()
    }

    /// The image at the leading edge, centered vertically; the text beside it, secondary below.
    override func layoutSubviews() {
        let list = list
        let margins = layoutMargins
        var x = margins.left
        if list.image != nil {
            let side = UIImageView.iconSize
            imageView.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + list.imageToTextPadding
        }
        let width = max(0, bounds.width - x - margins.right)
        let secondaryHeight = list.secondaryText == nil ? 0 : secondaryTextLabel.sizeThatFits(.zero).height
        textLabel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height - secondaryHeight)
        secondaryTextLabel.frame = CGRect(x: x, y: bounds.height - secondaryHeight, width: width, height: secondaryHeight)
    }
}
