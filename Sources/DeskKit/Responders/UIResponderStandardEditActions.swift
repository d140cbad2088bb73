/// The standard editing actions a responder may implement (cut, copy, paste, find, rename, …).
///
/// Without an Objective-C runtime the methods cannot be optional: ``UIResponder`` defines each
/// as an empty `open` method, so a subclass overrides the ones it implements, as in UIKit. It
/// also declares them with `implement(_:by:)`; that declaration is what menus and
/// key commands consult.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Sent by Edit > Cut (Ctrl+X) and by Cut in edit menus.
    func cut(_ sender: Any?)
    /// Sent by Edit > Copy (Ctrl+C) and by Copy in edit menus.
    func copy(_ sender: Any?)
    /// Sent by Edit > Paste (Ctrl+V) and by Paste in edit menus.
    func paste(_ sender: Any?)
    /// Sent by Edit > Paste and Match Style (Ctrl+Shift+Alt+V) and by edit menus.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Sent by the edit menu's Paste and Go; it has no shortcut.
    func pasteAndGo(_ sender: Any?)
    /// Sent by the edit menu's Paste and Search; it has no shortcut.
    func pasteAndSearch(_ sender: Any?)
    /// Sent by Edit > Delete and by Delete in edit menus; it has no shortcut.
    func delete(_ sender: Any?)
    /// Sent by the edit menu's Select; it has no shortcut.
    func select(_ sender: Any?)
    /// Sent by Edit > Select All (Ctrl+A) and by Select All in edit menus.
    func selectAll(_ sender: Any?)
    /// Sent by Format > Font > Bold and by Ctrl+B.
    func toggleBoldface(_ sender: Any?)
    /// Sent by Format > Font > Italic and by Ctrl+I.
    func toggleItalics(_ sender: Any?)
    /// Sent by Format > Font > Underline and by Ctrl+U.
    func toggleUnderline(_ sender: Any?)
    /// Sent by Format > Font > Bigger and by Ctrl+=.
    func increaseSize(_ sender: Any?)
    /// Sent by Format > Font > Smaller and by Ctrl+-.
    func decreaseSize(_ sender: Any?)
    /// Sent by Format > Text > Writing Direction > Left to Right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Sent by Format > Text > Writing Direction > Right to Left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Sent by File > Print… and by Ctrl+P (the `print:` action, named `printContent` in Swift
    /// as in UIKit, so it does not hide Swift's `print` in responders).
    func printContent(_ sender: Any?)
    /// Sent by Edit > Find > Find… and by Ctrl+F.
    func find(_ sender: Any?)
    /// Sent by Edit > Find > Find Next and by Ctrl+G.
    func findNext(_ sender: Any?)
    /// Sent by Edit > Find > Find Previous and by Ctrl+Shift+G.
    func findPrevious(_ sender: Any?)
    /// Sent by Edit > Find > Find and Replace… and by Ctrl+H, GNOME's shortcut for it.
    func findAndReplace(_ sender: Any?)
    /// Sent by Use Selection for Find (Ctrl+E) and the edit menu's Find Selection.
    func useSelectionForFind(_ sender: Any?)
    /// Sent by the edit menu's and title menu's Rename.
    func rename(_ sender: Any?)
    /// Sent by the edit menu's and title menu's Duplicate.
    func duplicate(_ sender: Any?)
    /// Sent by the edit menu's and title menu's Move.
    func move(_ sender: Any?)
    /// Sent by the edit menu's and title menu's Export.
    func export(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

// MARK: - The standard selectors

extension Selector {
    /// `cut:`, bound to Ctrl+X in the main menu.
    public static let cut: Selector = "cut:"
    /// `copy:`, bound to Ctrl+C in the main menu.
    public static let copy: Selector = "copy:"
    /// `paste:`, bound to Ctrl+V in the main menu.
    public static let paste: Selector = "paste:"
    /// `pasteAndMatchStyle:`, bound to Ctrl+Shift+Alt+V in the main menu.
    public static let pasteAndMatchStyle: Selector = "pasteAndMatchStyle:"
    /// `pasteAndGo:`, offered by edit menus only.
    public static let pasteAndGo: Selector = "pasteAndGo:"
    /// `pasteAndSearch:`, offered by edit menus only.
    public static let pasteAndSearch: Selector = "pasteAndSearch:"
    /// `delete:`, Edit > Delete; it has no shortcut.
    public static let delete: Selector = "delete:"
    /// `select:`, offered by edit menus only.
    public static let select: Selector = "select:"
    /// `selectAll:`, bound to Ctrl+A in the main menu.
    public static let selectAll: Selector = "selectAll:"
    /// `toggleBoldface:`, bound to Ctrl+B in the main menu.
    public static let toggleBoldface: Selector = "toggleBoldface:"
    /// `toggleItalics:`, bound to Ctrl+I in the main menu.
    public static let toggleItalics: Selector = "toggleItalics:"
    /// `toggleUnderline:`, bound to Ctrl+U in the main menu.
    public static let toggleUnderline: Selector = "toggleUnderline:"
    /// `increaseSize:`, bound to Ctrl+= in the main menu.
    public static let increaseSize: Selector = "increaseSize:"
    /// `decreaseSize:`, bound to Ctrl+- in the main menu.
    public static let decreaseSize: Selector = "decreaseSize:"
    /// `makeTextWritingDirectionLeftToRight:`, in Format > Text > Writing Direction.
    public static let makeTextWritingDirectionLeftToRight: Selector = "makeTextWritingDirectionLeftToRight:"
    /// `makeTextWritingDirectionRightToLeft:`, in Format > Text > Writing Direction.
    public static let makeTextWritingDirectionRightToLeft: Selector = "makeTextWritingDirectionRightToLeft:"
    /// `print:`, bound to Ctrl+P in the main menu.
    public static let print: Selector = "print:"
    /// `find:`, bound to Ctrl+F in the main menu.
    public static let find: Selector = "find:"
    /// `findNext:`, bound to Ctrl+G in the main menu.
    public static let findNext: Selector = "findNext:"
    /// `findPrevious:`, bound to Ctrl+Shift+G in the main menu.
    public static let findPrevious: Selector = "findPrevious:"
    /// `findAndReplace:`, bound to Ctrl+H in the main menu.
    public static let findAndReplace: Selector = "findAndReplace:"
    /// `useSelectionForFind:`, bound to Ctrl+E in the main menu.
    public static let useSelectionForFind: Selector = "useSelectionForFind:"
    /// `rename:`, offered by edit menus and a document's title menu.
    public static let rename: Selector = "rename:"
    /// `duplicate:`, offered by edit menus and a document's title menu.
    public static let duplicate: Selector = "duplicate:"
    /// `move:`, offered by edit menus and a document's title menu.
    public static let move: Selector = "move:"
    /// `export:`, offered by edit menus and a document's title menu.
    public static let export: Selector = "export:"
    /// `undo:`, bound to Ctrl+Z in the main menu; text views answer it with their own undo manager.
    public static let undo: Selector = "undo:"
    /// `redo:`, bound to Ctrl+Shift+Z in the main menu.
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
