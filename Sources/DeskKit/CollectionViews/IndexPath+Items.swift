import Foundation

// MARK: - Items in sections

extension IndexPath {
    /// The path of item `item` in section `section`, as collection views address their items.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section: the path's second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
