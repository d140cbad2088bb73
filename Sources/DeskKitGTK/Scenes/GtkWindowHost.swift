import CGtk
import DeskKit
import Foundation

/// The GTK widgets that show one `UIWindow`: a GtkApplicationWindow holding a menu bar and the find
/// bar above the drawn content, which sits inside the shortcut overlay; a dimming layer covers it all
/// while a prominent window sits over this one.
///
/// The host builds and owns the widgets; ``GtkPresenter`` connects their events to the core.
@MainActor
package final class GtkWindowHost {
    /// The core window shown; nil once it went away.
    package weak var window: UIWindow?
    /// The scene the window belongs to.
    package weak var scene: UIWindowScene?
    /// The GtkApplicationWindow.
    package let gtkWindow: UnsafeMutablePointer<GtkWidget>
    /// The menu bar and its actions, built from the validated main menu.
    package let menus: GtkMenuModelBuilder
    /// Actions of the context menu, under their own prefix so their IDs never meet the menu bar's.
    let contextMenus: GtkMenuModelBuilder
    /// The drawing area the core's views are drawn in.
    package let renderer = CairoViewRenderer()
    /// The shortcut overlay, laid over the content while it shows.
    package let overlay: GtkShortcutOverlay
    /// The drawn content, with GTK text views laid over it where the core placed its text views.
    package let contentLayer: UnsafeMutablePointer<GtkWidget>
    /// The GTK text view showing each core text view shown in this window. Look one up with
    /// ``hostedTextView(for:)``: the key of a text view that went may be a new one's.
    package internal(set) var hostedTextViews: [ObjectIdentifier: GtkHostedTextView] = [:]
    /// Where the last frame placed each text view.
    var textViewPlacements: [ObjectIdentifier: TextViewPlacement] = [:]
    var isTextViewSyncScheduled = false
    var isUrgentTextViewSyncScheduled = false
    /// Whether a timer runs the scheduled sync even if the loop never goes idle.
    var hasTextViewSyncDeadline = false
    /// The widgets of widget-backed views (web views) shown in this window, by view.
    var backedWidgets: [ObjectIdentifier: GtkBackedWidget] = [:]
    /// Where the last frame placed each widget-backed view.
    var backedWidgetPlacements: [ObjectIdentifier: BackedWidgetPlacement] = [:]
    /// The drawn content's accessibility elements, as widgets in ``contentLayer``.
    package let accessibility = GtkAccessibilityLayer()

    struct BackedWidgetPlacement {
        weak var view: (any GtkWidgetBackedView)?
        var frame: CGRect
        var opacity: Double
    }

    struct TextViewPlacement {
        weak var textView: UITextView?
        var frame: CGRect
        var opacity: Double
    }
    /// The bar of the root view controller's navigation item, under the menu bar.
    package let navigationBar: GtkNavigationBar
    var isNavigationBarUpdateScheduled = false
    /// The inline find bar; shown while a find interaction in the window is presenting.
    package let findBar = GtkFindBar()
    /// Actions of the find bar's options menu, under their own prefix.
    let findOptionsMenus: GtkMenuModelBuilder
    /// The menu elements behind the options menu's action IDs.
    var findOptionElements: [Int: UIMenuElement] = [:]
    /// The options the options menu was last built for; nil rebuilds it.
    var findOptionsShown: FindNavigatorOptions?
    var isFindBarSyncScheduled = false
    /// The interaction whose navigator the find bar shows, as the core last said.
    weak var findBarInteraction: UIFindInteraction?
    var keyInput: GtkKeyInput?
    /// The context menu showing or last shown; unparented before the next one or the window goes.
    var contextPopover: UnsafeMutablePointer<GtkWidget>?
    /// The context menu made but not popped up yet (see ``showContextMenu(_:at:)``).
    private var pendingContextPopover: UnsafeMutablePointer<GtkWidget>?
    /// The compact (touch) edit menu, made when first shown.
    package internal(set) var compactEditMenu: GtkCompactMenu?
    /// Every label text drawn in the last frame, in drawing order (tests read what is on screen).
    package var lastDrawnTexts: [String] = []
    /// Every found, highlighted or selected range shown by the window's text views after the
    /// last frame, in window coordinates (tests read these).
    package var lastDrawnTextDecorations: [GtkDrawnTextDecoration] {
        hostedTextViews.values.filter { $0.placement != nil }.flatMap(\.decorations)
    }
    /// Set while the window is being destroyed, so its close and focus signals are ignored.
    var isClosing = false
    /// Covers the window while a prominent window is open over it.
    package let dimming = GtkDimmingLayer()
    /// Plays the opening of a window this one opened from a preview.
    package let openingTransition = GtkOpeningTransition()
    /// The title bar with Done of a prominent window; nil for standard windows.
    package private(set) var prominentTitleBar: GtkProminentTitleBar?
    /// The window a prominent window or sheet sits over (and keeps dimmed while open).
    package internal(set) weak var modalParent: GtkWindowHost?
    /// Whether this window shows a presented controller as a sheet.
    package private(set) var isSheet = false

    init(window: UIWindow, scene: UIWindowScene, application: UnsafeMutablePointer<GtkApplication>, title: String) {
        self.window = window
        self.scene = scene
        GtkDisplayStyle.install()
        gtkWindow = gtk_application_window_new(application)
        gtk_window_set_title(cgtk_window(gtkWindow), title)
        let size = window.frame.size
        gtk_window_set_default_size(cgtk_window(gtkWindow), Int32(gtkCoordinate: max(200, size.width), .towardZero), Int32(gtkCoordinate: max(150, size.height), .towardZero))
        menus = GtkMenuModelBuilder(insertingActionsInto: gtkWindow)
        contextMenus = GtkMenuModelBuilder(insertingActionsInto: gtkWindow, prefix: "deskkit-context")
        findOptionsMenus = GtkMenuModelBuilder(insertingActionsInto: gtkWindow, prefix: "deskkit-find")
        contentLayer = gtk_overlay_new()
        gtk_overlay_set_child(cgtk_overlay(contentLayer), renderer.widget)
        // Focusable, so the keyboard can leave a GTK text view when the core's first responder does.
        gtk_widget_set_focusable(renderer.widget, cgtk_true)
        overlay = GtkShortcutOverlay(content: contentLayer)
        navigationBar = GtkNavigationBar(window: gtkWindow)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cgtk_box(column), menus.menuBar)
        gtk_box_append(cgtk_box(column), navigationBar.widget)
        // Above the content, so the drawn area (and the window's frame) shrinks instead of hiding under it.
        gtk_box_append(cgtk_box(column), findBar.widget)
        gtk_box_append(cgtk_box(column), overlay.widget)
        let root = gtk_overlay_new()!
        gtk_overlay_set_child(cgtk_overlay(root), column)
        gtk_overlay_add_overlay(cgtk_overlay(root), dimming.widget)
        gtk_overlay_add_overlay(cgtk_overlay(root), openingTransition.widget)
        gtk_window_set_child(cgtk_window(gtkWindow), root)
        // Text views and accessibility elements sit where the core placed them, without adding
        // to the window's minimum size.
        GtkSignal.connectChildPosition(UnsafeMutableRawPointer(contentLayer)) { [weak self] child in
            guard let self else { return nil }
            if let hosted = self.hostedTextViews.values.first(where: { $0.widget == child }) { return hosted.allocation }
            if let backed = self.backedWidgets.values.first(where: { $0.widget == child }) { return backed.allocation }
            return self.accessibility.allocation(of: child)
        }
    }

    /// Plays the opening transition from `frame`, a preview's frame in the drawn content.
    func playOpeningTransition(from frame: CGRect) {
        // The layer covers the window's child (menu bar included); the frame is in the drawn content.
        var x = Double(frame.minX), y = Double(frame.minY)
        if let root = gtk_window_get_child(cgtk_window(gtkWindow)) {
            _ = gtk_widget_translate_coordinates(renderer.widget, root, frame.minX, frame.minY, &x, &y)
        }
        openingTransition.play(from: CGRect(x: x, y: y, width: frame.width, height: frame.height))
    }

    /// Makes this a prominent window over `parent`: modal, transient for it, with a Done title bar
    /// and no menu bar (its shortcuts still work).
    func makeProminent(over parent: GtkWindowHost?) -> GtkProminentTitleBar {
        let titleBar = GtkProminentTitleBar()
        prominentTitleBar = titleBar
        let window = cgtk_window(gtkWindow)
        gtk_window_set_titlebar(window, titleBar.widget)
        gtk_widget_set_visible(menus.menuBar, cgtk_false)
        if let parent {
            modalParent = parent
            gtk_window_set_transient_for(window, cgtk_window(parent.gtkWindow))
            gtk_window_set_modal(window, cgtk_true)
            gtk_window_set_destroy_with_parent(window, cgtk_true)
        }
        return titleBar
    }

    /// Makes this a sheet over `parent`: a dialog window, modal and transient for it, with no
    /// menu bar (its shortcuts still work), opening at the core window's size.
    func makeSheet(over parent: GtkWindowHost) {
        isSheet = true
        modalParent = parent
        let window = cgtk_window(gtkWindow)
        gtk_widget_set_visible(menus.menuBar, cgtk_false)
        gtk_window_set_transient_for(window, cgtk_window(parent.gtkWindow))
        gtk_window_set_modal(window, cgtk_true)
        gtk_window_set_destroy_with_parent(window, cgtk_true)
        if let size = self.window?.frame.size {
            gtk_window_set_default_size(window, Int32(max(120, size.width)), Int32(max(80, size.height)))
        }
    }

    var isActive: Bool { gtk_window_is_active(cgtk_window(gtkWindow)) != cgtk_false }

    /// Whether the keyboard is in a popover of the window (a menu open from the menu bar, the
    /// content or the navigation bar), which taking the focus back would close.
    var keyboardIsInPopover: Bool {
        guard let focus = gtk_window_get_focus(cgtk_window(gtkWindow)) else { return false }
        return gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
    }

    /// Shows the window in front with the keyboard focus.
    func present() {
        let wasVisible = gtk_widget_get_visible(gtkWindow) != cgtk_false
        // A new window starts with the keyboard in its content, not on the first focusable
        // widget GTK would pick (a navigation bar button, which F6 reaches instead).
        if !wasVisible, gtk_window_get_focus(cgtk_window(gtkWindow)) == nil {
            gtk_window_set_focus(cgtk_window(gtkWindow), renderer.widget)
        }
        gtk_window_present(cgtk_window(gtkWindow))
        // GTK stamps the request with the last input event's time; an X server without a window
        // manager ignores it when another window took the focus since. Ask again with no timestamp.
        if wasVisible, let surface = gtk_native_get_surface(OpaquePointer(gtkWindow)) {
            gdk_toplevel_focus(surface, 0)
        }
    }

    func setTitle(_ title: String) { gtk_window_set_title(cgtk_window(gtkWindow), title) }

    /// Called when the context menu showing closes (an item chosen, Esc, a click elsewhere).
    var onContextMenuClosed: (() -> Void)?

    /// Shows `model` as a popover menu pointing at `point` of the drawn content.
    func showContextMenu(_ model: OpaquePointer, at point: CGPoint) {
        removeContextMenu()
        let popover = gtk_popover_menu_new_from_model(cgtk_menu_model(UnsafeMutableRawPointer(model)))!
        gtk_widget_set_parent(popover, renderer.widget)
        var rect = GdkRectangle(x: Int32(gtkCoordinate: point.x, .towardZero), y: Int32(gtkCoordinate: point.y, .towardZero), width: 1, height: 1)
        let asPopover = cgtk_popover(popover)
        gtk_popover_set_pointing_to(asPopover, &rect)
        gtk_popover_set_has_arrow(asPopover, cgtk_false)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        contextPopover = popover
        GtkSignal.connect(UnsafeMutableRawPointer(popover), "closed") { [weak self] in
            // A popover replaced by a newer one was reported closed when it was replaced.
            guard let self, self.contextPopover == popover else { return }
            self.onContextMenuClosed?()
        }
        // Popped up once GTK's idle work ran: GTK adds the sections' separators in an idle
        // callback, and a popover measured before that is too short and hides its last items.
        // Before the next frame, not when the loop goes idle: GTK's background layout of a
        // large text can keep it busy for a minute.
        pendingContextPopover = popover
        GtkIdle.run(priority: GtkIdle.beforeFrame) { [weak self] in
            guard let self, self.pendingContextPopover == popover, self.contextPopover == popover else { return }
            self.pendingContextPopover = nil
            // GTK re-hides the item images while it finishes the menu, so they are shown last.
            GtkMenuItemImages.show(in: popover)
            gtk_popover_popup(cgtk_popover(popover))
        }
    }

    func hideContextMenu() {
        guard let contextPopover else { return }
        // One not popped up yet pops up and down at once, so "closed" still reaches its listeners.
        if pendingContextPopover == contextPopover {
            pendingContextPopover = nil
            gtk_popover_popup(cgtk_popover(contextPopover))
        }
        gtk_popover_popdown(cgtk_popover(contextPopover))
    }

    /// Whether the context menu shows, or will on the next idle turn.
    var isContextMenuVisible: Bool {
        guard let contextPopover else { return false }
        return contextPopover == pendingContextPopover || gtk_widget_get_visible(contextPopover) != cgtk_false
    }

    private func removeContextMenu() {
        pendingContextPopover = nil
        guard let popover = contextPopover else { return }
        contextPopover = nil
        // Closed first, so GTK lets go of the keyboard it gave the popover.
        if gtk_widget_get_visible(popover) != cgtk_false { gtk_popover_popdown(cgtk_popover(popover)) }
        gtk_widget_unparent(popover)
    }

    /// Closes menus and popovers (a popover must be unparented before its window goes), then the window.
    func destroy() {
        isClosing = true
        overlay.hide()
        findBar.hide()
        menus.closeMenus()
        removeContextMenu()
        navigationBar.close()
        compactEditMenu?.unparent()
        compactEditMenu = nil
        for hosted in hostedTextViews.values { hosted.detach() }
        hostedTextViews = [:]
        for backed in backedWidgets.values { backed.detach(from: contentLayer) }
        backedWidgets = [:]
        accessibility.removeAll()
        // Unhooked from the window it sits over while that one is alive (see GtkAlertWindow.close()).
        if gtk_window_get_transient_for(cgtk_window(gtkWindow)) != nil { gtk_window_set_transient_for(cgtk_window(gtkWindow), nil) }
        gtk_window_destroy(cgtk_window(gtkWindow))
    }
}

/// Runs closures on the main loop once its pending events and GTK's own idle callbacks are done.
@MainActor
enum GtkIdle {
    private final class Work {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Just before GTK's frames (which run at `G_PRIORITY_HIGH_IDLE + 20`): for bringing
    /// widgets up to the core, so the next frame shows the core's latest state.
    static let beforeFrame = G_PRIORITY_HIGH_IDLE + 19

    static func run(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        g_idle_add_full(priority, { data in
            guard let data else { return cgtk_source_remove }
            let work = Unmanaged<Work>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { work.body() }
            return cgtk_source_remove
        }, work, nil)
    }

    /// Runs `body` once, `milliseconds` from now, ahead of GTK's frames and idle work.
    static func run(afterMilliseconds milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return cgtk_source_remove }
            let work = Unmanaged<Work>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { work.body() }
            return cgtk_source_remove
        }, work, nil)
    }

    /// Calls `isDone` every few milliseconds, between GTK's frames, until it returns true.
    static func poll(everyMilliseconds interval: UInt32, _ isDone: @escaping @MainActor () -> Bool) {
        let check = Unmanaged.passRetained(Check(isDone)).toOpaque()
        g_timeout_add_full(G_PRIORITY_HIGH_IDLE, interval, { data in
            guard let data else { return cgtk_source_remove }
            let check = Unmanaged<Check>.fromOpaque(data)
            guard MainActor.assumeIsolated({ check.takeUnretainedValue().isDone() }) else { return cgtk_source_continue }
            check.release()
            return cgtk_source_remove
        }, check, nil)
    }

    private final class Check {
        let isDone: @MainActor () -> Bool
        init(_ isDone: @escaping @MainActor () -> Bool) { self.isDone = isDone }
    }
}

extension GtkWindowHost {
    /// The GTK text view showing `textView`, if it has one: an entry left by a text view that
    /// went (until the next sync removes it) can sit under the same identifier as a new one,
    /// which must not take it for its own.
    package func hostedTextView(for textView: UITextView) -> GtkHostedTextView? {
        guard let hosted = hostedTextViews[ObjectIdentifier(textView)], hosted.textView === textView else { return nil }
        return hosted
    }
}
