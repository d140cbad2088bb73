import DeskKit
import Foundation

// MARK: - Alerts, file choosers and sheets

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

    /// The sheet windows showing, oldest first, each with the window it sits over.
    public var sheets: [(sheet: UIWindow, parent: UIWindow)] { recorder.sheets }

    /// Closes the newest sheet as its window's close button does: the user's dismissal, which
    /// `isModalInPresentation` and the presentation delegate may refuse. False when none shows
    /// or it was refused.
    @discardableResult
    public func closeSheet() -> Bool {
        guard let controller = recorder.sheets.last?.sheet.rootViewController else { return false }
        let closed = controller.presentationController?.dismissFromUser() ?? false
        settle()
        return closed
    }
}
