import CGtk
import DeskKit
import Foundation

// MARK: - Drawing the view tree and routing clicks

extension GtkPresenter {
    func connectDrawing(_ host: GtkWindowHost) {
        host.renderer.draw = { [weak self, weak host] context in
            guard let self, let host else { return }
            self.draw(host, in: context)
        }
        host.renderer.onResize = { [weak self, weak host] size in
            guard let self, let window = host?.window else { return }
            self.resize(window, to: size)
        }
        host.renderer.onPinch = { [weak self, weak host] location, scale in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return }
            application.handlePinch(at: location, scale: CGFloat(scale), in: window)
        }
        host.renderer.onPinchChanged = { [weak self, weak host] location, scale in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return }
            application.handlePinchChanged(at: location, scale: CGFloat(scale), in: window)
        }
        host.renderer.onTouchDrag = { [weak self, weak host] phase, location in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return }
            self.routeTouchDrag(phase, at: location, in: window)
        }
        host.renderer.onScroll = { [weak self, weak host] event in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return false }
            switch event.phase {
            case .began:
                application.handleScrollBegan(at: event.location, in: window)
                return true
            case .scrolled:
                return application.handleScroll(by: event.delta, type: event.isContinuous ? .continuous : .discrete,
                                                at: event.location, in: window)
            case .ended:
                application.handleScrollEnded(in: window)
                return true
            }
        }
        host.renderer.onPointerExit = { [weak self, weak host] in
            guard let self, let window = host?.window, let application = self.application, !application.isTerminated else { return }
            application.handlePointerExit(from: window)
        }
        host.renderer.onPointer = { [weak self, weak host] event in
            guard let self, let host, let window = host.window,
                  let application = self.application, !application.isTerminated else { return }
            let modifiers = UIKeyModifierFlags(event.modifiers)
            // A finger (or the emulating right button) goes to the core's touch routing.
            if self.routeTouch(event, in: window) { return }
            // The primary button goes through the core's press/drag routing, so presses select
            // collection view items and drags can draw a selection band.
            switch (event.phase, event.button) {
            case (.moved, _):
                application.handlePointerMoved(at: event.location, modifierFlags: modifiers, in: window)
                return
            case (.up, .primary):
                application.handlePointerUp(at: event.location, modifierFlags: modifiers, in: window)
                return
            case (.down, .primary):
                application.handlePointerDown(at: event.location, modifierFlags: modifiers, clickCount: event.clickCount, in: window)
            case (.down, .secondary):
                application.handleClick(at: event.location, button: .secondary, modifierFlags: modifiers, in: window)
            case (.down, .middle):
                application.handleClick(at: event.location, button: .middle, modifierFlags: modifiers, in: window)
            default:
                return
            }
        }
    }

    /// The window's frame follows the drawing area, which is what the window shows of it.
    private func resize(_ window: UIWindow, to size: CGSize) {
        guard window.frame.size != size else { return }
        window.frame = CGRect(origin: window.frame.origin, size: size)
    }

    /// Lays out and draws the host's window: each visible view back to front, in subview order.
    func draw(_ host: GtkWindowHost, in context: CairoDrawingContext) {
        guard let window = host.window else { return }
        isDrawing = true
        defer { isDrawing = false }
        resize(window, to: context.size)
        window.layoutIfNeeded()
        let traits = window.windowTraitCollection
        context.fill(CGRect(origin: .zero, size: context.size), color: GtkRGBA(UIColor.systemBackground, traits))
        var drawn = DrawnContent(host: host, traits: traits)
        drawn.pointerEffect = GtkPointerEffect(pointerState(for: window).pointer)
        host.textViewPlacements = [:]
        host.backedWidgetPlacements = [:]
        draw(window, at: .zero, opacity: 1, in: context, drawn: &drawn)
        drawSelectionBand(of: window, traits: traits, in: context)
        host.lastDrawnTexts = drawn.texts
        scheduleTextViewSync(host)
    }

    /// The band being dragged, over everything else: a tinted fill inside an accent outline.
    private func drawSelectionBand(of window: UIWindow, traits: UITraitCollection, in context: CairoDrawingContext) {
        guard let band = pointerState(for: window).bandRect, !band.isNull, !band.isEmpty else { return }
        context.fill(band, color: GtkRGBA(UIColor.systemBlue.withAlphaComponent(0.15), traits))
        context.stroke(band, color: GtkRGBA(UIColor.systemBlue.withAlphaComponent(0.8), traits), lineWidth: 1)
    }

    /// What a frame drew, for tests to read.
    private struct DrawnContent {
        unowned let host: GtkWindowHost
        /// The window's traits, which pick each dynamic colour's look.
        let traits: UITraitCollection
        var texts: [String] = []
        /// The hovered view's pointer effect, drawn around that view.
        var pointerEffect: GtkPointerEffect?
    }

    private func draw(_ view: UIView, at origin: CGPoint, opacity: Double, in context: CairoDrawingContext, drawn: inout DrawnContent) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let opacity = opacity * Double(view.alpha)
        let rect = CGRect(origin: origin, size: view.bounds.size)
        let effect = drawn.pointerEffect.flatMap { $0.view === view ? $0 : nil }
        let cornerRadius = Double(view.layer.cornerRadius)
        effect?.begin(on: rect, cornerRadius: cornerRadius, in: context)
        defer { effect?.end(on: rect, cornerRadius: cornerRadius, in: context) }
        if let background = view.backgroundColor, background.alpha > 0 {
            context.fill(rect, color: GtkRGBA(background, drawn.traits, opacity: opacity), cornerRadius: cornerRadius)
        }
        context.replay(view.drawingOperations(), at: origin, opacity: opacity)
        if let imageView = view as? UIImageView, let image = imageView.image {
            // Template images (symbolic icons unless kept original, any image made a template)
            // are drawn in the view's tint as UIKit draws symbols; an image given its own colour
            // (withTintColor) keeps it.
            let tint: GtkRGBA? = if let own = image.tintColor {
                GtkRGBA(own, drawn.traits, opacity: opacity)
            } else if image.isDrawnAsTemplate {
                GtkRGBA(imageView.tintColor, drawn.traits, opacity: opacity)
            } else {
                nil
            }
            // An icon's own size is its square at the view's symbol configuration; a file's, its size.
            let natural = image.file == nil ? imageView.sizeThatFits(.zero) : image.size
            drawIcon(image, in: imageView.contentMode.rect(forContentOf: natural, in: rect), tint: tint, context: context, opacity: opacity)
        }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            context.drawText(text, in: rect, font: GtkFont(label.font), color: GtkRGBA(label.displayedTextColor, drawn.traits, opacity: opacity),
                             layout: GtkTextLayout(label))
            drawn.texts.append(text)
        }
        if let textView = view as? UITextView {
            placeTextView(textView, in: rect, opacity: opacity, host: drawn.host)
        }
        if let backed = view as? any GtkWidgetBackedView {
            drawn.host.backedWidgetPlacements[ObjectIdentifier(backed)] = GtkWindowHost.BackedWidgetPlacement(
                view: backed, frame: rect, opacity: opacity)
        }
        for subview in view.subviews {
            guard !subview.transform.isIdentity else {
                let offset = CGPoint(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY)
                draw(subview, at: offset, opacity: opacity, in: context, drawn: &drawn)
                continue
            }
            // A transform acts about the view's center, as in UIKit: Cairo's matrix is moved
            // there and the view drawn upright around it.
            let transform = subview.transform
            cairo_save(context.cairo)
            cairo_translate(context.cairo, origin.x + subview.center.x, origin.y + subview.center.y)
            var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
            cairo_transform(context.cairo, &matrix)
            draw(subview, at: CGPoint(x: -subview.bounds.width / 2, y: -subview.bounds.height / 2), opacity: opacity, in: context, drawn: &drawn)
            cairo_restore(context.cairo)
        }
        // A layer's border sits above its content and sublayers.
        if view.layer.borderWidth > 0, let border = view.layer.borderColor {
            context.stroke(rect, color: GtkRGBA(UIColor(cgColor: border), drawn.traits, opacity: opacity),
                           lineWidth: Double(view.layer.borderWidth), cornerRadius: cornerRadius)
        }
        // The keyboard focus: a halo in the tint colour just outside the view, as on an iPad. A
        // focused collection view shows its focused item instead.
        if view.isFocused, view.focusEffect is UIFocusHaloEffect, !(view is UICollectionView) {
            context.stroke(rect.insetBy(dx: -3, dy: -3), color: GtkRGBA(view.tintColor ?? .systemBlue, drawn.traits, opacity: opacity),
                           lineWidth: 3, cornerRadius: cornerRadius + 3)
        }
    }
}

// MARK: - Core appearance as Cairo and Pango values

private extension GtkRGBA {
    /// `color` as it looks with `traits` (dark, high contrast), faded by `opacity`.
    init(_ color: UIColor, _ traits: UITraitCollection, opacity: Double = 1) {
        let color = color.resolvedColor(with: traits)
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
                  alpha: Double(color.alpha) * opacity)
    }
}

private extension GtkFont {
    init(_ font: UIFont) {
        let weight: Weight = switch font.weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .heavy: .heavy
        case .black: .black
        case .semibold: .semibold
        case .bold: .bold
        }
        self.init(family: font.familyName ?? (font.isMonospaced ? "Monospace" : "Sans"), size: Double(font.pointSize), weight: weight)
    }
}

private extension GtkTextLayout {
    @MainActor init(_ label: UILabel) {
        let alignment: Alignment = switch label.textAlignment {
        case .left, .natural: .leading
        case .center: .center
        case .right: .trailing
        case .justified: .justified
        }
        self.init(alignment: alignment, maximumLines: max(0, label.numberOfLines), lineBreakMode: label.lineBreakMode)
    }
}

// MARK: - What views draw themselves

extension GtkPresenter {
    /// Draws `image`'s icon in the largest square that fits `rect`, centred; with `tint`, the
    /// icon's shape is filled with that colour (its own colours ignored).
    /// An app's own image (from a file) keeps its proportions, fitted in `rect`.
    fileprivate func drawIcon(_ image: UIImage, in rect: CGRect, tint: GtkRGBA?, context: CairoDrawingContext, opacity: Double) {
        guard rect.width >= 1, rect.height >= 1 else { return }
        let side = max(rect.width, rect.height)
        let loaded = image.file.map { GtkIconSurfaces.surface(file: $0.path) } ?? GtkIconSurfaces.surface(named: image.iconName, size: Int(side.rounded(.up)))
        guard let surface = loaded else { return }
        let cr = context.cairo
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        guard width >= 1, height >= 1 else { return }
        // The image fills `rect`, which the view's content mode chose.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / width, rect.height / height)
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, opacity)
        }
    }
}

private extension CairoDrawingContext {
    /// Replays what a view's `draw(_:)` recorded, moved to the view's `origin`.
    func replay(_ operations: [CGContext.Operation], at origin: CGPoint, opacity: Double) {
        guard !operations.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, origin.x, origin.y)
        for operation in operations {
            switch operation {
            case .fill(let elements, let color, let evenOdd):
                addPath(elements)
                setSource(color, opacity: opacity)
                cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cairo)
            case .stroke(let elements, let color, let lineWidth):
                addPath(elements)
                setSource(color, opacity: opacity)
                cairo_set_line_width(cairo, Double(lineWidth))
                cairo_stroke(cairo)
            }
        }
    }

    private func addPath(_ elements: [UIBezierPath.Element]) {
        cairo_new_path(cairo)
        for element in elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .curve(let point, let c1, let c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    private func setSource(_ color: CGColor, opacity: Double) {
        let c = UIColor(cgColor: color)
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * opacity)
    }
}
