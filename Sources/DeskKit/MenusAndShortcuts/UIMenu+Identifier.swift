// MARK: - Identifiers

extension UIMenu {
    /// Names a menu uniquely within a menu tree; the standard ones name the system menus.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier as text.
        public let rawValue: String
        /// Wraps a string as an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a string as an identifier (unlabeled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func standard(_ name: String) -> Identifier {
            Identifier(rawValue: "com.apple.menu.\(name)")
        }

        /// The main menu itself, holding the top-level menus.
        public static let root = standard("root")
        /// The application menu (About, Preferences, Quit).
        public static let application = standard("application")
        /// The File menu.
        public static let file = standard("file")
        /// The Edit menu.
        public static let edit = standard("edit")
        /// The View menu.
        public static let view = standard("view")
        /// The Window menu.
        public static let window = standard("window")
        /// The Help menu.
        public static let help = standard("help")
        /// The About item's group in the application menu.
        public static let about = standard("about")
        /// The Preferences group in the application menu.
        public static let preferences = standard("preferences")
        /// The Services group in the application menu.
        public static let services = standard("services")
        /// The Hide group in the application menu.
        public static let hide = standard("hide")
        /// The Quit group in the application menu.
        public static let quit = standard("quit")
        /// The New Window group in the File menu.
        public static let newScene = standard("new-scene")
        /// The Open Recent group in the File menu.
        public static let openRecent = standard("open-recent")
        /// The Close group in the File menu.
        public static let close = standard("close")
        /// The Print group in the File menu.
        public static let print = standard("print")
        /// The document group in the File menu, where apps add Duplicate, Rename, Move and Export.
        public static let document = standard("document")
        /// The Undo and Redo group in the Edit menu.
        public static let undoRedo = standard("undo-redo")
        /// The Cut, Copy, Paste, Delete and Select All group in the Edit menu.
        public static let standardEdit = standard("standard-edit")
        /// The Find submenu of the Edit menu.
        public static let find = standard("find")
        /// The replace items that go with the Find submenu.
        public static let replace = standard("replace")
        /// The Share group in the Edit menu.
        public static let share = standard("share")
        /// The Bold, Italic and Underline group in the Font submenu.
        public static let textStyle = standard("text-style")
        /// The spelling group in the Edit menu.
        public static let spelling = standard("spelling")
        /// The spelling panel item inside the Spelling submenu.
        public static let spellingPanel = standard("spelling-panel")
        /// The checking options inside the Spelling submenu.
        public static let spellingOptions = standard("spelling-options")
        /// The substitutions group in the Edit menu.
        public static let substitutions = standard("substitutions")
        /// The substitutions panel item inside the Substitutions submenu.
        public static let substitutionsPanel = standard("substitutions-panel")
        /// The substitution toggles inside the Substitutions submenu.
        public static let substitutionOptions = standard("substitution-options")
        /// The transformations group (case changes) in the Edit menu.
        public static let transformations = standard("transformations")
        /// The speech group in the Edit menu.
        public static let speech = standard("speech")
        /// The Look Up group in the Edit menu.
        public static let lookup = standard("lookup")
        /// The Learn Spelling group in the Edit menu.
        public static let learn = standard("learn")
        /// The Format menu.
        public static let format = standard("format")
        /// The Font submenu of the Format menu.
        public static let font = standard("font")
        /// The Bigger and Smaller group in the Font submenu.
        public static let textSize = standard("text-size")
        /// The Show Colors group in the Font submenu.
        public static let textColor = standard("text-color")
        /// The Copy Style and Paste Style group in the Font submenu.
        public static let textStylePasteboard = standard("text-style-pasteboard")
        /// The Text submenu of the Format menu.
        public static let text = standard("text")
        /// The Writing Direction submenu of the Text submenu.
        public static let writingDirection = standard("writing-direction")
        /// The alignment group in the Text submenu.
        public static let alignment = standard("alignment")
        /// The toolbar group in the View menu.
        public static let toolbar = standard("toolbar")
        /// The sidebar group in the View menu.
        public static let sidebar = standard("sidebar")
        /// The Enter Full Screen group in the View menu.
        public static let fullscreen = standard("fullscreen")
        /// The Minimize and Zoom group in the Window menu.
        public static let minimizeAndZoom = standard("minimize-and-zoom")
        /// The Bring All to Front group in the Window menu.
        public static let bringAllToFront = standard("bring-all-to-front")
    }
}
