import Foundation

/// The document browser's grid: one item per document of its folder, with its name and an icon
/// for its type. The arrows move through it, a double click opens a document, and Enter opens
/// the selected ones; opening tells the browser's delegate they were picked.
@MainActor
final class _DocumentBrowserGrid: UICollectionView, UICollectionViewDataSource {
    weak var browser: UIDocumentBrowserViewController?
    /// The documents shown, in order.
    private(set) var documentURLs: [URL] = []

    static var openCommand: UIKeyCommand { UIKeyCommand(title: String(deskKit: "Open"), action: "openSelectedDocuments:", input: "\r", modifierFlags: []) }

    init(browser: UIDocumentBrowserViewController?) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 128, height: 112)
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(frame: .zero, collectionViewLayout: layout)
        self.browser = browser
        register(_DocumentBrowserCell.self, forCellWithReuseIdentifier: "document")
        allowsFocus = true
        selectionFollowsFocus = true
        dataSource = self
    }

    required convenience init?(coder: NSCoder) {
        self.init(browser: nil)
    }

    required convenience init() {
        self.init(browser: nil)
    }

    /// Shows `urls`, selecting `selected` when it is among them.
    func show(_ urls: [URL], allowsMultipleSelection multiple: Bool, selecting selected: URL? = nil) {
        documentURLs = urls
        allowsMultipleSelection = multiple
        reloadData()
        if let selected, let index = urls.firstIndex(where: { $0.standardizedFileURL == selected.standardizedFileURL }) {
            selectItem(at: IndexPath(item: index, section: 0), animated: false, scrollPosition: .centeredVertically)
        }
    }

    /// The selected documents, in the grid's order.
    var selectedDocumentURLs: [URL] {
        (indexPathsForSelectedItems ?? []).map(\.item).sorted().compactMap { documentURLs.indices.contains($0) ? documentURLs[$0] : nil }
    }

    // MARK: - Opening

    override var keyCommands: [UIKeyCommand]? {
        (super.keyCommands ?? []) + [Self.openCommand]
    }

    override func registerActions() {
        super.registerActions()
        implement("openSelectedDocuments:") { responder, _ in
            guard let grid = responder as? _DocumentBrowserGrid else { return }
            grid.browser?.openDocuments(grid.selectedDocumentURLs)
        }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "openSelectedDocuments:" { return !selectedDocumentURLs.isEmpty }
        return super.canPerformAction(action, withSender: sender)
    }

    override func itemWasDoubleClicked(at indexPath: IndexPath) {
        guard documentURLs.indices.contains(indexPath.item) else { return }
        browser?.openDocuments([documentURLs[indexPath.item]])
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        documentURLs.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: "document", for: indexPath)
        (cell as? _DocumentBrowserCell)?.show(documentURLs[indexPath.item])
        return cell
    }
}

/// One document of the browser's grid: its type's icon over its name.
@MainActor
final class _DocumentBrowserCell: UICollectionViewCell {
    let iconView = UIImageView(frame: .zero)
    let nameLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFit
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        nameLabel.lineBreakMode = .byTruncatingMiddle
        nameLabel.font = .systemFont(ofSize: 13)
        contentView.addSubview(iconView)
        contentView.addSubview(nameLabel)
        isAccessibilityElement = true
    }

    func show(_ url: URL) {
        nameLabel.text = url.lastPathComponent
        iconView.image = UIImage(systemName: UIDocumentBrowserViewController.symbolName(forDocumentAt: url))
        accessibilityLabel = url.lastPathComponent
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let icon: CGFloat = 48
        iconView.frame = CGRect(x: (bounds.width - icon) / 2, y: 8, width: icon, height: icon)
        nameLabel.frame = CGRect(x: 4, y: 8 + icon + 6, width: bounds.width - 8, height: bounds.height - icon - 20)
    }
}
