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
                UICommand(title: String(deskKit: "Cut"), image: UIImage(systemName: "scissors"), action: .cut),
                UICommand(title: String(deskKit: "Copy"), image: UIImage(systemName: "doc.on.doc"), action: .copy),
                UICommand(title: String(deskKit: "Paste"), image: UIImage(systemName: "doc.on.clipboard"), action: .paste),
                UICommand(title: String(deskKit: "Paste and Match Style"), action: .pasteAndMatchStyle),
                UICommand(title: String(deskKit: "Paste and Go"), action: .pasteAndGo),
                UICommand(title: String(deskKit: "Paste and Search"), action: .pasteAndSearch),
                UICommand(title: String(deskKit: "Delete"), image: UIImage(systemName: "trash"), action: .delete),
                UICommand(title: String(deskKit: "Select"), action: .select),
                UICommand(title: String(deskKit: "Select All"), action: .selectAll),
            ]),
            inline(.find, [
                UICommand(title: String(deskKit: "Find Selection"), image: UIImage(systemName: "magnifyingglass"), action: .useSelectionForFind),
            ]),
            UIMenu(title: String(deskKit: "Format"), image: UIImage(systemName: "bold.italic.underline"), identifier: .format,
                   preferredElementSize: .small, children: [
                UICommand(title: String(deskKit: "Bold"), image: UIImage(systemName: "bold"), action: .toggleBoldface),
                UICommand(title: String(deskKit: "Italic"), image: UIImage(systemName: "italic"), action: .toggleItalics),
                UICommand(title: String(deskKit: "Underline"), image: UIImage(systemName: "underline"), action: .toggleUnderline),
            ]),
            UIMenu(title: String(deskKit: "Writing Direction"), identifier: .writingDirection, children: [
                UICommand(title: String(deskKit: "Left to Right"), action: .makeTextWritingDirectionLeftToRight),
                UICommand(title: String(deskKit: "Right to Left"), action: .makeTextWritingDirectionRightToLeft),
            ]),
            inline(.document, [
                UICommand(title: String(deskKit: "Rename…"), image: UIImage(systemName: "pencil"), action: .rename),
                UICommand(title: String(deskKit: "Duplicate"), action: .duplicate),
                UICommand(title: String(deskKit: "Move…"), image: UIImage(systemName: "folder"), action: .move),
                UICommand(title: String(deskKit: "Export…"), image: UIImage(systemName: "square.and.arrow.up"), action: .export),
            ]),
        ]
    }

    private static func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
        UIMenu(identifier: identifier, options: .displayInline, children: children)
    }
}
