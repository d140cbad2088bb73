import Foundation
import Synchronization

// MARK: - From a symbol's name to a desktop icon

extension UIImage {
    /// Components that only change how a symbol is drawn (filled, a language's glyphs, mirrored),
    /// not what it means, so the desktop icon of the plain symbol stands for it.
    private static let styleComponents: Set<Substring> = [
        "fill", "filled", "rtl", "ar", "he", "hi", "ja", "ko", "th", "zh", "inverse",
    ]

    /// The desktop icon for a current SF Symbols name: the name's own, else that of the symbol it
    /// varies (`trash.slash.fill` → `trash.slash` → `trash`), dropping style parts first and then
    /// trailing parts (enclosures and badges) one at a time; nil when no stem has one.
    static func desktopIcon(forSymbol name: String) -> String? {
        if let icon = symbolIcons[name] { return icon }
        var parts = name.split(separator: ".").filter { !styleComponents.contains($0) }
        while !parts.isEmpty {
            if let icon = symbolIcons[parts.joined(separator: ".")] { return icon }
            parts.removeLast()
        }
        return nil
    }

    private static let reportedNames = Mutex<Set<String>>([])

    /// Logs `message` the first time `name` is met, so a view redrawn often logs it once.
    static func reportOnce(_ message: String, for name: String) {
        let isNew = reportedNames.withLock { $0.insert(name).inserted }
        if isNew { DeskKitLog.report(message) }
    }
}
