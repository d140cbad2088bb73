import Foundation

// MARK: - Cell registrations

extension UICollectionView {
    /// A cell class with the code that configures it for an item, registered on first use.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self) registration \(_RegistrationNumbers.next())"
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused when possible, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if registrations[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        // The registered class is Cell, so the dequeued cell is one.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}

/// Numbers registrations so each has its own reuse identifier.
private enum _RegistrationNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int { lock.withLock { last += 1; return last } }
}
