import DeskKit
import DeskKitTesting
import Foundation

/// A data source of numbered cells in sections of given sizes, counting the cells it made.
@MainActor
final class NumberedItems: UICollectionViewDataSource {
    var sections: [Int]
    private(set) var cellRequests = 0

    init(sections: [Int]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        cell.tag = indexPath.section * 1000 + indexPath.item
        return cell
    }
}

/// Records the user's selection changes as "+item" and "-item" (flat, section 0).
@MainActor
final class SelectionLog: UICollectionViewDelegate {
    var events: [String] = []
    /// Items the user chose (primary actions), in order.
    var opened: [Int] = []
    var refused: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("+\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        opened.append(indexPath.item)
    }
}

/// A window with a 330×230 collection view at (10, 10): 50-point items 10 apart in five columns,
/// so item `n` sits at row n / 5, column n % 5, and the content is taller than the view.
@MainActor
struct CollectionFixture {
    let host: TestHost
    let collectionView: UICollectionView
    let dataSource: NumberedItems
    let log = SelectionLog()

    init(sections: [Int] = [40], multiple: Bool = true) {
        let (host, _, controller) = makeHost()
        self.host = host
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: CGRect(x: 10, y: 10, width: 330, height: 230), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        dataSource = NumberedItems(sections: sections)
        collectionView.dataSource = dataSource
        collectionView.delegate = log
        collectionView.allowsMultipleSelection = multiple
        controller.view.addSubview(collectionView)
    }

    /// The window point at `local` in the collection view's coordinates.
    func window(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x + 10, y: y + 10)
    }

    /// The center of item `n` of section 0, in window coordinates, with the content unscrolled.
    func center(of item: Int) -> CGPoint {
        window(CGFloat(item % 5) * 60 + 25, CGFloat(item / 5) * 60 + 25)
    }

    /// The selected items of section 0, in order.
    var selected: [Int] {
        (collectionView.indexPathsForSelectedItems ?? []).map(\.item)
    }

    func select(_ items: Int...) {
        for item in items {
            collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
    }
}
