/// The main menu every app starts from, before its responders edit it in `buildMenu(with:)`.
///
/// Shortcuts follow GNOME's conventions where they differ from the Mac's: Ctrl+Shift+W closes
/// the window (Ctrl+W is left for tabs and documents), Ctrl+H is Find and Replace, Ctrl+Q quits,
/// F2 renames the document, as in GNOME's file manager.
///
/// File ▸ document holds the document actions of iPadOS 16's main menu (Duplicate, Move, Rename,
/// Export): they go up the responder chain like the title menu's, so a window whose navigation
/// item has a rename delegate renames its title in place, and each shows disabled where nothing
/// in the chain performs it.
@MainActor
enum StandardMainMenu {
    /// The menu for an app of that name; New Window only where the app opens more than one
    /// (`opensWindows`), as iPadOS offers it only then.
    static func make(applicationName: String, opensWindows: Bool = true) -> UIMenu {
        UIMenu(identifier: .root, children: [
            applicationMenu(name: applicationName), fileMenu(opensWindows: opensWindows), editMenu(), formatMenu(),
            viewMenu(), windowMenu(), helpMenu(),
        ])
    }

    private static func key(_ title: String, _ action: Selector, _ input: String, _ flags: UIKeyModifierFlags = .command) -> UIKeyCommand {
        UIKeyCommand(title: title, action: action, input: input, modifierFlags: flags)
    }

    private static func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
        UIMenu(identifier: identifier, options: .displayInline, children: children)
    }

    private static func applicationMenu(name: String) -> UIMenu {
        UIMenu(title: name, identifier: .application, children: [
            inline(.about, [UICommand(title: String(deskKit: "About %@", name), action: "orderFrontStandardAboutPanel:")]),
            inline(.preferences, [key(String(deskKit: "Preferences…"), "orderFrontPreferencesPanel:", ",")]),
            inline(.services, []),
            inline(.hide, []),
            inline(.quit, [key(String(deskKit: "Quit %@", name), "terminate:", "q")]),
        ])
    }

    private static func fileMenu(opensWindows: Bool) -> UIMenu {
        UIMenu(title: String(deskKit: "File"), identifier: .file, children: [
            inline(.newScene, opensWindows ? [key(String(deskKit: "New Window"), "requestNewWindow:", "n")] : []),
            inline(.openRecent, []),
            inline(.close, [key(String(deskKit: "Close Window"), "performClose:", "w", [.command, .shift])]),
            inline(.document, [
                UICommand(title: String(deskKit: "Duplicate"), action: .duplicate),
                UICommand(title: String(deskKit: "Move…"), action: .move),
                key(String(deskKit: "Rename…"), .rename, UIKeyCommand.inputF2, []),
                UICommand(title: String(deskKit: "Export…"), action: .export),
            ]),
            inline(.print, [key(String(deskKit: "Print…"), .print, "p")]),
        ])
    }

    private static func editMenu() -> UIMenu {
        UIMenu(title: String(deskKit: "Edit"), identifier: .edit, children: [
            inline(.undoRedo, [key(String(deskKit: "Undo"), .undo, "z"), key(String(deskKit: "Redo"), .redo, "z", [.command, .shift])]),
            inline(.standardEdit, [
                key(String(deskKit: "Cut"), .cut, "x"), key(String(deskKit: "Copy"), .copy, "c"), key(String(deskKit: "Paste"), .paste, "v"),
                key(String(deskKit: "Paste and Match Style"), .pasteAndMatchStyle, "v", [.command, .shift, .alternate]),
                UICommand(title: String(deskKit: "Delete"), action: .delete),
                key(String(deskKit: "Select All"), .selectAll, "a"),
            ]),
            UIMenu(title: String(deskKit: "Find"), identifier: .find, children: [
                key(String(deskKit: "Find…"), .find, "f"),
                key(String(deskKit: "Find and Replace…"), .findAndReplace, "h"),
                key(String(deskKit: "Find Next"), .findNext, "g"),
                key(String(deskKit: "Find Previous"), .findPrevious, "g", [.command, .shift]),
                key(String(deskKit: "Use Selection for Find"), .useSelectionForFind, "e"),
            ]),
            inline(.spelling, []),
            inline(.substitutions, []),
            inline(.transformations, []),
            inline(.speech, []),
        ])
    }

    private static func formatMenu() -> UIMenu {
        UIMenu(title: String(deskKit: "Format"), identifier: .format, children: [
            UIMenu(title: String(deskKit: "Font"), identifier: .font, children: [
                inline(.textStyle, [
                    key(String(deskKit: "Bold"), .toggleBoldface, "b"), key(String(deskKit: "Italic"), .toggleItalics, "i"),
                    key(String(deskKit: "Underline"), .toggleUnderline, "u"),
                ]),
                inline(.textSize, [key(String(deskKit: "Bigger"), .increaseSize, "="), key(String(deskKit: "Smaller"), .decreaseSize, "-")]),
            ]),
            UIMenu(title: String(deskKit: "Text"), identifier: .text, children: [
                UIMenu(title: String(deskKit: "Writing Direction"), identifier: .writingDirection, children: [
                    UICommand(title: String(deskKit: "Left to Right"), action: .makeTextWritingDirectionLeftToRight),
                    UICommand(title: String(deskKit: "Right to Left"), action: .makeTextWritingDirectionRightToLeft),
                ]),
            ]),
        ])
    }

    private static func viewMenu() -> UIMenu {
        UIMenu(title: String(deskKit: "View"), identifier: .view, children: [
            inline(.toolbar, []),
            inline(.sidebar, []),
            inline(.fullscreen, [key(String(deskKit: "Full Screen"), "toggleFullScreen:", UIKeyCommand.inputF11, [])]),
        ])
    }

    private static func windowMenu() -> UIMenu {
        UIMenu(title: String(deskKit: "Window"), identifier: .window, children: [
            inline(.minimizeAndZoom, [UICommand(title: String(deskKit: "Minimize"), action: "performMiniaturize:")]),
            inline(.bringAllToFront, []),
        ])
    }

    private static func helpMenu() -> UIMenu {
        UIMenu(title: String(deskKit: "Help"), identifier: .help, children: [
            key(String(deskKit: "Keyboard Shortcuts"), "showKeyboardShortcuts:", "?"),
        ])
    }
}
