/// The system actions an edit menu suggests, in UIKit's order, before validation removes the
/// ones no responder at the source point can perform.
///
/// Sections use the standard menu identifiers, so a responder's `buildMenu(with:)` can edit the
/// edit menu through ``UIMenuSystem/context`` as it edits the main menu.
@MainActor
enum StandardEditMenu {
    static func suggestedElements() -> [UIMenuElement] {
        [
            inline(.standardEdit, [
                UICommand(title: "Cut", image: UIImage(systemName: "scissors"), action: .cut),
                UICommand(title: "Copy", image: UIImage(systemName: "doc.on.doc"), action: .copy),
                UICommand(title: "Paste", image: UIImage(systemName: "doc.on.clipboard"), action: .paste),
                UICommand(title: "Paste and Match Style", action: .pasteAndMatchStyle),
                UICommand(title: "Paste and Go", action: .pasteAndGo),
                UICommand(title: "Paste and Search", action: .pasteAndSearch),
                UICommand(title: "Delete", image: UIImage(systemName: "trash"), action: .delete),
                UICommand(title: "Select", action: .select),
                UICommand(title: "Select All", action: .selectAll),
            ]),
            inline(.find, [
                UICommand(title: "Find Selection", image: UIImage(systemName: "magnifyingglass"), action: .useSelectionForFind),
            ]),
            UIMenu(title: "Format", image: UIImage(systemName: "bold.italic.underline"), identifier: .format,
                   preferredElementSize: .small, children: [
                UICommand(title: "Bold", image: UIImage(systemName: "bold"), action: .toggleBoldface),
                UICommand(title: "Italic", image: UIImage(systemName: "italic"), action: .toggleItalics),
                UICommand(title: "Underline", image: UIImage(systemName: "underline"), action: .toggleUnderline),
            ]),
            UIMenu(title: "Writing Direction", identifier: .writingDirection, children: [
                UICommand(title: "Left to Right", action: .makeTextWritingDirectionLeftToRight),
                UICommand(title: "Right to Left", action: .makeTextWritingDirectionRightToLeft),
            ]),
            inline(.document, [
                UICommand(title: "Rename…", image: UIImage(systemName: "pencil"), action: .rename),
                UICommand(title: "Duplicate", action: .duplicate),
                UICommand(title: "Move…", image: UIImage(systemName: "folder"), action: .move),
                UICommand(title: "Export…", image: UIImage(systemName: "square.and.arrow.up"), action: .export),
            ]),
        ]
    }

    private static func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
        UIMenu(identifier: identifier, options: .displayInline, children: children)
    }
}
