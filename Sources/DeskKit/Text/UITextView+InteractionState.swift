import Foundation

/// What a text view restores after relaunch: selection, scroll position, first responder.
public struct TextViewInteractionState: Codable, Hashable, Sendable {
    /// The selection in UTF-8 bytes.
    public var selectedRange: Range<Int>
    public var contentOffset: CGPoint
    public var isFirstResponder: Bool

    public init(selectedRange: Range<Int>, contentOffset: CGPoint, isFirstResponder: Bool) {
        self.selectedRange = selectedRange
        self.contentOffset = contentOffset
        self.isFirstResponder = isFirstResponder
    }
}

// MARK: - State restoration

extension UITextView {
    /// The interaction state as UIKit types it (`Any`); its value is a ``TextViewInteractionState``.
    ///
    /// Setting a value of another type is ignored, as UIKit ignores state it does not recognize.
    public var interactionState: Any {
        get {
            TextViewInteractionState(selectedRange: selectedByteRange, contentOffset: contentOffset, isFirstResponder: isFirstResponder)
        }
        set {
            guard let state = newValue as? TextViewInteractionState else { return }
            select(state.selectedRange)
            contentOffset = state.contentOffset
            if state.isFirstResponder { becomeFirstResponder() }
        }
    }
}
