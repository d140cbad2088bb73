import CGtk
import Foundation

/// A pointer event on a ``CairoViewRenderer``, in the drawing area's coordinates.
package struct GtkPointerEvent: Sendable, Hashable {
    /// Whether the button went down or up, or the pointer moved.
    package enum Phase: Sendable, Hashable { case down, up, moved }
    /// The button involved; `.none` for motion.
    package enum Button: Sendable, Hashable { case none, primary, secondary, middle, other(Int) }
    /// What happened.
    package var phase: Phase
    /// Which button it happened to.
    package var button: Button
    /// Where, in the drawing area's coordinates.
    package var location: CGPoint
    /// 1 for single click, 2 for double click… (0 for motion).
    package var clickCount: Int
    /// The modifier keys held at the time.
    package var modifiers: GtkKeyModifiers
    /// Whether a finger on a touch screen made the event rather than a mouse or touchpad (GTK
    /// reports a finger as the primary button).
    package var isTouch = false
}

/// A wheel or touchpad scroll over a ``CairoViewRenderer``.
package struct GtkScrollEvent: Sendable, Hashable {
    /// A touchpad glide's start and end (GTK reports them for touchpads only), or a scroll.
    package enum Phase: Sendable, Hashable { case began, scrolled, ended }
    /// What happened.
    package var phase: Phase
    /// How far: wheel steps when not ``isContinuous``, else points; positive towards the content's end.
    package var delta: CGPoint
    /// Whether a touchpad (or another smooth device) reported it in points rather than wheel steps.
    package var isContinuous: Bool
    /// The pointer's location, in the drawing area's coordinates.
    package var location: CGPoint
}

/// A GtkDrawingArea that draws through a Swift closure and reports pointer input and resizes.
///
/// Core views render into it with ``CairoDrawingContext``; call ``setNeedsDisplay()`` after state changes.
@MainActor
package final class CairoViewRenderer {
    /// The GtkDrawingArea, which the renderer owns.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// Draw closure; called by GTK on each frame that needs the area repainted.
    package var draw: (@MainActor (CairoDrawingContext) -> Void)?
    /// Called with each press, release and motion.
    package var onPointer: (@MainActor (GtkPointerEvent) -> Void)?
    /// Called with the area's new size after GTK resized it.
    package var onResize: (@MainActor (CGSize) -> Void)?
    /// The pointer left the drawing area.
    package var onPointerExit: (@MainActor () -> Void)?
    /// A pinch ended at a point with a scale (above 1 when the fingers spread).
    package var onPinch: (@MainActor (CGPoint, Double) -> Void)?
    /// A two-finger pinch changed: its centre and its scale since it began.
    package var onPinchChanged: (@MainActor (CGPoint, Double) -> Void)?
    private var pinchScale = 1.0
    /// A finger dragging on a touch screen: where it landed, each move and where it lifted, in
    /// widget coordinates. GTK's click gesture gives up on a finger that travels, so drags
    /// come through a touch-only drag gesture instead.
    package var onTouchDrag: (@MainActor (GtkPointerEvent.Phase, CGPoint) -> Void)?
    private var touchDragStart = CGPoint.zero
    /// A wheel or touchpad scroll; returns whether the core used it.
    package var onScroll: (@MainActor (GtkScrollEvent) -> Bool)?
    /// Where the pointer last moved over the area (scroll events carry no position).
    package private(set) var pointerLocation = CGPoint.zero
    /// Number of completed draw calls, for tests and frame counting.
    package private(set) var drawCount = 0

    /// A drawing area that takes the keyboard focus and reports pointer input.
    package init() {
        widget = gtk_drawing_area_new()
        gtk_widget_set_hexpand(widget, cgtk_true)
        gtk_widget_set_vexpand(widget, cgtk_true)
        let drawFunc: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
            let box = Unmanaged<WeakRenderer>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let cr = cr!
            MainActor.assumeIsolated {
                guard let renderer = box.renderer else { return }
                renderer.drawCount += 1
                renderer.draw?(CairoDrawingContext(cairo: cr, size: CGSize(width: Int(width), height: Int(height))))
            }
        }
        // GTK owns a weak reference to the renderer and releases it when the draw func goes, so
        // a draw after the renderer is gone finds nil rather than freed memory.
        gtk_drawing_area_set_draw_func(cgtk_drawing_area(widget), drawFunc, Unmanaged.passRetained(WeakRenderer(self)).toOpaque()) {
            Unmanaged<WeakRenderer>.fromOpaque($0!).release()
        }
        g_object_ref_sink(widget)
        GtkSignal.connectSize(widget, "resize") { [weak self] w, h in
            self?.onResize?(CGSize(width: w, height: h))
        }
        installPointerControllers()
    }

    isolated deinit {
        gtk_drawing_area_set_draw_func(cgtk_drawing_area(widget), nil, nil, nil)
        g_object_unref(widget)
    }

    /// Schedules a redraw on the next frame.
    package func setNeedsDisplay() { gtk_widget_queue_draw(widget) }

    /// Measures text outside a draw pass using the widget's Pango context (for layout).
    package func measureText(_ text: String, font: GtkFont = GtkFont()) -> CGSize {
        let layout = gtk_widget_create_pango_layout(widget, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return CairoDrawingContext.configure(layout, text: text, font: font)
    }

    private func installPointerControllers() {
        let click = gtk_gesture_click_new()!
        let clickRaw = UnsafeMutableRawPointer(click)
        gtk_gesture_single_set_button(cgtk_gesture_single(clickRaw), 0)  // 0 = every button
        GtkSignal.connectClick(clickRaw, "pressed") { [weak self] n, x, y in
            self?.emitPointer(.down, n, x, y, controller: clickRaw)
        }
        GtkSignal.connectClick(clickRaw, "released") { [weak self] n, x, y in
            self?.emitPointer(.up, n, x, y, controller: clickRaw)
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(clickRaw))

        let motion = UnsafeMutableRawPointer(gtk_event_controller_motion_new()!)
        GtkSignal.connectPoint(motion, "enter") { [weak self] x, y in
            self?.pointerLocation = CGPoint(x: x, y: y)
        }
        GtkSignal.connectPoint(motion, "motion") { [weak self] x, y in
            self?.pointerLocation = CGPoint(x: x, y: y)
            self?.emitPointer(.moved, 0, x, y, controller: motion)
        }
        GtkSignal.connect(motion, "leave") { [weak self] in
            self?.onPointerExit?()
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(motion))

        // Wheel steps and touchpad glides, on both axes. Not kinetic: DeskKit does not animate, so
        // a glide stops when the fingers lift, as a drag does.
        let scroll = UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!)
        GtkSignal.connect(scroll, "scroll-begin") { [weak self] in
            guard let self else { return }
            _ = self.onScroll?(GtkScrollEvent(phase: .began, delta: .zero, isContinuous: true, location: self.pointerLocation))
        }
        GtkSignal.connectScroll(scroll, "scroll") { [weak self] dx, dy in
            guard let self else { return false }
            let unit = gtk_event_controller_scroll_get_unit(OpaquePointer(scroll))
            let event = GtkScrollEvent(phase: .scrolled, delta: CGPoint(x: dx, y: dy),
                                       isContinuous: unit == GDK_SCROLL_UNIT_SURFACE, location: self.pointerLocation)
            return self.onScroll?(event) ?? false
        }
        GtkSignal.connect(scroll, "scroll-end") { [weak self] in
            guard let self else { return }
            _ = self.onScroll?(GtkScrollEvent(phase: .ended, delta: .zero, isContinuous: true, location: self.pointerLocation))
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(scroll))

        // Two-finger pinches on touch screens and touchpads: reported as they change and when they end.
        let zoom = UnsafeMutableRawPointer(gtk_gesture_zoom_new()!)
        GtkSignal.connectValue(zoom, "scale-changed") { [weak self] scale in
            guard let self else { return }
            self.pinchScale = scale
            var x = 0.0, y = 0.0
            if gtk_gesture_get_bounding_box_center(OpaquePointer(zoom), &x, &y) != cgtk_false {
                self.onPinchChanged?(CGPoint(x: x, y: y), scale)
            }
        }
        GtkSignal.connectPointer(zoom, "end") { [weak self] _ in
            guard let self else { return }
            var x = 0.0, y = 0.0
            if gtk_gesture_get_bounding_box_center(OpaquePointer(zoom), &x, &y) != cgtk_false {
                self.onPinch?(CGPoint(x: x, y: y), self.pinchScale)
            }
            self.pinchScale = 1
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(zoom))

        let touchDrag = UnsafeMutableRawPointer(gtk_gesture_drag_new()!)
        gtk_gesture_single_set_touch_only(cgtk_gesture_single(touchDrag), cgtk_true)
        GtkSignal.connectPoint(touchDrag, "drag-begin") { [weak self] x, y in
            guard let self else { return }
            self.touchDragStart = CGPoint(x: x, y: y)
            self.onTouchDrag?(.down, self.touchDragStart)
        }
        GtkSignal.connectPoint(touchDrag, "drag-update") { [weak self] dx, dy in
            guard let self else { return }
            self.onTouchDrag?(.moved, CGPoint(x: self.touchDragStart.x + dx, y: self.touchDragStart.y + dy))
        }
        GtkSignal.connectPoint(touchDrag, "drag-end") { [weak self] dx, dy in
            guard let self else { return }
            self.onTouchDrag?(.up, CGPoint(x: self.touchDragStart.x + dx, y: self.touchDragStart.y + dy))
        }
        gtk_widget_add_controller(widget, cgtk_event_controller(touchDrag))
    }

    private func emitPointer(_ phase: GtkPointerEvent.Phase, _ n: Int, _ x: Double, _ y: Double,
                             controller: UnsafeMutableRawPointer) {
        var button = GtkPointerEvent.Button.none
        if phase != .moved {
            switch gtk_gesture_single_get_current_button(cgtk_gesture_single(controller)) {
            case 1: button = .primary
            case 2: button = .middle
            case 3: button = .secondary
            case let other: button = .other(Int(other))
            }
        }
        let state = gtk_event_controller_get_current_event_state(cgtk_event_controller(controller))
        var event = GtkPointerEvent(phase: phase, button: button, location: CGPoint(x: x, y: y), clickCount: n,
                                    modifiers: GtkKeyTranslation.modifiers(fromState: state.rawValue))
        // A touch event, or a pointer event GTK emulates from a touch screen's finger.
        if let current = gtk_event_controller_get_current_event(cgtk_event_controller(controller)) {
            let type = gdk_event_get_event_type(current)
            event.isTouch = type == GDK_TOUCH_BEGIN || type == GDK_TOUCH_END || type == GDK_TOUCH_UPDATE
        }
        if !event.isTouch, let device = gtk_event_controller_get_current_event_device(cgtk_event_controller(controller)) {
            event.isTouch = gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
        }
        onPointer?(event)
    }
}

/// The renderer as the draw function's user data: held weakly, owned by GTK.
private final class WeakRenderer {
    weak var renderer: CairoViewRenderer?
    init(_ renderer: CairoViewRenderer) { self.renderer = renderer }
}
