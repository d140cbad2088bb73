/// The standard editing actions a responder may implement (cut, copy, paste, find, rename, …).
///
/// Without an Objective-C runtime the methods cannot be optional: ``UIResponder`` defines each
/// as an empty `open` method, so a subclass overrides the ones it implements, as in UIKit. It
/// also declares them with ``UIResponder/implement(_:by:)``; that declaration is what menus and
/// key commands consult.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func delete(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func print(_ sender: Any?)
    func find(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
    func move(_ sender: Any?)
    func export(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

// MARK: - The standard selectors

extension Selector {
    public static let cut: Selector = "cut:"
    public static let copy: Selector = "copy:"
    public static let paste: Selector = "paste:"
    public static let pasteAndMatchStyle: Selector = "pasteAndMatchStyle:"
    public static let pasteAndGo: Selector = "pasteAndGo:"
    public static let pasteAndSearch: Selector = "pasteAndSearch:"
    public static let delete: Selector = "delete:"
    public static let select: Selector = "select:"
    public static let selectAll: Selector = "selectAll:"
    public static let toggleBoldface: Selector = "toggleBoldface:"
    public static let toggleItalics: Selector = "toggleItalics:"
    public static let toggleUnderline: Selector = "toggleUnderline:"
    public static let increaseSize: Selector = "increaseSize:"
    public static let decreaseSize: Selector = "decreaseSize:"
    public static let makeTextWritingDirectionLeftToRight: Selector = "makeTextWritingDirectionLeftToRight:"
    public static let makeTextWritingDirectionRightToLeft: Selector = "makeTextWritingDirectionRightToLeft:"
    public static let print: Selector = "print:"
    public static let find: Selector = "find:"
    public static let findNext: Selector = "findNext:"
    public static let findPrevious: Selector = "findPrevious:"
    public static let findAndReplace: Selector = "findAndReplace:"
    public static let useSelectionForFind: Selector = "useSelectionForFind:"
    public static let rename: Selector = "rename:"
    public static let duplicate: Selector = "duplicate:"
    public static let move: Selector = "move:"
    public static let export: Selector = "export:"
    public static let undo: Selector = "undo:"
    public static let redo: Selector = "redo:"

    /// The edit actions in the order edit menus list them.
    public static let standardEditActionOrder: [Selector] = [
        .cut, .copy, .paste, .pasteAndMatchStyle, .pasteAndGo, .pasteAndSearch, .delete, .select,
        .selectAll, .find, .findNext, .findPrevious, .findAndReplace, .useSelectionForFind,
        .toggleBoldface, .toggleItalics, .toggleUnderline, .increaseSize, .decreaseSize,
        .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
        .rename, .duplicate, .move, .export, .print,
    ]
}
