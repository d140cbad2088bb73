import CGtk
import DeskKit
import Foundation

/// Puts the drawn content's accessibility elements on the accessibility bus.
///
/// GTK 4.8 takes no custom `GtkAccessible`, so each element is a widget that draws nothing and
/// takes no pointer input, laid over the drawn content at the element's frame (its bounds on
/// AT-SPI) and given the element's role, name, description and states. The document text is not
/// among them: GTK's own text view shows it.
@MainActor
package final class GtkAccessibilityLayer {
    /// One element as GTK shows it.
    package struct Shown: Equatable {
        package var role: GtkAccessibleRole
        package var name: String
        package var description: String
        package var isSelected: Bool
        package var isDisabled: Bool
        package var frame: CGRect
    }

    private final class Element {
        let widget: UnsafeMutablePointer<GtkWidget>
        var shown: Shown

        init(_ shown: Shown) {
            widget = cgtk_accessible_element_new(shown.role)
            // Our own reference, so moving the widget in the overlay never frees it.
            g_object_ref_sink(UnsafeMutableRawPointer(widget))
            gtk_widget_set_can_target(widget, cgtk_false)
            gtk_widget_set_focusable(widget, cgtk_false)
            self.shown = shown
            apply(nil)
        }

        func apply(_ old: Shown?) {
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

    /// Brings the overlay's element widgets up to `nodes`: new ones are made, gone ones removed,
    /// changed ones updated, and the widgets re-ordered when the reading order changed.
    func sync(_ nodes: [AccessibilityNode], in overlay: UnsafeMutablePointer<GtkWidget>) {
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
                kept[node.element] = Element(shown)
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
    }

    /// Where the overlay puts `child`, if it is one of the element widgets.
    func allocation(of child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle? {
        guard let frame = (status?.widget == child ? status : elements.values.first(where: { $0.widget == child }))?.shown.frame
        else { return nil }
        return GdkRectangle(x: Int32(frame.minX.rounded()), y: Int32(frame.minY.rounded()),
                            width: Int32(frame.width.rounded()), height: Int32(frame.height.rounded()))
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
            let element = Element(shown)
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
              frame: node.frame)
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
