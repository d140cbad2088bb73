import Foundation

/// A view controller whose view is a collection view it serves as data source and delegate;
/// override the collection view methods to fill and answer it.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout; DeskKit has no nib files.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// A controller with a flow layout; DeskKit reads no archives.
    public required convenience init?(coder: NSCoder) {
        self.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Whether the selection is cleared each time the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// The controller's view, as a collection view; made on first use, so an initializer can
    /// register cells and set a data source before the view loads.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout the collection view uses.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Makes a collection view with the layout, the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the selection first when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        if clearsSelectionOnViewWillAppear, let collectionView {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
        super.viewWillAppear(animated)
    }

    // MARK: - UICollectionViewDataSource

    /// One section unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// An empty cell unless overridden; a subclass with items overrides it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: - UICollectionViewDelegate

    /// Every item can be selected unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Every item can be deselected unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// No new window for a dragged item unless overridden.
    open func collectionView(_ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIWindowScene.ActivationConfiguration? { nil }
    /// Does nothing unless overridden.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// No context menu unless overridden.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No context menu for one item unless overridden.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// No preview unless overridden (DeskKit's menus show none).
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// No preview unless overridden (DeskKit's menus show none).
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing unless overridden (DeskKit's menus show no preview to choose).
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}
}
