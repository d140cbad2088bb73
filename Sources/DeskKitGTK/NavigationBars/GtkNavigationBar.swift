import CGtk
import DeskKit
import Foundation

/// A window's navigation bar, between the menu bar and the content: the back button, the title,
/// the item groups and the overflow button, as the core lays them out at the bar's real width.
///
/// Items are measured as the GTK buttons that show them, so the core's layout (which groups
/// collapse to their representative, which go to the overflow menu) fits what GTK draws. The
/// widgets are rebuilt only when what shows changes, so an open rename entry keeps the keyboard.
///
/// The bar is reachable from the keyboard as GTK's panes are: when the core moves the keyboard to
/// the bar (F6, see `FocusRegion`) it goes to the title (or the first button), arrows and Tab move
/// along the bar, Enter, Space or Down open the title menu, and F6 or Esc (the core again) move it
/// on. The buttons take the keyboard only from F6 until
/// it leaves the bar, so neither a click nor GTK moving the focus on its own (when a focused
/// entry goes away) leaves it there.
@MainActor
package final class GtkNavigationBar {
    package typealias Widget = UnsafeMutablePointer<GtkWidget>

    /// The part of the bar a widget sits in.
    package enum Slot: Hashable, Sendable {
        case start, center, end
    }

    /// The bar and, under it, the customization panel; place it under the menu bar.
    package let widget: Widget
    /// Keeps the bar's minimum width at zero, so the window can always be narrowed and the
    /// narrower layout then fits.
    let scroller: Widget
    let bar: Widget
    let startBox: Widget
    let centerBox: Widget
    let endBox: Widget
    /// The panel of Customize Toolbar…, shown while the navigation item is customizing.
    package let customizationPanel: Widget
    /// Actions of the bar's popover menus, under their own prefix.
    let menus: GtkMenuModelBuilder

    weak var navigationItem: UINavigationItem?
    /// The window's content, given the keyboard back when a popover or the rename entry closes.
    var contentWidget: Widget?
    /// Gives the keyboard back to the content: to the GTK text view showing the first responder
    /// when there is one, else to ``contentWidget``. Set by the presenter.
    var focusContent: (@MainActor () -> Void)?
    /// Told when the bar's buttons start or stop taking the keyboard, so the core knows whether
    /// the keyboard is in the bar however it came or went (F6, Esc, a click elsewhere).
    var keyboardInBarDidChange: (@MainActor (Bool) -> Void)?
    weak var application: UIApplication?
    /// The bar's width in points; the window's width.
    package private(set) var width: CGFloat = 0
    /// What the bar showed at its last update.
    package private(set) var content: NavigationBarContent?
    /// The widget of each placed element, left to right.
    package private(set) var placedWidgets: [(element: NavigationBarLayout.Element, widget: Widget, slot: Slot)] = []
    /// What dragging the title hands over, as last built: a URI list (tests).
    package private(set) var titleDragContent: String?
    /// How many times the widgets were rebuilt (tests check that typing does not rebuild).
    package private(set) var rebuildCount = 0
    private var shownSignature: [String] = []
    /// The CSS giving the bar the item's appearance background, and that background as resolved
    /// for ``traits``.
    var appearanceProvider: OpaquePointer?
    /// The window's traits, which pick the look of a dynamic appearance colour.
    var traits = UITraitCollection()
    package internal(set) var shownBackgroundColor: UIColor?
    private var widthCache: [String: CGFloat] = [:]
    /// The panel as last drawn; a different one from the core rebuilds it.
    var shownCustomizationPanel: NavigationBarCustomizationPanel?
    var customizationErrorLabel: Widget?
    /// The panel's buttons while it shows, by "<group>:left|right|remove|add", "reset" and "done".
    package internal(set) var customizationControls: [String: Widget] = [:]
    /// Names of the groups the panel lists in its two rows, as last built (tests).
    package internal(set) var customizationPanelGroups: (shown: [String], available: [String]) = ([], [])

    // MARK: Popovers (see GtkNavigationBar+Popovers.swift)
    var popover: Widget?
    var popoverElements: [Int: UIMenuElement] = [:]
    var popoverActivate: (@MainActor (UIMenuElement) -> Void)?
    var popoverDismissed: (@MainActor () -> Void)?
    /// The element whose button a popover was opened from while it had the keyboard; its button
    /// (the same widget, or the one a rebuild made since) gets the keyboard back when the popover
    /// closes without a choice.
    var keyboardAnchor: NavigationBarLayout.Element?
    /// Whether the bar's buttons take the keyboard now: from F6 until the keyboard leaves the bar.
    package internal(set) var isKeyboardInBar = false
    /// Which popover shows, and the titles of its items (sections flattened).
    package internal(set) var popoverKind: PopoverKind?
    package internal(set) var popoverTitles: [String] = []

    // MARK: Renaming (see GtkNavigationBar+Rename.swift)
    /// The entry in place of the title while renaming; we hold a reference across rebuilds.
    package internal(set) var renameEntry: Widget?
    var isApplyingRename = false
    /// True from the moment focus enters the entry until the next frame: GTK may select the
    /// whole text then (on a focus move it makes itself), which the entry puts back.
    var renameFocusJustEntered = false
    /// Set once the window is going: its widgets must not be touched from later callbacks.
    private(set) var isClosed = false

    static let metrics = NavigationBarLayout.Metrics(padding: 6, itemSpacing: 4, sectionSpacing: 12, overflowButtonWidth: 34, minimumTitleWidth: 96)

    init(window: Widget) {
        Self.installStyle()
        menus = GtkMenuModelBuilder(insertingActionsInto: window, prefix: "deskkit-navbar")
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        bar = gtk_center_box_new()
        gtk_widget_add_css_class(bar, "deskkit-navigation-bar")
        startBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(Self.metrics.itemSpacing))
        centerBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(Self.metrics.itemSpacing))
        endBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(Self.metrics.itemSpacing))
        gtk_center_box_set_start_widget(OpaquePointer(bar), startBox)
        gtk_center_box_set_center_widget(OpaquePointer(bar), centerBox)
        gtk_center_box_set_end_widget(OpaquePointer(bar), endBox)
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scroller), bar)
        // Not a place for the keyboard itself (GTK would move the focus here when a focused
        // entry goes away); its buttons take it after F6.
        gtk_widget_set_focusable(scroller, cgtk_false)
        customizationPanel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_widget_add_css_class(customizationPanel, "deskkit-customize-toolbar")
        gtk_widget_set_visible(customizationPanel, cgtk_false)
        gtk_box_append(cgtk_box(widget), scroller)
        gtk_box_append(cgtk_box(widget), customizationPanel)
        gtk_widget_set_visible(widget, cgtk_false)
        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        GtkSignal.connect(focus, "leave") { [weak self] in self?.keyboardMayHaveLeft() }
        gtk_widget_add_controller(widget, cgtk_event_controller(focus))
        menus.onActivate = { [weak self] id in
            guard let self, let element = self.popoverElements[id] else { return }
            let activate = self.popoverActivate
            self.popoverDismissed = nil
            self.keyboardAnchor = nil
            // The menu closes before the element runs, which may open another popover or an entry.
            self.closePopover()
            activate?(element)
        }
    }

    isolated deinit {
        if let renameEntry { g_object_unref(UnsafeMutableRawPointer(renameEntry)) }
    }


    package var isVisible: Bool { gtk_widget_get_visible(widget) != cgtk_false }

    /// Lays the bar out again at `width` (the window's), or at the last width.
    func update(width newWidth: CGFloat? = nil) {
        guard !isClosed else { return }
        if let newWidth { width = newWidth }
        guard let item = navigationItem, item.showsBar else {
            gtk_widget_set_visible(widget, cgtk_false)
            content = nil
            return
        }
        gtk_widget_set_visible(widget, cgtk_true)
        applyAppearance(item.resolvedBarAppearance)
        guard width > 0 else { return }
        let measuring = NavigationBarMeasuring(
            itemWidth: { [unowned self] item in self.measuredWidth(of: item) },
            titleWidth: { [unowned self] title in self.measuredTitleWidth(title) })
        let content = item.barContent(width: width, measuring: measuring, metrics: Self.metrics)
        self.content = content
        let signature = Self.signature(of: content)
        if signature != shownSignature {
            shownSignature = signature
            rebuild(content)
        }
        // The title keeps the width the core gave it; GTK would shrink it first.
        if let title = content.layout.titlePlacement, let shown = placedWidgets.first(where: { $0.element == .title })?.widget {
            gtk_widget_set_size_request(shown, Int32(gtkCoordinate: title.width, .down), -1)
        }
        syncRenameEntry(content)
        updateCustomizationPanel(content)
        // Widgets made since F6 take the keyboard too.
        if isKeyboardInBar { setButtonsTakeKeyboard(true) }
    }

    /// Closes popovers and lets go of the entry; call before the window is destroyed.
    func close() {
        isClosed = true
        closePopover()
        if let renameEntry, let parent = gtk_widget_get_parent(renameEntry) {
            gtk_box_remove(cgtk_box(parent), renameEntry)
        }
    }

    /// Gives the keyboard back to the content when it was left in the bar, once GTK has moved it
    /// away from a closed popover or a removed entry (to the bar's first button, say).
    func returnFocusToContent() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                // An open popover or the rename entry has the keyboard.
                guard let self, !self.isClosed, self.renameEntry == nil, !self.isPopoverVisible, let content = self.contentWidget,
                      let root = gtk_widget_get_root(self.widget) else { return }
                // A menu opened from the keyboard and closed without a choice gives the keyboard
                // back to the button it opened from, as GTK does, wherever GTK put it meanwhile.
                if let element = self.keyboardAnchor,
                   let anchor = self.placedWidgets.first(where: { $0.element == element })?.widget {
                    self.keyboardAnchor = nil
                    self.setButtonsTakeKeyboard(true)
                    if gtk_widget_has_focus(anchor) != cgtk_false || gtk_widget_grab_focus(anchor) != cgtk_false { return }
                }
                self.keyboardAnchor = nil
                // Anything else: back to the content, if the keyboard was left in the bar or GTK
                // put it on the content's drawing area rather than the text view in it.
                if let focus = gtk_root_get_focus(root), focus != self.widget, focus != content,
                   gtk_widget_is_ancestor(focus, self.widget) == cgtk_false { return }
                if let focusContent = self.focusContent { focusContent() } else { _ = gtk_widget_grab_focus(content) }
            }
        }
    }

    // MARK: - Building

    /// What shows, as strings: when it changes the widgets are rebuilt. The rename entry's text
    /// is left out, so typing a name does not rebuild the entry under the keyboard.
    private static func signature(of content: NavigationBarContent) -> [String] {
        var result = ["\(content.style)", content.renameField == nil ? "title:\(content.title ?? "")" : "renaming",
                      "subtitle:\(content.subtitle ?? "")", "menu:\(content.hasTitleMenu)", "drag:\(content.isTitleDraggable)"]
        for placement in content.layout.placements {
            var entry = "\(placement.element)"
            if let item = content.item(for: placement.element) {
                entry += "|\(item.title ?? "")|\(item.image?.iconName ?? "")|\(item.isEnabled)|\(item.isSelected)|\(item.style)"
            }
            result.append(entry)
        }
        return result
    }

    private func rebuild(_ content: NavigationBarContent) {
        rebuildCount += 1
        titleDragContent = nil
        let entryHadFocus = renameEntryHasFocus
        for box in [startBox, centerBox, endBox] {
            while let child = gtk_widget_get_first_child(box) { gtk_box_remove(cgtk_box(box), child) }
        }
        placedWidgets = []
        for placement in content.layout.placements {
            guard let widget = makeWidget(for: placement.element, in: content) else { continue }
            let slot = slot(of: placement.element, style: content.style)
            let box = slot == .start ? startBox : (slot == .center ? centerBox : endBox)
            gtk_box_append(cgtk_box(box), widget)
            placedWidgets.append((placement.element, widget, slot))
        }
        if content.renameField == nil { dropRenameEntry() } else if entryHadFocus { focusRenameEntry(selecting: false) }
    }

    func slot(of element: NavigationBarLayout.Element, style: UINavigationItem.ItemStyle) -> Slot {
        switch element {
        case .backButton: .start
        case .title: style == .navigator ? .center : .start
        case .overflowButton: .end
        case let .item(reference, _), let .representative(reference):
            switch reference.section {
            case .leading: .start
            case .center: .center
            case .trailing, .pinnedTrailing: .end
            }
        }
    }

    private func makeWidget(for element: NavigationBarLayout.Element, in content: NavigationBarContent) -> Widget? {
        switch element {
        case .title:
            return content.renameField.map { makeRenameEntry(for: $0) } ?? makeTitle(content)
        case .overflowButton:
            let button = Self.iconButton("view-more-symbolic", tooltip: String(deskKit: "More"))
            GtkSignal.connect(button, "clicked") { [weak self] in
                guard let self else { return }
                self.openOverflowMenu(from: button)
            }
            return button
        case .backButton:
            guard let item = content.backButton else { return nil }
            let button = Self.makeButton(for: item, isRepresentative: false)
            GtkSignal.connect(button, "clicked") { item.performPrimaryAction() }
            return button
        case let .representative(reference):
            guard let group = content.group(reference), let item = group.representativeItem else { return nil }
            let button = Self.makeButton(for: item, isRepresentative: true)
            GtkSignal.connect(button, "clicked") { [weak self, weak group] in
                guard let self, let group else { return }
                self.showMenu(group.representativeMenu, from: button, kind: .group) { [weak self] element in
                    self?.application?.perform(element)
                }
            }
            return button
        case .item:
            guard let item = content.item(for: element) else { return nil }
            if item.systemItem == .flexibleSpace {
                let space = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
                gtk_widget_set_hexpand(space, cgtk_true)
                return space
            }
            if item.systemItem == .fixedSpace {
                let space = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
                gtk_widget_set_size_request(space, Int32(item.width), -1)
                return space
            }
            let button = Self.makeButton(for: item, isRepresentative: false)
            GtkSignal.connect(button, "clicked") { [weak self, weak item] in
                guard let self, let item else { return }
                if item.performPrimaryAction() { return }
                if let menu = item.menu {
                    self.showMenu(menu, from: button, kind: .itemMenu) { [weak self] element in
                        self?.application?.perform(element)
                    }
                }
            }
            return button
        }
    }

    /// The title: a button opening the title menu when there is one, else a label.
    private func makeTitle(_ content: NavigationBarContent) -> Widget {
        var label = gtk_label_new(content.title ?? "")!
        Self.makeBold(label)
        gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(cgtk_label(label), cgtk_true)
        if let subtitle = content.subtitle, !subtitle.isEmpty {
            // The subtitle in GTK's own caption style, under the title.
            let lines = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let second = gtk_label_new(subtitle)!
            gtk_widget_add_css_class(second, "caption")
            gtk_widget_add_css_class(second, "dim-label")
            gtk_label_set_ellipsize(cgtk_label(second), PANGO_ELLIPSIZE_END)
            gtk_box_append(cgtk_box(lines), label)
            gtk_box_append(cgtk_box(lines), second)
            gtk_widget_set_valign(lines, GTK_ALIGN_CENTER)
            label = lines
        }
        guard content.hasTitleMenu else {
            gtk_widget_set_margin_start(label, 8)
            gtk_widget_set_margin_end(label, 8)
            return label
        }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_box_append(cgtk_box(row), label)
        gtk_box_append(cgtk_box(row), gtk_image_new_from_icon_name("pan-down-symbolic"))
        let button = gtk_button_new()!
        gtk_button_set_child(Self.button(button), row)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "deskkit-navigation-title")
        Self.keepKeyboardAway(from: button)
        gtk_widget_set_tooltip_text(button, String(deskKit: "Document Menu"))
        cgtk_accessible_set_label(button, (navigationItem?.title ?? "") + ", Document Menu")
        GtkSignal.connect(button, "clicked") { [weak self] in
            guard let self else { return }
            self.openTitleMenu(from: button)
        }
        // Down opens the menu too, as it does on a focused menu button.
        let keys = UnsafeMutableRawPointer(gtk_event_controller_key_new()!)
        GtkSignal.connectKey(keys, "key-pressed") { [weak self] keyval, _, state in
            let modifiers = state & UInt32(GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
            guard let self, modifiers == 0, keyval == UInt32(GDK_KEY_Down) || keyval == UInt32(GDK_KEY_KP_Down) else { return false }
            self.openTitleMenu(from: button)
            return true
        }
        gtk_widget_add_controller(button, cgtk_event_controller(keys))
        if content.isTitleDraggable, let url = navigationItem?.documentProperties?.url {
            addTitleDrag(to: button, url: url)
        }
        return button
    }

    /// Lets the title be dragged out as the document's file (a URI list, which file managers and
    /// editors accept); the drag asks the app's drag items provider, which may write the file.
    private func addTitleDrag(to title: Widget, url: URL) {
        let source = gtk_drag_source_new()!
        let uris = url.absoluteString + "\r\n"
        titleDragContent = uris
        let bytes = uris.utf8CString.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count - 1)) }
        let provider = gdk_content_provider_new_for_bytes("text/uri-list", bytes)
        gtk_drag_source_set_content(source, provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
        g_bytes_unref(bytes)
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        GtkSignal.connectPointer(UnsafeMutableRawPointer(source), "drag-begin") { [weak self] _ in
            _ = self?.navigationItem?.beginTitleDrag()
        }
        gtk_widget_add_controller(title, cgtk_event_controller(UnsafeMutableRawPointer(source)))
    }

    /// A button for a bar item: its icon (with the title as tooltip), else its title; a
    /// representative item shows a small arrow, as it opens a menu of its group.
    static func makeButton(for item: UIBarButtonItem, isRepresentative: Bool) -> Widget {
        let name = item.title ?? item.accessibilityLabel ?? ""
        let button: Widget
        if let icon = item.image.map({ symbolicIcon($0.iconName) }) {
            if isRepresentative || (item.menu != nil && item.primaryAction == nil && item.action == nil) {
                button = gtk_button_new()
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)!
                gtk_box_append(cgtk_box(row), gtk_image_new_from_icon_name(icon))
                gtk_box_append(cgtk_box(row), gtk_image_new_from_icon_name("pan-down-symbolic"))
                gtk_button_set_child(Self.button(button), row)
            } else {
                button = gtk_button_new_from_icon_name(icon)
            }
            gtk_widget_set_tooltip_text(button, name)
            cgtk_accessible_set_label(button, name)  // an icon alone would be read as its class name
        } else {
            button = gtk_button_new_with_label(name)
        }
        gtk_widget_add_css_class(button, "flat")
        if item.style == .done || item.style == .prominent { gtk_widget_add_css_class(button, "suggested-action") }
        if item.isSelected { gtk_widget_add_css_class(button, "deskkit-selected") }
        gtk_widget_set_sensitive(button, item.isEnabled ? cgtk_true : cgtk_false)
        keepKeyboardAway(from: button)
        return button
    }

    /// A bar shows monochrome icons: the symbolic variant of a full-colour icon when the theme has one.
    static func symbolicIcon(_ name: String) -> String {
        guard !name.hasSuffix("-symbolic"), let display = gdk_display_get_default(),
              let theme = gtk_icon_theme_get_for_display(display),
              gtk_icon_theme_has_icon(theme, name + "-symbolic") != cgtk_false else { return name }
        return name + "-symbolic"
    }

    static func iconButton(_ icon: String, tooltip: String) -> Widget {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_tooltip_text(button, tooltip)
        cgtk_accessible_set_label(button, tooltip)
        keepKeyboardAway(from: button)
        return button
    }

    /// The keyboard stays with the content (keys reach the core's responder chain from there):
    /// a click never focuses a bar button, and only F6 makes the buttons take the keyboard
    /// (see ``focusBar()``), so GTK cannot leave the focus on one by itself.
    static func keepKeyboardAway(from button: Widget) {
        gtk_widget_set_focus_on_click(button, cgtk_false)
        gtk_widget_set_focusable(button, cgtk_false)
    }

    static func button(_ widget: Widget) -> UnsafeMutablePointer<GtkButton> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
    }

    // MARK: - Measuring

    /// The natural width of the button that would show `item`, cached by what it shows.
    private func measuredWidth(of item: UIBarButtonItem) -> CGFloat {
        if item.width > 0 { return item.width }
        if item.systemItem == .flexibleSpace { return 0 }
        let isRepresentative = item.buttonGroup?.representativeItem === item
        let key = "\(item.title ?? "")|\(item.image?.iconName ?? "")|\(isRepresentative)|\(item.menu != nil && item.primaryAction == nil && item.action == nil)|\(item.style)"
        if let width = widthCache[key] { return width }
        let width = Self.naturalWidth(of: Self.makeButton(for: item, isRepresentative: isRepresentative))
        widthCache[key] = width
        return width
    }

    private func measuredTitleWidth(_ title: String) -> CGFloat {
        let key = "title|\(title)"
        if let width = widthCache[key] { return width }
        let label = gtk_label_new(title)!
        Self.makeBold(label)
        // The label's padding inside the title button, and the menu arrow beside it.
        let width = Self.naturalWidth(of: label) + 40
        widthCache[key] = width
        return width
    }

    /// Measures an unparented widget, then frees it.
    private static func naturalWidth(of widget: Widget) -> CGFloat {
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return CGFloat(natural)
    }

    // MARK: - Style

    private static func installStyle() {
        GtkDisplayStyle.install("""
            .deskkit-navigation-bar { padding: 4px 6px; min-height: 34px; background-color: @theme_bg_color;
              border-bottom: 1px solid alpha(black, 0.18); }
            .deskkit-navigation-bar button.deskkit-selected { background-color: alpha(currentColor, 0.15); }
            .deskkit-navigation-bar button:focus-visible { outline: 2px solid @theme_selected_bg_color; outline-offset: -2px; }
            .deskkit-customize-toolbar { padding: 8px 12px; background-color: @theme_base_color;
              border-bottom: 1px solid alpha(black, 0.18); }
            .deskkit-customize-toolbar .deskkit-chip { border: 1px solid alpha(black, 0.18); border-radius: 6px; padding: 2px 4px; }
            .deskkit-rename-error { color: #c01c28; }
            """, named: "navigation-bar")
    }
}
