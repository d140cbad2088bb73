// MARK: - Find commands for any view with a find interaction

extension UIView {
    /// The find interaction installed on the view, if any.
    var installedFindInteraction: UIFindInteraction? {
        for case let interaction as UIFindInteraction in interactions { return interaction }
        return nil
    }

    /// Whether the view's find interaction takes `action`: Find, Find Next and Find Previous
    /// always; Find and Replace when the view takes typing; Use Selection for Find when a text
    /// input view has selected text.
    func canPerformFindInteractionAction(_ action: Selector) -> Bool {
        guard installedFindInteraction != nil else { return false }
        switch action {
        case .find, .findNext, .findPrevious: return true
        case .findAndReplace: return self is UIKeyInput
        case .useSelectionForFind: return selectedTextForFind != nil
        default: return false
        }
    }

    /// Performs a find action the view does not implement itself through its find interaction;
    /// false when it has none or the action is not a find action.
    func performFindInteractionAction(_ action: Selector) -> Bool {
        guard let interaction = installedFindInteraction, canPerformFindInteractionAction(action) else { return false }
        switch action {
        case .find: interaction.presentFindNavigator(showingReplace: false)
        case .findAndReplace: interaction.presentFindNavigator(showingReplace: true)
        case .findNext: interaction.findNext()
        case .findPrevious: interaction.findPrevious()
        case .useSelectionForFind: interaction.searchText = selectedTextForFind
        default: return false
        }
        return true
    }

    /// The selected text of a text input view, when some is selected.
    private var selectedTextForFind: String? {
        guard let input = self as? UITextInput, let range = input.selectedTextRange, !range.isEmpty,
              let text = input.text(in: range), !text.isEmpty else { return nil }
        return text
    }
}
