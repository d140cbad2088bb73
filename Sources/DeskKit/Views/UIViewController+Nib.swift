import Foundation

extension UIViewController {
    /// The xib this controller's view comes from: ``nibName``, else the one UIKit would find by
    /// the class's name ("EmptyView" for `EmptyViewController`, then "EmptyViewController").
    var xibForView: String? {
        if let nibName { return nibName }
        let name = String(describing: type(of: self)).split(separator: "<").first.map(String.init) ?? ""
        var candidates = [name]
        if name.hasSuffix("Controller") { candidates.insert(String(name.dropLast("Controller".count)), at: 0) }
        return candidates.first(where: UINib.exists(named:))
    }
}
