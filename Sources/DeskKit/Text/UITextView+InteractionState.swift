import Foundation

/// What a text view restores after relaunch: selection, scroll position, first responder.
public struct TextViewInteractionState: Codable, Hashable, Sendable {
    /// The selection in UTF-8 bytes.
    public var selectedRange: Range<Int>
    /// How far the text was scrolled.
    public var contentOffset: CGPoint
    /// Whether the view had the keyboard.
    public var isFirstResponder: Bool

    /// A state to save with a scene and restore on relaunch.
    public init(selectedRange: Range<Int>, contentOffset: CGPoint, isFirstResponder: Bool) {
        self.selectedRange = selectedRange
        self.contentOffset = contentOffset
        self.isFirstResponder = isFirstResponder
    }
}

/// A text-editing view whose selection, scroll position and focus can be saved and restored.
@MainActor
protocol InteractionStateRestoring: UIResponder {
    var selectedByteRange: Range<Int> { get }
    var contentOffset: CGPoint { get set }
    func select(_ byteRange: Range<Int>)
}

extension InteractionStateRestoring {
    /// The state as UIKit types it (`Any`); its value is a ``TextViewInteractionState``.
    var currentInteractionState: Any {
        TextViewInteractionState(selectedRange: selectedByteRange, contentOffset: contentOffset, isFirstResponder: isFirstResponder)
    }

    /// Applies a ``TextViewInteractionState``; other values are ignored, as UIKit ignores state
    /// it does not recognize.
    func restoreInteractionState(_ value: Any) {
        guard let state = value as? TextViewInteractionState else { return }
        select(state.selectedRange)
        contentOffset = state.contentOffset
        if state.isFirstResponder { becomeFirstResponder() }
    }
}

// MARK: - State restoration

extension UITextView: InteractionStateRestoring {
    /// Selection, scroll position and first-responder status, restorable after relaunch.
    public var interactionState: Any {
        get { currentInteractionState }
        set { restoreInteractionState(newValue) }
    }
}
