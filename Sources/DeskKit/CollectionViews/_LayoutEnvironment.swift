import Foundation

/// The environment a compositional layout hands its section provider: the collection view's
/// size (no content insets) and traits.
@MainActor
final class _LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection

    init(size: CGSize, traitCollection: UITraitCollection) {
        contentSize = size
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
}
