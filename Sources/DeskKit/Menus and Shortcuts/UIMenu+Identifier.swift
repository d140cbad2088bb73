// MARK: - Identifiers

extension UIMenu {
    /// Names a menu uniquely within a menu tree; the standard ones name the system menus.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func standard(_ name: String) -> Identifier {
            Identifier(rawValue: "com.apple.menu.\(name)")
        }

        public static let root = standard("root")
        public static let application = standard("application")
        public static let file = standard("file")
        public static let edit = standard("edit")
        public static let view = standard("view")
        public static let window = standard("window")
        public static let help = standard("help")
        public static let about = standard("about")
        public static let preferences = standard("preferences")
        public static let services = standard("services")
        public static let hide = standard("hide")
        public static let quit = standard("quit")
        public static let newScene = standard("new-scene")
        public static let openRecent = standard("open-recent")
        public static let close = standard("close")
        public static let print = standard("print")
        public static let document = standard("document")
        public static let undoRedo = standard("undo-redo")
        public static let standardEdit = standard("standard-edit")
        public static let find = standard("find")
        public static let replace = standard("replace")
        public static let share = standard("share")
        public static let textStyle = standard("text-style")
        public static let spelling = standard("spelling")
        public static let spellingPanel = standard("spelling-panel")
        public static let spellingOptions = standard("spelling-options")
        public static let substitutions = standard("substitutions")
        public static let substitutionsPanel = standard("substitutions-panel")
        public static let substitutionOptions = standard("substitution-options")
        public static let transformations = standard("transformations")
        public static let speech = standard("speech")
        public static let lookup = standard("lookup")
        public static let learn = standard("learn")
        public static let format = standard("format")
        public static let font = standard("font")
        public static let textSize = standard("text-size")
        public static let textColor = standard("text-color")
        public static let textStylePasteboard = standard("text-style-pasteboard")
        public static let text = standard("text")
        public static let writingDirection = standard("writing-direction")
        public static let alignment = standard("alignment")
        public static let toolbar = standard("toolbar")
        public static let sidebar = standard("sidebar")
        public static let fullscreen = standard("fullscreen")
        public static let minimizeAndZoom = standard("minimize-and-zoom")
        public static let bringAllToFront = standard("bring-all-to-front")
    }
}
