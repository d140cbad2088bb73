import Foundation

// MARK: - Button configurations

extension UIButton {
    /// How a button looks, as one value: its content (title, subtitle, image), their placement,
    /// and a style (plain, tinted, gray, filled and their bordered forms) that decides the colours.
    ///
    /// Set it as ``UIButton/configuration``; the button shows it and re-applies it when its state
    /// or tint changes, after ``UIButton/configurationUpdateHandler`` had a chance to change it.
    public struct Configuration: Hashable, Sendable {
        /// The backgrounds the factory styles draw.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How rounded the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// The style's own rounding, whatever the button's size.
            case fixed = -1
            /// Rounding that grows with ``Configuration/buttonSize``.
            case dynamic
            /// Slightly, moderately or strongly rounded corners.
            case small, medium, large
            /// Fully rounded ends.
            case capsule
        }

        /// The button's size class, which sets its font and insets.
        public enum Size: Int, Sendable {
            /// The largest size that suits the context (medium).
            case mini, small, medium, large
        }

        /// How lines of title and subtitle align.
        public enum TitleAlignment: Int, Sendable {
            /// Centred, or leading when the image sits beside them.
            case automatic
            /// Against the leading, centre or trailing edge.
            case leading, center, trailing
        }

        let style: Style
        /// The main text.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The image beside (or above or below) the text.
        public var image: UIImage?
        /// Which side of the text the image is on.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The room between the image and the text.
        public var imagePadding: CGFloat = 4
        /// The room between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the lines of text align.
        public var titleAlignment = TitleAlignment.automatic
        /// The text's and image's colour; nil uses the style's (white on filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil uses the style's.
        public var baseBackgroundColor: UIColor?
        /// How rounded the background is.
        public var cornerStyle = CornerStyle.dynamic
        /// The size class.
        public var buttonSize = Size.medium
        /// The room between the content and the button's edges: the size class's until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? Configuration.insets(for: buttonSize) }
            set { customInsets = newValue }
        }
        private var customInsets: NSDirectionalEdgeInsets?
        /// Whether an activity indicator replaces the image; DeskKit shows the image's place empty.
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
        }

        /// A button without a background, in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint colour, faintly.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background with the text in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour with white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background and no border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey bordered background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A faintly tinted bordered background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered background of the tint colour, for the main action.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The insets of a size class.
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .medium: NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 12, leading: 18, bottom: 12, trailing: 18)
            }
        }

        /// The title font of a size class.
        var font: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 11)
            case .small: .systemFont(ofSize: 13)
            case .medium: .systemFont(ofSize: 15)
            case .large: .systemFont(ofSize: 17, weight: .semibold)
            }
        }

        /// The corner radius for a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .medium: 6
            case .dynamic: [Size.mini: 4, .small: 5, .medium: 6, .large: 8][buttonSize] ?? 6
            case .small: 4
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// The foreground and background colours for `tint` in `state`.
        func colors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor?) {
            let filled = style == .filled || style == .borderedProminent
            var foreground = baseForegroundColor ?? (filled ? .white : tint)
            let styleBackground: UIColor? = switch style {
            case .filled, .borderedProminent: tint
            case .tinted, .borderedTinted: tint.withAlphaComponent(0.15)
            case .gray, .bordered: .systemGray5
            case .plain, .borderless: nil
            }
            var background = baseBackgroundColor ?? styleBackground
            if state.contains(.disabled) {
                foreground = foreground.withAlphaComponent(0.4)
                background = background.map { $0.withAlphaComponent($0.alpha * 0.5) }
            } else if state.contains(.highlighted) {
                foreground = foreground.withAlphaComponent(0.7)
            }
            return (foreground, background)
        }
    }

    /// Changes a button's configuration for its state, called before the button shows it.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Which platform's behaviour a control follows.
    public enum BehavioralStyle: Int, Sendable {
        /// The platform's own: iPad's on Linux.
        case automatic
        /// The iPad's behaviour.
        case pad
        /// The Mac's behaviour.
        case mac
    }

    /// A button showing `configuration` that performs `primaryAction` (if any).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
        // Set in an initializer, the property's observer does not run.
        setNeedsUpdateConfiguration()
    }

    /// Shows the configuration as it is now: title and subtitle, image, colours and corners.
    func applyConfiguration() {
        guard let configuration else { return }
        let lines = [configuration.title, configuration.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        titleLabel?.text = lines.joined(separator: "\n")
        titleLabel?.numberOfLines = 0
        titleLabel?.font = configuration.font
        titleLabel?.textAlignment = switch configuration.titleAlignment {
        case .leading: .natural
        case .trailing: .right
        case .center: .center
        case .automatic: configuration.image == nil || configuration.imagePlacement.isDisjoint(with: [.leading, .trailing]) ? .center : .natural
        }
        imageView?.image = configuration.showsActivityIndicator ? nil : configuration.image
        imageView?.isHidden = imageView?.image == nil
        let colors = configuration.colors(tint: tintColor, state: state)
        titleLabel?.textColor = colors.foreground
        imageView?.tintColor = colors.foreground
        backgroundColor = colors.background
        layer.cornerRadius = colors.background == nil ? 0 : configuration.cornerRadius(height: bounds.height)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
