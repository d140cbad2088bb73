import Foundation

/// One row of a table view: a title, an optional subtitle and image, and an accessory mark;
/// or any content in ``UICollectionViewCell/contentView``. Reused by identifier as the table scrolls.
@preconcurrency @MainActor
open class UITableViewCell: UICollectionViewListCell {
    /// Which of the built-in labels the cell shows and where.
    public enum CellStyle: Int, Sendable {
        /// A title only.
        case `default`
        /// A title with the detail at the trailing edge.
        case value1
        /// A small blue detail before the title.
        case value2
        /// A title with the detail below it.
        case subtitle
    }

    /// The mark at the trailing edge of a row.
    public enum AccessoryType: Int, Sendable {
        /// No mark.
        case none
        /// A chevron: choosing the row shows more.
        case disclosureIndicator
        /// An info button with a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// What editing a row offers: nothing, deletion or insertion.
    public enum EditingStyle: Int, Sendable {
        /// The row cannot be deleted or inserted.
        case none
        /// The row can be deleted.
        case delete
        /// A row can be inserted here.
        case insert
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The mark shown at the trailing edge.
    open var accessoryType = AccessoryType.none { didSet { accessoryLabel.text = UITableViewCell.mark(for: accessoryType); setNeedsLayout() } }

    private lazy var titleLabel = addToContent(UILabel(frame: .zero))
    private lazy var detailLabel: UILabel = {
        let label = addToContent(UILabel(frame: .zero))
        label.textColor = .secondaryLabel
        return label
    }()
    private lazy var leadingImageView: UIImageView = {
        let imageView = addToContent(UIImageView(frame: .zero))
        imageView.contentMode = .scaleAspectFit
        return imageView
    }()
    private let accessoryLabel = UILabel(frame: .zero)

    /// The row's title; made on first use.
    open var textLabel: UILabel? { titleLabel }
    /// The row's secondary text; nil for the default style, which has none.
    open var detailTextLabel: UILabel? { style == .default ? nil : detailLabel }
    /// The image before the title; made on first use.
    open var imageView: UIImageView? { leadingImageView }

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        accessoryLabel.textColor = .secondaryLabel
        addSubview(accessoryLabel)
    }

    /// A default-style cell filling `frame`, as a registered class is made.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func addToContent<View: UIView>(_ view: View) -> View {
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    private static func mark(for accessory: AccessoryType) -> String? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator: "›"
        case .detailDisclosureButton: "ⓘ ›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        }
    }

    /// Places the image, the labels and the accessory mark in the row.
    open override func layoutSubviews() {
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 32
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent - accessoryWidth), height: bounds.height)
        accessoryLabel.frame = CGRect(x: bounds.width - accessoryWidth, y: 0, width: accessoryWidth, height: bounds.height)
        configuredContentView?.frame = contentView.bounds
        let height = contentView.bounds.height
        var x: CGFloat = 16
        if leadingImageView.image != nil {
            let side = min(height - 8, 48)
            leadingImageView.frame = CGRect(x: x, y: (height - side) / 2, width: side, height: side)
            x += side + 12
        } else {
            leadingImageView.frame = .zero
        }
        let width = max(0, contentView.bounds.width - x - 16)
        switch style {
        case .default:
            titleLabel.frame = CGRect(x: x, y: 0, width: width, height: height)
        case .value1:
            titleLabel.frame = CGRect(x: x, y: 0, width: width / 2, height: height)
            detailLabel.textAlignment = .right
            detailLabel.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: height)
        case .value2:
            detailLabel.frame = CGRect(x: x, y: 0, width: width / 3, height: height)
            titleLabel.frame = CGRect(x: x + width / 3, y: 0, width: width * 2 / 3, height: height)
        case .subtitle:
            titleLabel.frame = CGRect(x: x, y: 0, width: width, height: height / 2)
            detailLabel.frame = CGRect(x: x, y: height / 2, width: width, height: height / 2)
        }
    }
}
