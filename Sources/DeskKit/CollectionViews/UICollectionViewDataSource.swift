import Foundation

/// Supplies a collection view's sections, item counts and cells.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items the section has; asked whenever the collection view (re)loads its data.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell, dequeued with ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// One section unless implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section unless implemented.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
