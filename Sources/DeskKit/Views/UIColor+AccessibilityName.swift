import Foundation

// MARK: - A colour's name for people

extension UIColor {
    /// A short English name for the colour, as a screen reader or a tool tip says it: its hue
    /// (red, orange, yellow, green, teal, blue, purple, pink) or grey, with "light", "dark",
    /// "pale" or "vibrant" where it applies; "white", "black" and "clear" for those. A dynamic
    /// colour is named by its light look.
    public var accessibilityName: String {
        if alpha < 0.05 { return "clear" }
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let lightness = (maximum + minimum) / 2
        let chroma = maximum - minimum
        if chroma < 0.08 {
            switch lightness {
            case ..<0.12: return "black"
            case ..<0.35: return "dark gray"
            case ..<0.65: return "gray"
            case ..<0.92: return "light gray"
            default: return "white"
            }
        }
        var hue: CGFloat
        if maximum == red {
            hue = (green - blue) / chroma
        } else if maximum == green {
            hue = (blue - red) / chroma + 2
        } else {
            hue = (red - green) / chroma + 4
        }
        hue = (hue * 60).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let name = switch hue {
        case ..<15: "red"
        case ..<45: "orange"
        case ..<70: "yellow"
        case ..<160: "green"
        case ..<195: "teal"
        case ..<255: "blue"
        case ..<290: "purple"
        case ..<340: "pink"
        default: "red"
        }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        if lightness < 0.3 { return "dark \(name)" }
        if lightness > 0.75 { return saturation < 0.5 ? "pale \(name)" : "light \(name)" }
        return saturation > 0.85 ? "vibrant \(name)" : name
    }
}
