import Foundation

/// The edit menu of a text input view (``UITextView``, ``UITextField`` or any view adopting
/// ``UITextInput``): the interaction, and the delegate that asks the view's own delegate (or
/// the view) for the menu and adds data-detector actions for the selection.
@MainActor
final class _TextEditMenu: UIEditMenuInteractionDelegate {
    weak var view: UIView?
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)

    init(view: UIView) {
        self.view = view
    }

    /// The menu of a text input view: a text view's or field's own, else one kept for the view;
    /// nil for views that do not edit text.
    static func of(_ view: UIView) -> _TextEditMenu? {
        switch view {
        case let textView as UITextView: return textView.textEditMenu
        case let field as UITextField: return field.textEditMenu
        case is UITextInput:
            customMenus.removeAll { $0.view == nil }
            if let menu = customMenus.first(where: { $0.view === view }) { return menu }
            let menu = _TextEditMenu(view: view)
            customMenus.append(menu)
            return menu
        default: return nil
        }
    }

    /// Menus of views that adopt ``UITextInput`` themselves, which have nowhere to keep one.
    private static var customMenus: [_TextEditMenu] = []

    /// Shows the menu at `point` (in the view), compact or as a context menu; false when the
    /// menu is empty. The view becomes first responder, as a tap or right-click makes it.
    @discardableResult
    func present(at point: CGPoint, as kind: EditMenuPresentation.Kind) -> Bool {
        guard let view else { return false }
        if !view.isFirstResponder { view.becomeFirstResponder() }
        if interaction.view !== view { view.addInteraction(interaction) }
        return interaction.present(UIEditMenuConfiguration(identifier: nil, sourcePoint: point), as: kind)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        switch view {
        case let textView as UITextView:
            return textView.textViewDelegate?.textView(textView, editMenuForTextIn: textView.selectedRange, suggestedActions: suggestedActions)
        case let field as UITextField:
            return field.delegate?.textField(field, editMenuForCharactersIn: field.selectedUTF16Range, suggestedActions: suggestedActions)
        case let input as UITextInput:
            guard let range = input.selectedTextRange else { return nil }
            return input.editMenu(for: range, suggestedActions: suggestedActions)
        default:
            return nil
        }
    }

    /// A text view's menu points at its selection (or caret) where the presenter knows where
    /// it is drawn; otherwise at the click or tap.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        guard let textView = view as? UITextView, let presenter = textView.window?.windowScene?.application?.presenter,
              let rect = presenter.textRect(for: textView.selectedByteRange, in: textView) else { return .null }
        let visible = rect.intersection(textView.bounds)
        return visible.isNull ? .null : visible
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        switch view {
        case let textView as UITextView: textView.textViewDelegate?.textView(textView, willPresentEditMenuWith: animator)
        case let field as UITextField: field.delegate?.textField(field, willPresentEditMenuWith: animator)
        case let input as UITextInput: input.willPresentEditMenu(with: animator)
        default: break
        }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        switch view {
        case let textView as UITextView: textView.textViewDelegate?.textView(textView, willDismissEditMenuWith: animator)
        case let field as UITextField: field.delegate?.textField(field, willDismissEditMenuWith: animator)
        case let input as UITextInput: input.willDismissEditMenu(with: animator)
        default: break
        }
    }

    /// Conversions and lookups for the selected text, as a section ahead of the system actions.
    ///
    /// Long selections are not entities anyone looks up, so they get none: detection stays
    /// cheap whatever the selection's size.
    func detectedActions() -> UIMenu? {
        guard let view, let input = view as? UITextInput, let range = input.selectedTextRange, !range.isEmpty else { return nil }
        if let textView = view as? UITextView, textView.selectedByteRange.count > Self.maximumDetectedSelection { return nil }
        guard let selected = input.text(in: range), selected.utf8.count <= Self.maximumDetectedSelection else { return nil }
        let matches = DataDetector().matches(in: selected)
        return DataDetectorMenu.menu(for: matches, application: view.window?.windowScene?.application)
    }

    /// The longest selection, in UTF-8 bytes, that data detectors look at.
    static let maximumDetectedSelection = 2_000
}
