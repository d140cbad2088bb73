import CGtk
import DeskKit
import Foundation

/// Puts the drawn content's accessibility elements on the accessibility bus.
///
/// GTK 4.8 takes no custom `GtkAccessible`, so each element is a widget that draws nothing and
/// takes no pointer input, laid over the drawn content at the element's frame (its bounds on
/// AT-SPI) and given the element's role, name, description and states. The document text is not
/// among them: GTK's own text view shows it.
///
/// GTK 4.8 has no call to set the focused state or add actions on an accessible, so the layer uses
/// what GTK derives itself: the element widgets are focusable and the layer moves GTK's focus to
/// the element the core focuses (GTK then reports `focused`), and each widget carries an action
/// group whose actions GTK lists on AT-SPI: `element.activate` and one per custom action.
@MainActor
package final class GtkAccessibilityLayer {
    /// One element as GTK shows it.
    package struct Shown: Equatable {
        /// The role GTK reports (button, image, list item…).
        package var role: GtkAccessibleRole
        /// The accessible name: the element's label.
        package var name: String
        /// The element's value and hint, joined.
        package var description: String
        /// Whether AT-SPI reports it selected.
        package var isSelected: Bool
        /// Whether AT-SPI reports it disabled.
        package var isDisabled: Bool
        /// Where the widget sits over the content, which AT-SPI gives as its bounds.
        package var frame: CGRect
        /// The names of the element's custom actions, offered after "activate".
        package var customActions: [String] = []
    }

    /// What a screen reader asked of an element.
    package enum Request {
        /// Activate it (its `accessibilityActivate()`, else a click at its middle).
        case activate
        /// Perform its custom action at this index.
        case customAction(Int)
        /// The keyboard or the reader moved onto it.
        case focus
    }

    /// Called with each request and the element it is for; the presenter passes it to the core.
    package var onRequest: (@MainActor (Request, ObjectIdentifier) -> Void)?

    @MainActor
    private final class Element {
        let widget: UnsafeMutablePointer<GtkWidget>
        let id: ObjectIdentifier
        var shown: Shown
        /// The element's actions, in the group inserted on its widget as `element`.
        private let actions = g_simple_action_group_new()!
        private var customActionNames: [String] = []
        weak var layer: GtkAccessibilityLayer?

        init(_ shown: Shown, id: ObjectIdentifier, layer: GtkAccessibilityLayer?) {
            widget = cgtk_accessible_element_new(shown.role)
            self.id = id
            self.layer = layer
            // Our own reference, so moving the widget in the overlay never frees it.
            g_object_ref_sink(UnsafeMutableRawPointer(widget))
            gtk_widget_set_can_target(widget, cgtk_false)
            // Focusable, so GTK reports the focused state when the layer moves the focus here.
            gtk_widget_set_focusable(widget, cgtk_true)
            gtk_widget_add_css_class(widget, "deskkit-element")
            gtk_widget_insert_action_group(widget, "element", OpaquePointer(actions))
            self.shown = shown
            if layer != nil {
                addAction("activate") { [weak self] in self?.request(.activate) }
                let focus = gtk_event_controller_focus_new()!
                GtkSignal.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in self?.request(.focus) }
                gtk_widget_add_controller(widget, focus)
            }
            apply(nil)
        }

        private func request(_ request: Request) {
            layer?.onRequest?(request, id)
        }

        private func addAction(_ name: String, _ body: @escaping @MainActor () -> Void) {
            let action = g_simple_action_new(name, nil)!
            GtkSignal.connectPointer(UnsafeMutableRawPointer(action), "activate") { _ in body() }
            g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(actions)), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }

        /// Replaces the custom actions with one per name, named so GTK accepts them.
        private func setCustomActions(_ names: [String]) {
            let map = cgtk_action_map(UnsafeMutableRawPointer(actions))
            for name in customActionNames { g_action_map_remove_action(map, name) }
            customActionNames = GtkAccessibilityLayer.actionNames(for: names)
            for (index, name) in customActionNames.enumerated() {
                addAction(name) { [weak self] in self?.request(.customAction(index)) }
            }
        }

        func apply(_ old: Shown?) {
            if layer != nil, old?.customActions != shown.customActions { setCustomActions(shown.customActions) }
            if old?.name != shown.name { cgtk_accessible_set_label(widget, shown.name) }
            if old?.description != shown.description { cgtk_accessible_set_description(widget, shown.description) }
            if old?.isSelected != shown.isSelected || old?.isDisabled != shown.isDisabled {
                cgtk_accessible_set_states(widget, shown.isSelected ? cgtk_true : cgtk_false,
                                           shown.isDisabled ? cgtk_true : cgtk_false)
            }
        }

        func remove() {
            if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
            g_object_unref(UnsafeMutableRawPointer(widget))
            g_object_unref(UnsafeMutableRawPointer(actions))
        }
    }

    private var elements: [ObjectIdentifier: Element] = [:]
    /// A status element named by the last announcement (GTK 4.8 has no call to announce).
    private var status: Element?
    /// The last announcement posted in this window (tests read it).
    package var announcement: String? { status?.shown.name }
    /// The elements in reading order, as they sit in the overlay.
    private var order: [ObjectIdentifier] = []

    /// What each element shows, in reading order (tests read it).
    package var shownElements: [Shown] { order.compactMap { elements[$0]?.shown } }

    /// The element GTK's focus is on, if it is one of the layer's.
    package var focusedElement: ObjectIdentifier? {
        elements.first { gtk_widget_has_focus($0.value.widget) != cgtk_false }?.key
    }

    /// The widget showing the element `id` (tests drive it as a screen reader would).
    package func widget(for id: ObjectIdentifier) -> UnsafeMutablePointer<GtkWidget>? {
        elements[id]?.widget
    }

    /// Whether `widget` is one of the element widgets.
    func owns(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        elements.values.contains { $0.widget == widget }
    }

    /// Brings the overlay's element widgets up to `nodes`: new ones are made, gone ones removed,
    /// changed ones updated, and the widgets re-ordered when the reading order changed. When
    /// `takingFocus`, GTK's focus moves to the node the core focuses.
    func sync(_ nodes: [AccessibilityNode], in overlay: UnsafeMutablePointer<GtkWidget>, takingFocus: Bool = false) {
        let nodes = nodes.filter { !$0.isTextView && $0.frame.width >= 1 && $0.frame.height >= 1 }
        var kept: [ObjectIdentifier: Element] = [:]
        var moved = false
        for node in nodes {
            let shown = Self.shown(node)
            if let element = elements[node.element], element.shown.role == shown.role {
                let old = element.shown
                element.shown = shown
                if old != shown { element.apply(old) }
                if old.frame != shown.frame { moved = true }
                kept[node.element] = element
            } else {
                elements[node.element]?.remove()
                kept[node.element] = Element(shown, id: node.element, layer: self)
            }
            elements[node.element] = nil
        }
        for element in elements.values { element.remove() }
        let newOrder = nodes.map(\.element)
        if newOrder != order || kept.values.contains(where: { gtk_widget_get_parent($0.widget) == nil }) {
            for id in newOrder {
                guard let widget = kept[id]?.widget else { continue }
                if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
                gtk_overlay_add_overlay(cgtk_overlay(overlay), widget)
            }
        } else if moved {
            gtk_widget_queue_allocate(overlay)
        }
        elements = kept
        order = newOrder
        if takingFocus, let focused = nodes.first(where: \.isFocused), let widget = kept[focused.element]?.widget,
           gtk_widget_has_focus(widget) == cgtk_false {
            _ = gtk_widget_grab_focus(widget)
        }
    }

    /// Where the overlay puts `child`, if it is one of the element widgets.
    func allocation(of child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle? {
        guard let frame = (status?.widget == child ? status : elements.values.first(where: { $0.widget == child }))?.shown.frame
        else { return nil }
        return GdkRectangle(x: Int32(gtkCoordinate: frame.minX), y: Int32(gtkCoordinate: frame.minY),
                            width: Int32(gtkCoordinate: frame.width), height: Int32(gtkCoordinate: frame.height))
    }

    /// Names the window's status element `text`, so a screen reader can read the announcement.
    func announce(_ text: String, in overlay: UnsafeMutablePointer<GtkWidget>) {
        let shown = Shown(role: GTK_ACCESSIBLE_ROLE_STATUS, name: text, description: "",
                          isSelected: false, isDisabled: false, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        if let status {
            let old = status.shown
            status.shown = shown
            status.apply(old)
        } else {
            let element = Element(shown, id: ObjectIdentifier(self), layer: nil)
            gtk_widget_set_focusable(element.widget, cgtk_false)
            gtk_overlay_add_overlay(cgtk_overlay(overlay), element.widget)
            status = element
        }
    }

    func removeAll() {
        status?.remove()
        status = nil
        for element in elements.values { element.remove() }
        elements = [:]
        order = []
    }

    /// The role, name, description and states a node gets on AT-SPI.
    static func shown(_ node: AccessibilityNode) -> Shown {
        Shown(role: role(for: node), name: node.label ?? "",
              description: [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". "),
              isSelected: node.traits.contains(.selected), isDisabled: node.traits.contains(.notEnabled),
              frame: node.frame, customActions: node.customActions)
    }

    /// GAction names for custom actions: the name in lower case with other characters as hyphens
    /// ("Delete Shape" becomes `delete-shape`), numbered where that leaves it empty or taken.
    nonisolated static func actionNames(for names: [String]) -> [String] {
        var used: Set<String> = ["activate"]
        return names.enumerated().map { index, name in
            var slug = ""
            for scalar in name.lowercased().unicodeScalars {
                if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                    slug.unicodeScalars.append(scalar)
                } else if !slug.isEmpty, !slug.hasSuffix("-") {
                    slug += "-"
                }
            }
            while slug.hasSuffix("-") { slug.removeLast() }
            if slug.isEmpty || used.contains(slug) { slug = "action-\(index + 1)" + (slug.isEmpty ? "" : "-\(slug)") }
            used.insert(slug)
            return slug
        }
    }

    /// The GTK role closest to the element's traits; cells are list items.
    static func role(for node: AccessibilityNode) -> GtkAccessibleRole {
        let traits = node.traits
        if traits.contains(.button) { return GTK_ACCESSIBLE_ROLE_BUTTON }
        if traits.contains(.link) { return GTK_ACCESSIBLE_ROLE_LINK }
        if traits.contains(.searchField) { return GTK_ACCESSIBLE_ROLE_SEARCH_BOX }
        if traits.contains(.image) { return GTK_ACCESSIBLE_ROLE_IMG }
        if traits.contains(.header) { return GTK_ACCESSIBLE_ROLE_HEADING }
        if node.isCollectionItem { return GTK_ACCESSIBLE_ROLE_LIST_ITEM }
        return GTK_ACCESSIBLE_ROLE_LABEL
    }
}
