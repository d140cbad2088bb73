import DeskKit
import Foundation
import Testing

/// The accessibility elements a screen reader reaches in a window, with the defaults DeskKit's
/// own views give them, and the announcements an app posts.
@MainActor
struct AccessibilityElementTests {
    private func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func labelsAreStaticTextNamedByTheirText() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 20))
        label.text = "Walls"
        let box = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        box.addSubview(label)
        let nodes = window(box).accessibilityNodes()
        #expect(nodes.map(\.label) == ["Walls"])
        #expect(nodes.first?.traits == .staticText)
        #expect(nodes.first?.frame == CGRect(x: 60, y: 70, width: 100, height: 20), "window coordinates")
        #expect(!box.isAccessibilityElement, "a plain view is a container")
    }

    @Test func explicitValuesReplaceTheDefaults() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "3"
        label.accessibilityLabel = "Three shapes"
        label.accessibilityHint = "Counts the shapes"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let node = window(label).accessibilityNodes().first
        #expect(node?.label == "Three shapes")
        #expect(node?.hint == "Counts the shapes")
        #expect(node?.traits == [.staticText, .updatesFrequently])
        #expect(node?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "3", "clearing the label brings the text back")
        label.isAccessibilityElement = false
        #expect(window(label).accessibilityNodes().isEmpty)
    }

    @Test func hiddenViewsAndHiddenElementsAreSkipped() {
        let shown = UILabel(frame: .zero)
        shown.text = "Shown"
        let hidden = UILabel(frame: .zero)
        hidden.text = "Hidden"
        hidden.isHidden = true
        let transparent = UILabel(frame: .zero)
        transparent.text = "Transparent"
        transparent.alpha = 0
        let inner = UILabel(frame: .zero)
        inner.text = "Inner"
        let silenced = UIView(frame: .zero)
        silenced.addSubview(inner)
        silenced.accessibilityElementsHidden = true
        #expect(window(shown, hidden, transparent, silenced).accessibilityNodes().map(\.label) == ["Shown"])
    }

    @Test func cellsAreNamedByTheirLabelsAndReadSelected() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let empty = UILabel(frame: .zero)
        let title = UILabel(frame: .zero)
        title.text = "Garden shed"
        let preview = UILabel(frame: .zero)
        preview.text = "Walls: spruce"
        cell.contentView.addSubview(empty)
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(preview)
        var nodes = window(cell).accessibilityNodes()
        #expect(nodes.map(\.label) == ["Garden shed, Walls: spruce"], "one element for the cell, its labels not read again")
        #expect(nodes.first?.isCollectionItem == true)
        #expect(nodes.first?.traits == UIAccessibilityTraits.none)
        cell.isSelected = true
        nodes = window(cell).accessibilityNodes()
        #expect(nodes.first?.traits == .selected)
    }

    @Test func accessibilityElementsReplaceSubviewsInTheGivenOrder() {
        let strip = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        let ignored = UILabel(frame: .zero)
        ignored.text = "Not listed"
        strip.addSubview(ignored)
        let second = UIAccessibilityElement(accessibilityContainer: strip)
        second.accessibilityLabel = "Second"
        second.accessibilityTraits = [.button, .selected]
        second.accessibilityFrameInContainerSpace = CGRect(x: 150, y: 0, width: 100, height: 40)
        let first = UIAccessibilityElement(accessibilityContainer: strip)
        first.accessibilityLabel = "First"
        first.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 100, height: 40)
        let off = UIAccessibilityElement(accessibilityContainer: strip)
        off.accessibilityLabel = "Off"
        off.isAccessibilityElement = false
        strip.accessibilityElements = [first, second, off]
        let nodes = window(strip).accessibilityNodes()
        #expect(nodes.map(\.label) == ["First", "Second"])
        #expect(nodes.last?.frame == CGRect(x: 150, y: 100, width: 100, height: 40), "follows the container")
        #expect(nodes.last?.traits == [.button, .selected])
        strip.frame.origin.y = 0
        #expect(second.accessibilityFrame.minY == 0)
    }

    @Test func theFirstResponderReadsAsFocused() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Walls"
        let label = UILabel(frame: .zero)
        label.text = "Title"
        let window = window(label, textView)
        #expect(textView.becomeFirstResponder())
        let nodes = window.accessibilityNodes()
        #expect(nodes.map(\.isFocused) == [false, true])
        #expect(nodes.last?.isTextView == true)
        #expect(textView.accessibilityValue == "Walls")
    }

    @Test func customActionsRunTheirHandler() {
        var runs = 0
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in
            runs += 1
            return true
        }
        let label = UILabel(frame: .zero)
        label.text = "Porch"
        label.accessibilityCustomActions = [action]
        #expect(window(label).accessibilityNodes().first?.customActions == ["Delete"])
        #expect(action.perform())
        #expect(runs == 1)
    }

    @Test func barItemsAreNamedByTheirTitle() {
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        #expect(item.accessibilityLabel == "Share")
        item.accessibilityLabel = "Share document"
        #expect(item.accessibilityLabel == "Share document")
        item.accessibilityLabel = nil
        #expect(item.accessibilityLabel == "Share")
    }

    @Test func announcementsReachObserversUntilRemoved() {
        var heard: [String] = []
        let token = UIAccessibility.addObserver { posting in
            if posting.notification == .announcement, let text = posting.text { heard.append(text) }
        }
        UIAccessibility.post(notification: .announcement, argument: "3 of 9")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.removeObserver(token)
        UIAccessibility.post(notification: .announcement, argument: "4 of 9")
        #expect(heard == ["3 of 9"])
    }
}
