/// A text view's built-in edit menu: the interaction, and the delegate that asks the text
/// view's own delegate and adds data-detector actions for the selection.
@MainActor
final class _TextEditMenu: UIEditMenuInteractionDelegate {
    weak var textView: UITextView?
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)

    init(textView: UITextView) {
        self.textView = textView
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let textView, let delegate = textView.delegate else { return nil }
        return delegate.textView(textView, editMenuForTextIn: textView.selectedRange, suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        guard let textView else { return }
        textView.delegate?.textView(textView, willPresentEditMenuWith: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        guard let textView else { return }
        textView.delegate?.textView(textView, willDismissEditMenuWith: animator)
    }

    /// Conversions and lookups for the selected text, as a section ahead of the system actions.
    func detectedActions() -> UIMenu? {
        nil
    }
}
