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
            inline(.about, [UICommand(title: "About \(name)", action: "orderFrontStandardAboutPanel:")]),
            inline(.preferences, [key("Preferences…", "orderFrontPreferencesPanel:", ",")]),
            inline(.services, []),
            inline(.hide, []),
            inline(.quit, [key("Quit \(name)", "terminate:", "q")]),
        ])
    }

    private static func fileMenu(opensWindows: Bool) -> UIMenu {
        UIMenu(title: "File", identifier: .file, children: [
            inline(.newScene, opensWindows ? [key("New Window", "requestNewWindow:", "n")] : []),
            inline(.openRecent, []),
            inline(.close, [key("Close Window", "performClose:", "w", [.command, .shift])]),
            inline(.document, [
                UICommand(title: "Duplicate", action: .duplicate),
                UICommand(title: "Move…", action: .move),
                key("Rename…", .rename, UIKeyCommand.inputF2, []),
                UICommand(title: "Export…", action: .export),
            ]),
            inline(.print, [key("Print…", .print, "p")]),
        ])
    }

    private static func editMenu() -> UIMenu {
        UIMenu(title: "Edit", identifier: .edit, children: [
            inline(.undoRedo, [key("Undo", .undo, "z"), key("Redo", .redo, "z", [.command, .shift])]),
            inline(.standardEdit, [
                key("Cut", .cut, "x"), key("Copy", .copy, "c"), key("Paste", .paste, "v"),
                key("Paste and Match Style", .pasteAndMatchStyle, "v", [.command, .shift, .alternate]),
                UICommand(title: "Delete", action: .delete),
                key("Select All", .selectAll, "a"),
            ]),
            UIMenu(title: "Find", identifier: .find, children: [
                key("Find…", .find, "f"),
                key("Find and Replace…", .findAndReplace, "h"),
                key("Find Next", .findNext, "g"),
                key("Find Previous", .findPrevious, "g", [.command, .shift]),
                key("Use Selection for Find", .useSelectionForFind, "e"),
            ]),
            inline(.spelling, []),
            inline(.substitutions, []),
            inline(.transformations, []),
            inline(.speech, []),
        ])
    }

    private static func formatMenu() -> UIMenu {
        UIMenu(title: "Format", identifier: .format, children: [
            UIMenu(title: "Font", identifier: .font, children: [
                inline(.textStyle, [
                    key("Bold", .toggleBoldface, "b"), key("Italic", .toggleItalics, "i"),
                    key("Underline", .toggleUnderline, "u"),
                ]),
                inline(.textSize, [key("Bigger", .increaseSize, "="), key("Smaller", .decreaseSize, "-")]),
            ]),
            UIMenu(title: "Text", identifier: .text, children: [
                UIMenu(title: "Writing Direction", identifier: .writingDirection, children: [
                    UICommand(title: "Left to Right", action: .makeTextWritingDirectionLeftToRight),
                    UICommand(title: "Right to Left", action: .makeTextWritingDirectionRightToLeft),
                ]),
            ]),
        ])
    }

    private static func viewMenu() -> UIMenu {
        UIMenu(title: "View", identifier: .view, children: [
            inline(.toolbar, []),
            inline(.sidebar, []),
            inline(.fullscreen, [key("Full Screen", "toggleFullScreen:", UIKeyCommand.inputF11, [])]),
        ])
    }

    private static func windowMenu() -> UIMenu {
        UIMenu(title: "Window", identifier: .window, children: [
            inline(.minimizeAndZoom, [UICommand(title: "Minimize", action: "performMiniaturize:")]),
            inline(.bringAllToFront, []),
        ])
    }

    private static func helpMenu() -> UIMenu {
        UIMenu(title: "Help", identifier: .help, children: [
            key("Keyboard Shortcuts", "showKeyboardShortcuts:", "?"),
        ])
    }
}
