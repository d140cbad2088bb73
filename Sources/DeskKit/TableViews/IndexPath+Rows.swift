import Foundation

// MARK: - Rows in sections

extension IndexPath {
    /// The path of row `row` in section `section`, as table views address their rows.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row within its section: the path's second index, the same as ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
