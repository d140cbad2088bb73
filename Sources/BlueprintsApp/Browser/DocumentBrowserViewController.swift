import DeskKit
import Foundation

/// A window listing Blueprints' documents as a grid. Middle click, Ctrl+Enter or a pinch out
/// opens a document in a new editor window (the seed's collection-view example); the window
/// already showing a document is brought forward instead.
@MainActor
public final class DocumentBrowserViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public private(set) lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 260, height: 150)
        layout.minimumInteritemSpacing = 16
        layout.minimumLineSpacing = 16
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(DocumentCell.self, forCellWithReuseIdentifier: "document")
        view.allowsMultipleSelection = true
        return view
    }()

    let documents = SampleDocuments.all
    /// The item the keyboard is on (the arrows move it), drawn with a focus ring.
    public internal(set) var focusedItem: Int?

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = String(localized: "Documents", bundle: .module)
    }

    public override func loadView() {
        let root = DocumentBrowserView(frame: .zero)
        root.controller = self
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        collectionView.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addInteraction(UIBandSelectionInteraction { _ in })
    }

    /// Keys that reach the documents without a pointer (DocumentBrowserViewController+Keyboard.swift).
    public override var keyCommands: [UIKeyCommand]? { keyboardCommands }

    public override func registerActions() {
        super.registerActions()
        registerKeyboardActions()
    }

    /// Keeps the grid filling the window, its documents sized for the user's text size.
    public func layoutGrid() {
        collectionView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        let metrics = UIFontMetrics.default, traits = view.traitCollection
        let size = CGSize(width: metrics.scaledValue(for: 260, compatibleWith: traits),
                          height: metrics.scaledValue(for: 150, compatibleWith: traits))
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout, layout.itemSize != size {
            layout.itemSize = size
        }
    }

    // MARK: - UICollectionViewDataSource

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        documents.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "document", for: indexPath)
        (cell as? DocumentCell)?.show(documents[indexPath.item])
        (cell as? DocumentCell)?.isKeyboardFocused = indexPath.item == focusedItem
        return cell
    }

    // MARK: - UICollectionViewDelegate

    func itemUserActivity(at indexPath: IndexPath) -> NSUserActivity? {
        guard documents.indices.contains(indexPath.item) else { return nil }
        return BlueprintsActivity.opening(documents[indexPath.item])
    }

    public func collectionView(_ collectionView: UICollectionView,
                               sceneActivationConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIWindowScene.ActivationConfiguration? {
        guard let itemActivity = itemUserActivity(at: indexPath) else {
            return nil
        }
        let configuration = UIWindowScene.ActivationConfiguration(userActivity: itemActivity)
        if let cell = collectionView.cellForItem(at: indexPath) as? DocumentCell {
            configuration.preview = UITargetedPreview(view: cell.thumbnailView)
        }
        return configuration
    }
}

/// The browser's root view: lays the grid out whenever the window resizes.
@MainActor
final class DocumentBrowserView: UIView {
    weak var controller: DocumentBrowserViewController?

    override func layoutSubviews() {
        controller?.layoutGrid()
    }

    /// The grid takes the keyboard as the window opens, so its keys work without a click first.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { controller?.collectionView.becomeFirstResponder() }
    }
}
