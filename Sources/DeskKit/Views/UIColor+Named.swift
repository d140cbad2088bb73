import Foundation

// MARK: - Colours from asset catalogues

extension UIColor {
    /// The colour named `name` in an asset catalogue shipped with the app, or nil.
    ///
    /// DeskKit reads Xcode's catalogue format directly: a `name.colorset` folder (at any depth)
    /// in an `.xcassets` folder among `bundle`'s resources (the main bundle's by default), holding
    /// `Contents.json` with sRGB components written as fractions, 0–255 integers or hex bytes.
    /// The dark variant is chosen for a dark `traitCollection`.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let bundle = bundle ?? .main
        // Besides the bundle asked for, the app's own resources wherever SwiftPM placed them.
        let roots = [bundle.resourceURL, bundle.bundleURL, _UIApplicationResources.folderOfRunningApp].compactMap { $0 }
        guard let contents = Self.colorSetContents(named: name, under: roots),
              let color = Self.color(fromColorSet: contents, dark: traitCollection?.userInterfaceStyle == .dark) else {
            return nil
        }
        self = color
    }

    /// The `Contents.json` of the first `name.colorset` in an asset catalogue under `roots`.
    private static func colorSetContents(named name: String, under roots: [URL]) -> Data? {
        let manager = FileManager.default
        for root in roots {
            guard let entries = try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { continue }
            for catalogue in entries where catalogue.pathExtension == "xcassets" {
                guard let walker = manager.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { continue }
                for case let url as URL in walker where url.lastPathComponent == name + ".colorset" {
                    if let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")) { return data }
                }
            }
        }
        return nil
    }

    /// The colour a colour set's `Contents.json` gives, its dark variant when `dark` asks for one.
    static func color(fromColorSet data: Data, dark: Bool) -> UIColor? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
        }
        func isPlain(_ entry: [String: Any]) -> Bool { (entry["appearances"] as? [Any] ?? []).isEmpty }
        let chosen = (dark ? entries.first(where: isDark) : nil) ?? entries.first(where: isPlain) ?? entries.first
        guard let color = chosen?["color"] as? [String: Any],
              let components = color["components"] as? [String: Any],
              let red = component(components["red"]), let green = component(components["green"]),
              let blue = component(components["blue"]) else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: component(components["alpha"]) ?? 1)
    }

    /// One component: "0.188" is a fraction, "48" a byte, "0x30" a hex byte.
    private static func component(_ value: Any?) -> CGFloat? {
        if let number = value as? Double { return CGFloat(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        return UInt8(text).map { CGFloat($0) / 255 }
    }
}
