import Foundation

/// Accessibility values set on a view, each nil until set.
struct AccessibilityOverrides {
    var isElement: Bool?
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
}

// MARK: - Defaults for DeskKit's own views

extension UIView {
    /// Labels, text views and collection view cells are elements; other views are containers.
    var defaultIsAccessibilityElement: Bool {
        self is UILabel || self is UITextView || self is UICollectionViewCell
    }

    /// A label's text; for a cell, the texts of its visible labels joined by commas, in order.
    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let cell = self as? UICollectionViewCell {
            let texts = labelTexts(in: self, skipping: cell.outlineChevron)
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        }
        return nil
    }

    /// A text view's text; for an outline cell, whether its item is expanded or collapsed (said
    /// in words instead of its chevron).
    var defaultAccessibilityValue: String? {
        if let cell = self as? UICollectionViewCell, cell.outlineChevron != nil {
            return cell.isOutlineExpanded ? String(deskKit: "expanded") : String(deskKit: "collapsed")
        }
        return (self as? UITextView)?.text
    }

    /// Static text for labels; `.selected` for a selected cell.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        if self is UILabel { return .staticText }
        if let cell = self as? UICollectionViewCell, cell.isSelected { return .selected }
        return .none
    }

    private func labelTexts(in view: UIView, skipping skipped: UIView? = nil) -> [String] {
        view.subviews.filter { !$0.isHidden && $0 !== skipped }.flatMap { subview -> [String] in
            if let text = (subview as? UILabel)?.text, !text.isEmpty { return [text] }
            return labelTexts(in: subview, skipping: skipped)
        }
    }
}

// MARK: - The elements a screen reader reaches

/// One accessibility element as a presenter shows it: what it is called, what it is, and where.
package struct AccessibilityNode: Equatable {
    /// The view or `UIAccessibilityElement` behind the node.
    package let element: ObjectIdentifier
    package var label: String?
    package var value: String?
    package var hint: String?
    package var traits: UIAccessibilityTraits
    /// The element's rectangle in window coordinates.
    package var frame: CGRect
    /// Whether the element is a collection view cell (shown as an item of a list).
    package var isCollectionItem: Bool
    /// Whether the element is a text view (which a presenter may show with its own text widget).
    package var isTextView: Bool
    /// Whether the element is, or holds, the window's first responder.
    package var isFocused: Bool
    /// The names of its custom actions.
    package var customActions: [String]
}

extension UIView {
    /// Every accessibility element in this view, in reading order: views that are elements
    /// (their subviews are not visited), the entries of `accessibilityElements` where a view
    /// lists them, else its visible subviews front to back as they are drawn.
    ///
    /// The focused node is the element assistive technology is on when it is among them, else
    /// the element holding the window's first responder.
    package func accessibilityNodes() -> [AccessibilityNode] {
        var entries: [(object: AnyObject, node: AccessibilityNode)] = []
        let firstResponder = window?.firstResponder as? UIView
        collectAccessibilityNodes(into: &entries, firstResponder: firstResponder)
        if let index = entries.firstIndex(where: { UIAccessibility.isFocused($0.object) }) {
            for other in entries.indices { entries[other].node.isFocused = other == index }
        }
        return entries.map(\.node)
    }

    /// The view or `UIAccessibilityElement` behind the node with `id`, if it is still shown here.
    package func accessibilityObject(for id: ObjectIdentifier) -> AnyObject? {
        var entries: [(object: AnyObject, node: AccessibilityNode)] = []
        collectAccessibilityNodes(into: &entries, firstResponder: nil)
        return entries.first { $0.node.element == id }?.object
    }

    private func collectAccessibilityNodes(into nodes: inout [(object: AnyObject, node: AccessibilityNode)], firstResponder: UIView?) {
        guard !isHidden, alpha > 0.01, !accessibilityElementsHidden else { return }
        if isAccessibilityElement {
            nodes.append((self, AccessibilityNode(
                // A text view's value is its whole text: presenters read it from their text widget
                // rather than copying a large document on every frame.
                element: ObjectIdentifier(self), label: accessibilityLabel,
                value: self is UITextView ? nil : accessibilityValue,
                hint: accessibilityHint, traits: accessibilityTraits, frame: accessibilityFrame,
                isCollectionItem: self is UICollectionViewCell, isTextView: self is UITextView,
                isFocused: firstResponder.map { $0.isDescendant(of: self) } ?? false,
                customActions: accessibilityCustomActions?.map(\.name) ?? [])))
            return
        }
        guard let elements = accessibilityElements else {
            for subview in subviews { subview.collectAccessibilityNodes(into: &nodes, firstResponder: firstResponder) }
            return
        }
        for element in elements {
            if let view = element as? UIView {
                view.collectAccessibilityNodes(into: &nodes, firstResponder: firstResponder)
            } else if let element = element as? UIAccessibilityElement, element.isAccessibilityElement {
                nodes.append((element, AccessibilityNode(
                    element: ObjectIdentifier(element), label: element.accessibilityLabel,
                    value: element.accessibilityValue, hint: element.accessibilityHint,
                    traits: element.accessibilityTraits, frame: element.accessibilityFrame,
                    isCollectionItem: false, isTextView: false, isFocused: false,
                    customActions: element.accessibilityCustomActions?.map(\.name) ?? [])))
            }
        }
    }
}
