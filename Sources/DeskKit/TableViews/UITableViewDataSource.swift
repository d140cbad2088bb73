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
}

extension UITableViewDataSource {
    /// One section unless implemented.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
