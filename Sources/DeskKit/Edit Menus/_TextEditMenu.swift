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
    ///
    /// Long selections are not entities anyone looks up, so they get none: detection stays
    /// cheap whatever the selection's size.
    func detectedActions() -> UIMenu? {
        guard let textView, !textView.selectedByteRange.isEmpty,
              textView.selectedByteRange.count <= Self.maximumDetectedSelection,
              let selected = textView.text(in: TextRange(textView.selectedByteRange, version: textView.textStorage.version)) else { return nil }
        let matches = DataDetector().matches(in: selected)
        return DataDetectorMenu.menu(for: matches, application: textView.window?.windowScene?.application)
    }

    /// The longest selection, in UTF-8 bytes, that data detectors look at.
    static let maximumDetectedSelection = 2_000
}
