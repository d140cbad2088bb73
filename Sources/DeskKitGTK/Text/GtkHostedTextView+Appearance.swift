import CGtk
import DeskKit
import Foundation

// MARK: - Font, colour, insets and scroll bars

extension GtkHostedTextView {
    /// Gives the GTK text view the core view's font, text colour, container insets and padding,
    /// and scroll-bar style, whenever they differ from what it shows.
    func applyAppearance() {
        guard let textView else { return }
        let inset = textView.textContainerInset
        let padding = textView.textContainer.lineFragmentPadding
        let margins = [inset.left + padding, inset.right + padding, inset.top, inset.bottom].map { Int32(gtkCoordinate: $0) }
        let text = cgtk_text_view(view)
        if margins != shownMargins {
            gtk_text_view_set_left_margin(text, margins[0])
            gtk_text_view_set_right_margin(text, margins[1])
            gtk_text_view_set_top_margin(text, margins[2])
            gtk_text_view_set_bottom_margin(text, margins[3])
            shownMargins = margins
        }
        if textView.showsVerticalScrollIndicator != shownVerticalIndicator {
            // External: the text still scrolls (wheel, keys, caret), with no bar drawn.
            gtk_scrolled_window_set_policy(cgtk_scrolled_window(widget), GTK_POLICY_NEVER,
                                           textView.showsVerticalScrollIndicator ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL)
            shownVerticalIndicator = textView.showsVerticalScrollIndicator
        }
        if textView.textAlignment != shownAlignment {
            gtk_text_view_set_justification(text, Self.justification(textView.textAlignment))
            shownAlignment = textView.textAlignment
        }
        let css = Self.css(class: styleClass, font: textView.font,
                           color: textView.textColor?.resolvedColor(with: textView.traitCollection),
                           indicators: textView.indicatorStyle)
        if css != shownCSS {
            gtk_css_provider_load_from_data(styleProvider, css, -1)
            shownCSS = css
        }
    }

    /// The rules for one text view, under its own class so other views keep the theme's look.
    static func css(class name: String, font: UIFont?, color: UIColor?, indicators: UIScrollView.IndicatorStyle) -> String {
        var rules: [String] = []
        if let font {
            var declarations = ["font-size: \(font.pointSize)px;", "font-weight: \(cssWeight(font.weight));"]
            if let family = font.familyName {
                declarations.append("font-family: \"\(family.replacingOccurrences(of: "\"", with: ""))\";")
            } else if font.isMonospaced {
                declarations.append("font-family: monospace;")
            }
            rules.append("textview.\(name) { \(declarations.joined(separator: " ")) }")
        }
        if let color {
            rules.append("textview.\(name) text { color: \(cssColor(color)); caret-color: \(cssColor(color)); }")
        }
        switch indicators {
        case .default: break
        case .black: rules.append("scrolledwindow.\(name) scrollbar slider { background-color: rgba(0,0,0,0.55); }")
        case .white: rules.append("scrolledwindow.\(name) scrollbar slider { background-color: rgba(255,255,255,0.75); }")
        }
        return rules.joined(separator: "\n")
    }

    /// GTK's justification for an alignment; natural is GTK's default, which Pango mirrors for
    /// right-to-left paragraphs.
    static func justification(_ alignment: NSTextAlignment) -> GtkJustification {
        switch alignment {
        case .left, .natural: GTK_JUSTIFY_LEFT
        case .center: GTK_JUSTIFY_CENTER
        case .right: GTK_JUSTIFY_RIGHT
        case .justified: GTK_JUSTIFY_FILL
        }
    }

    private static func cssWeight(_ weight: UIFont.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    private static func cssColor(_ color: UIColor) -> String {
        func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(min(max(color.alpha, 0), 1)))"
    }
}
