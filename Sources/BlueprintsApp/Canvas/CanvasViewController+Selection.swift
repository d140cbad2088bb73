import DeskKit
import Foundation

// MARK: - Band selection and clicks

extension CanvasViewController {
    /// The seed's band handler: the shapes under the band combine with the selection the band
    /// began with as the modifiers held then say.
    func bandSelectionChanged(_ interaction: UIBandSelectionInteraction) {
        switch interaction.state {
        case .began:
            let base = selectionBeforeEmptyClick ?? Set(selectedShapes.map(ObjectIdentifier.init))
            selectionBeforeEmptyClick = nil
            bandStart = (base, interaction.initialModifierFlags)
            selectItems(in: interaction.selectionRect)
        case .selecting:
            selectItems(in: interaction.selectionRect)
        case .ended:
            bandStart = nil
        case .cancelled:
            if let base = bandStart?.base { select(shapes.filter { base.contains(ObjectIdentifier($0)) }) }
            bandStart = nil
        case .possible:
            break
        }
    }

    /// Plain: the shapes under `rect`; Shift: those added to the start; Ctrl: those toggled from it.
    private func selectItems(in rect: CGRect) {
        guard let (base, modifiers) = bandStart, !rect.isNull else { return }
        let inBand = Set(shapes.filter { $0.frame.intersects(rect) }.map(ObjectIdentifier.init))
        let selected: Set<ObjectIdentifier>
        if modifiers.contains(.command) {
            selected = base.symmetricDifference(inBand)
        } else if modifiers.contains(.shift) {
            selected = base.union(inBand)
        } else {
            selected = inBand
        }
        let chosen = shapes.filter { selected.contains(ObjectIdentifier($0)) }
        guard chosen.map(ObjectIdentifier.init) != selectedShapes.map(ObjectIdentifier.init) else { return }
        select(chosen)
    }

    /// A click on a shape selects it (keeping a selection it is part of, so it can be dragged
    /// together with it); a click on empty canvas clears the selection.
    func didClick(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: view)
        guard !(view.hitTest(location, with: nil) is CanvasResizeHandle),
              !tray.frame.contains(location) else { return }
        guard let shape = shape(at: location) else {
            selectionBeforeEmptyClick = Set(selectedShapes.map(ObjectIdentifier.init))
            select([])
            return
        }
        selectionBeforeEmptyClick = nil
        if !shape.isSelected { select([shape]) }
    }

    /// The seed's tap: on a shape, selects it and presents the edit menu from the tap.
    func didTap(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: view)
        guard let shape = shape(at: location) else {
            select([])
            return
        }
        if !shape.isSelected { select([shape]) }
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)
        if let interaction = editMenuInteraction {
            interaction.presentEditMenu(with: configuration)
        }
    }

    /// From the keyboard: the edit menu around the topmost selected shape.
    func showEditMenu(_ sender: Any?) {
        guard let shape = selectedShapes.last, let interaction = editMenuInteraction else { return }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: shape.frame.midX, y: shape.frame.midY)))
    }
}

// MARK: - The edit menu, as the seed customizes it

extension CanvasViewController: UIEditMenuInteractionDelegate {
    /// Around the shape the menu is for, so the menu never covers it.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        shape(at: configuration.sourcePoint)?.frame ?? .null
    }

    /// The system's actions for the shape, then Duplicate.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let shape = shape(at: configuration.sourcePoint) else { return nil }
        // A secondary click on a shape outside the selection selects it, as desktop apps do.
        if !shape.isSelected { select([shape]) }
        let duplicateAction = UIAction(title: String(localized: "Duplicate", bundle: .module), image: UIImage(systemName: "plus.square.on.square")) { [weak self, weak shape] _ in
            guard let self, let shape else { return }
            self.duplicate(self.targets(for: shape))
        }
        return UIMenu(children: suggestedActions + [duplicateAction])
    }
}
