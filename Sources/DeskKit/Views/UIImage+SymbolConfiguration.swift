import Foundation

// MARK: - Symbol configurations

extension UIImage {
    /// How heavy a symbol's strokes are drawn.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given: the configuration it is combined with decides (regular otherwise).
        case unspecified
        /// The nine weights, thinnest first.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text it sits beside.
    public enum SymbolScale: Int, Sendable {
        /// The scale that suits the context (medium).
        case `default` = -1
        /// No scale given: the configuration it is combined with decides.
        case unspecified = 0
        /// Smaller, medium and larger than the text's size.
        case small, medium, large
    }

    /// The size, weight and scale a symbol image is drawn at.
    ///
    /// On Linux symbol images are icons of the desktop's theme; the configuration decides the
    /// size an image view gives them (its natural size), so a 48-point symbol draws 48 points tall.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The size in points, or nil to take it from ``textStyle`` or a combined configuration.
        public private(set) var pointSize: CGFloat?
        /// The text style whose size the symbol matches, if any.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The stroke weight.
        public private(set) var weight: SymbolWeight = .unspecified
        /// The scale relative to the size.
        public private(set) var scale: SymbolScale = .unspecified

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration()

        private init() {}

        /// A symbol `pointSize` points tall, in `weight` at `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A symbol the size of `textStyle`'s text, at `scale`.
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A symbol matching `font`'s size and weight, at `scale`.
        public init(font: UIFont, scale: SymbolScale = .unspecified) {
            pointSize = font.pointSize
            weight = SymbolWeight(font.weight)
            self.scale = scale
        }

        /// A symbol in `weight`, its size left to the context.
        public init(weight: SymbolWeight) {
            self.weight = weight
        }

        /// A symbol at `scale`, its size left to the context.
        public init(scale: SymbolScale) {
            self.scale = scale
        }

        /// This configuration with what `configuration` specifies laid over it.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            var combined = self
            if configuration.pointSize != nil || configuration.textStyle != nil {
                combined.pointSize = configuration.pointSize
                combined.textStyle = configuration.textStyle
            }
            if configuration.weight != .unspecified { combined.weight = configuration.weight }
            if configuration.scale != .unspecified { combined.scale = configuration.scale }
            return combined
        }

        /// The side of the square the symbol is drawn in: the point size (or the text style's,
        /// scaled for `traitCollection`'s text size) times the scale; nil when no size is set.
        func iconSide(compatibleWith traitCollection: UITraitCollection?) -> CGFloat? {
            let size = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traitCollection).pointSize }
            guard let size else { return nil }
            let factor: CGFloat = switch scale {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
            return (size * factor).rounded(.up)
        }
    }

    /// The system symbol `systemName` drawn as `configuration` says.
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName)
        symbolConfiguration = configuration
    }

    /// This image drawn as `configuration` says.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        var image = self
        image.symbolConfiguration = configuration
        return image
    }

    /// This image with `configuration` laid over its own configuration.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        var image = self
        image.symbolConfiguration = (symbolConfiguration ?? .unspecified).applying(configuration)
        return image
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight.
    init(_ weight: UIFont.Weight) {
        self = switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
