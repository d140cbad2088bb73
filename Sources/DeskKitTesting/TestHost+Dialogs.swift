import DeskKit
import Foundation

// MARK: - Alerts and file choosers

extension TestHost {
    /// The alert showing, if any (the newest).
    public var alert: UIAlertController? { recorder.dialogs.last { $0 is UIAlertController } as? UIAlertController }

    /// The titles of the showing alert's buttons.
    public var alertActionTitles: [String] { alert?.actions.compactMap(\.title) ?? [] }

    /// Chooses the showing alert's button titled `title`; false when there is none.
    @discardableResult
    public func chooseAlertAction(_ title: String) -> Bool {
        guard let alert, let action = alert.actions.first(where: { $0.title == title }), action.isEnabled else { return false }
        alert.choose(action)
        return true
    }

    /// The file chooser showing, if any.
    public var documentPicker: UIDocumentPickerViewController? {
        recorder.dialogs.last { $0 is UIDocumentPickerViewController } as? UIDocumentPickerViewController
    }

    /// Answers the showing file chooser with `urls` (none cancels it); false when none shows.
    @discardableResult
    public func pickDocuments(_ urls: [URL]) -> Bool {
        guard let picker = documentPicker else { return false }
        picker.finish(with: urls)
        return true
    }
}
