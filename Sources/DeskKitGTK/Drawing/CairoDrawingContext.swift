import CGtk
import DeskKit
import Foundation

/// An RGBA color with components in 0...1.
package struct GtkRGBA: Sendable, Hashable {
    /// The components, each from 0 to 1.
    package var red, green, blue, alpha: Double
    /// A colour from its components (opaque unless `alpha` says otherwise).
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    /// Opaque black.
    package static let black = GtkRGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    package static let white = GtkRGBA(red: 1, green: 1, blue: 1)
}

/// A font request for Pango: family name, size in device pixels, and weight.
package struct GtkFont: Sendable, Hashable {
    /// Pango's weight scale, of which the core's four weights use these steps.
    package enum Weight: Sendable, Hashable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    /// The font family Pango looks up, such as "Sans" or "Monospace".
    package var family: String
    /// The size in device pixels (not points).
    package var size: Double
    /// How heavy the strokes are.
    package var weight: Weight
    /// A font request; the default is the desktop's 13-pixel sans.
    package init(family: String = "Sans", size: Double = 13, weight: Weight = .regular) {
        (self.family, self.size, self.weight) = (family, size, weight)
    }

    /// A new PangoFontDescription; the caller frees it with `pango_font_description_free`.
    func makeDescription() -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        let pangoWeight = switch weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .ultraLight: PANGO_WEIGHT_ULTRALIGHT
        case .thin: PANGO_WEIGHT_THIN
        case .light: PANGO_WEIGHT_LIGHT
        case .heavy: PANGO_WEIGHT_HEAVY
        case .black: PANGO_WEIGHT_ULTRAHEAVY
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(desc, pangoWeight)
        return desc
    }
}

/// How a block of text sits in its rectangle and how many lines it may take.
package struct GtkTextLayout: Sendable, Hashable {
    /// Where lines sit between the rectangle's edges.
    package enum Alignment: Sendable, Hashable { case leading, center, trailing, justified }
    /// Where lines sit between the rectangle's edges.
    package var alignment: Alignment
    /// The most lines shown; 0 wraps without limit.
    package var maximumLines: Int
    /// How lines wrap, and where text cut by ``maximumLines`` shows an ellipsis (if anywhere).
    package var lineBreakMode: NSLineBreakMode
    /// A layout of at most `maximumLines` lines (0 for no limit).
    package init(alignment: Alignment = .leading, maximumLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        (self.alignment, self.maximumLines, self.lineBreakMode) = (alignment, maximumLines, lineBreakMode)
    }
}

/// The drawing API handed to a ``CairoViewRenderer`` draw closure; valid only during that call.
@MainActor
package struct CairoDrawingContext {
    /// The underlying `cairo_t` for anything this small API does not cover.
    package let cairo: OpaquePointer
    /// The drawing area's size, which is the window content's.
    package let size: CGSize

    /// Fills `rect`, with rounded corners when `cornerRadius` is positive.
    package func fill(_ rect: CGRect, color: GtkRGBA, cornerRadius: Double = 0) {
        setColor(color)
        addRect(rect, cornerRadius: cornerRadius)
        cairo_fill(cairo)
    }

    /// Strokes the rect's outline inside its bounds.
    package func stroke(_ rect: CGRect, color: GtkRGBA, lineWidth: Double = 1, cornerRadius: Double = 0) {
        setColor(color)
        cairo_set_line_width(cairo, lineWidth)
        addRect(rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cornerRadius: max(0, cornerRadius - lineWidth / 2))
        cairo_stroke(cairo)
    }

    /// Draws `text` with its top-left corner at `point`; returns the size it took.
    @discardableResult
    package func drawText(_ text: String, at point: CGPoint, font: GtkFont = GtkFont(), color: GtkRGBA = .black) -> CGSize {
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let size = Self.configure(layout, text: text, font: font)
        setColor(color)
        cairo_move_to(cairo, point.x, point.y)
        pango_cairo_show_layout(cairo, layout)
        return size
    }

    /// Draws `text` inside `rect`: wrapped or ellipsized to the width, aligned, centered vertically
    /// (as UILabel does) and clipped to the rect. Returns the size the text took.
    @discardableResult
    package func drawText(_ text: String, in rect: CGRect, font: GtkFont, color: GtkRGBA, layout options: GtkTextLayout) -> CGSize {
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let size = Self.configure(layout, text: text, font: font, width: rect.width, options: options)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        setColor(color)
        cairo_move_to(cairo, rect.minX, rect.minY + max(0, (rect.height - size.height) / 2))
        pango_cairo_show_layout(cairo, layout)
        return size
    }

    /// Measures `text` with the same layout rules as ``drawText(_:at:font:color:)``.
    package func measureText(_ text: String, font: GtkFont = GtkFont()) -> CGSize {
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Self.configure(layout, text: text, font: font)
    }

    /// Sets text, font and (when `width` is given) wrapping on a Pango layout; returns its pixel size.
    static func configure(_ layout: OpaquePointer, text: String, font: GtkFont, width: Double? = nil,
                          options: GtkTextLayout = GtkTextLayout()) -> CGSize {
        let desc = font.makeDescription()
        defer { pango_font_description_free(desc) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32(gtkCoordinate: max(0, width) * Double(PANGO_SCALE), .towardZero))
            let alignment = switch options.alignment {
            case .leading, .justified: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .trailing: PANGO_ALIGN_RIGHT
            }
            pango_layout_set_alignment(layout, alignment)
            pango_layout_set_justify(layout, options.alignment == .justified ? cgtk_true : cgtk_false)
            let wrap = switch options.lineBreakMode {
            case .byWordWrapping: PANGO_WRAP_WORD
            case .byCharWrapping: PANGO_WRAP_CHAR
            default: PANGO_WRAP_WORD_CHAR
            }
            pango_layout_set_wrap(layout, wrap)
            if options.maximumLines > 0 {
                // A negative height limits the line count; Pango ellipsizes the last line kept.
                // Wrapping and clipping modes cut the text without an ellipsis.
                pango_layout_set_height(layout, -Int32(options.maximumLines))
                let ellipsis = switch options.lineBreakMode {
                case .byTruncatingHead: PANGO_ELLIPSIZE_START
                case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
                case .byTruncatingTail: PANGO_ELLIPSIZE_END
                case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
                }
                pango_layout_set_ellipsize(layout, ellipsis)
                // Pango limits the lines only when it ellipsizes: otherwise keep the text of the
                // lines shown.
                if ellipsis == PANGO_ELLIPSIZE_NONE, pango_layout_get_line_count(layout) > Int32(options.maximumLines),
                   let line = pango_layout_get_line_readonly(layout, Int32(options.maximumLines - 1)) {
                    let end = Int(line.pointee.start_index + line.pointee.length)
                    let kept = String(decoding: Array(text.utf8).prefix(end), as: UTF8.self)
                    pango_layout_set_text(layout, kept, -1)
                }
            }
        }
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &pixelWidth, &pixelHeight)
        return CGSize(width: Double(pixelWidth), height: Double(pixelHeight))
    }

    private func addRect(_ rect: CGRect, cornerRadius: Double) {
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    private func setColor(_ c: GtkRGBA) { cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha) }
}
