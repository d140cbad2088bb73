import Foundation

// MARK: - Colours that follow dark mode and increased contrast

extension UIColor {
    /// One colour's components, for the appearances of a dynamic colour.
    struct Components: Hashable, Sendable {
        var red, green, blue, alpha: CGFloat

        init(_ color: UIColor) {
            (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        }

        var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    }

    /// A dynamic colour's look in dark mode and with increased contrast; its light look is the
    /// colour's own components.
    struct Appearances: Hashable, Sendable {
        var dark: Components
        var highContrast: Components
        var darkHighContrast: Components
    }

    /// A colour that depends on the traits it is shown with. DeskKit asks `dynamicProvider` once
    /// for each look (light, dark, each with normal and high contrast) when the colour is made.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        func look(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UIColor {
            dynamicProvider(UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast))
                .resolvedColor(with: UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast))
        }
        self.init(light: look(.light, .normal), dark: look(.dark, .normal),
                  highContrast: look(.light, .high), darkHighContrast: look(.dark, .high))
    }

    /// A colour with a light and a dark look, and optionally its looks with increased contrast
    /// (else the normal ones).
    init(light: UIColor, dark: UIColor, highContrast: UIColor? = nil, darkHighContrast: UIColor? = nil) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let appearances = Appearances(dark: Components(dark), highContrast: Components(highContrast ?? light),
                                      darkHighContrast: Components(darkHighContrast ?? dark))
        if appearances.dark != Components(self) || appearances.highContrast != Components(self)
            || appearances.darkHighContrast != Components(self) {
            self.appearances = appearances
        }
    }

    /// The plain colour this one shows as with `traitCollection`'s style and contrast.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let appearances else { return self }
        let dark = traitCollection.userInterfaceStyle == .dark
        let high = traitCollection.accessibilityContrast == .high
        switch (dark, high) {
        case (false, false): return Components(self).color
        case (true, false): return appearances.dark.color
        case (false, true): return appearances.highContrast.color
        case (true, true): return appearances.darkHighContrast.color
        }
    }
}
