// MARK: - The find navigator's options menu

extension UIFindInteraction {
    /// Match Case, the word-matching choices, Regular Expression and Ignore Diacritics, checked
    /// from ``options``; choosing one changes the options, which searches again.
    package var standardOptionsMenuElements: [UIMenuElement] {
        let current = options
        let methods: [(String, UITextSearchOptions.WordMatchMethod)] = [
            (String(deskKit: "Contains"), .contains), (String(deskKit: "Starts With"), .startsWith), (String(deskKit: "Whole Words"), .fullWord),
        ]
        return [
            UIMenu(options: .displayInline, children: [
                optionToggle(String(deskKit: "Match Case"), isOn: !current.ignoresCase) { $0.ignoresCase.toggle() },
            ]),
            UIMenu(options: .displayInline, children: methods.map { title, method in
                optionToggle(title, isOn: current.wordMatchMethod == method) { $0.wordMatchMethod = method }
            }),
            UIMenu(options: .displayInline, children: [
                optionToggle(String(deskKit: "Regular Expression"), isOn: current.usesRegularExpression) { $0.usesRegularExpression.toggle() },
                optionToggle(String(deskKit: "Ignore Diacritics"), isOn: current.ignoresDiacritics) { $0.ignoresDiacritics.toggle() },
            ]),
        ]
    }

    /// The menu behind the navigator's magnifying glass: the standard elements, or what
    /// ``optionsMenuProvider`` makes of them.
    public var optionsMenu: UIMenu {
        let standard = standardOptionsMenuElements
        return optionsMenuProvider?(standard) ?? UIMenu(children: standard)
    }

    private func optionToggle(_ title: String, isOn: Bool,
                              _ change: @escaping @MainActor (inout FindNavigatorOptions) -> Void) -> UIAction {
        UIAction(title: title, state: isOn ? .on : .off) { [weak self] _ in
            guard let self else { return }
            var changed = self.options
            change(&changed)
            self.options = changed
        }
    }
}
