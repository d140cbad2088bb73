import Foundation

/// Supplies a table view's sections, row counts and cells.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows the section has; asked whenever the table view (re)loads its data.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell, dequeued with ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// One section unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// Whether the row can be deleted or inserted in editing mode; every row can unless implemented.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked to delete (or insert) the row; the data source changes its data and the table.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section unless implemented.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Every row can be edited unless implemented.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing unless implemented, so rows cannot be deleted.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
