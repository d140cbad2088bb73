import Foundation

// MARK: - Hue, saturation and brightness; reading components

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB), each from 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Writes the sRGB components into the pointers given; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation, brightness and alpha into the pointers given; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = (green - blue) / delta }
            else if maximum == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level (the components' mean) and alpha into the pointers given.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }
}

// MARK: - More standard colours (the semantic ones with dark and high-contrast looks)

extension UIColor {
    /// The dark gray color.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// The light gray color.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// The red color.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// The green color.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// The blue color.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The cyan color.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// The yellow color.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// The magenta color.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// The orange color.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// The purple color.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// The brown color.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// The system indigo color.
    public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    /// The system purple color.
    public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
    /// The system pink color.
    public static let systemPink = UIColor(red: 1.0, green: 0.18, blue: 0.33, alpha: 1)
    /// The system teal color.
    public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
    /// The system mint color.
    public static let systemMint = UIColor(red: 0.0, green: 0.78, blue: 0.75, alpha: 1)
    /// The system cyan color.
    public static let systemCyan = UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1)
    /// The system brown color.
    public static let systemBrown = UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1)
    /// The system gray color.
    public static let systemGray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    /// The system gray 2 color.
    public static let systemGray2 = UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1)
    /// The system gray 3 color.
    public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    /// The system gray 4 color, with its dark and high-contrast looks.
    public static let systemGray4 = UIColor(light: UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1),
                                            dark: UIColor(red: 0.23, green: 0.23, blue: 0.24, alpha: 1))
    /// The system gray 6 color, with its dark and high-contrast looks.
    public static let systemGray6 = UIColor(light: UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1),
                                            dark: UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1))

    /// The tertiary label color, with its dark and high-contrast looks.
    public static let tertiaryLabel = UIColor(
        light: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3), dark: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.3),
        highContrast: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.7), darkHighContrast: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.7))
    /// The quaternary label color, with its dark and high-contrast looks.
    public static let quaternaryLabel = UIColor(
        light: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18), dark: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.18),
        highContrast: UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.5), darkHighContrast: UIColor(red: 0.92, green: 0.92, blue: 0.96, alpha: 0.5))
    /// The placeholder text color: the tertiary label color.
    public static let placeholderText = tertiaryLabel
    /// The link color: system blue.
    public static let link = systemBlue
    /// The opaque separator color, with its dark and high-contrast looks.
    public static let opaqueSeparator = UIColor(
        light: UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1), dark: UIColor(red: 0.22, green: 0.22, blue: 0.23, alpha: 1),
        highContrast: UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1), darkHighContrast: UIColor(red: 0.7, green: 0.7, blue: 0.72, alpha: 1))
    /// The tertiary system background color, with its dark and high-contrast looks.
    public static let tertiarySystemBackground = UIColor(light: UIColor(white: 1, alpha: 1),
                                                         dark: UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1))
    /// The system grouped background color, with its dark and high-contrast looks.
    public static let systemGroupedBackground = UIColor(light: UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1),
                                                        dark: UIColor(white: 0, alpha: 1))
    /// The secondary system grouped background color, with its dark and high-contrast looks.
    public static let secondarySystemGroupedBackground = UIColor(light: UIColor(white: 1, alpha: 1),
                                                                 dark: UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1))
    /// The system fill color, with its dark and high-contrast looks.
    public static let systemFill = UIColor(light: UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2),
                                           dark: UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.36))
    /// The secondary system fill color, with its dark and high-contrast looks.
    public static let secondarySystemFill = UIColor(light: UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16),
                                                    dark: UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.32))
}
