import CGtk
import DeskKit
import Foundation

// MARK: - Alerts, file choosers and printing

extension GtkPresenter: PrintPresenter {
    /// Shows `alert` as a modal GTK window over `window`.
    package func presentAlert(_ alert: UIAlertController, in window: UIWindow) {
        guard let host = host(for: window) else {
            alert.cancelAction.map(alert.choose)
            return
        }
        let dialog = GtkAlertWindow(alert: alert, over: host.gtkWindow)
        dialog.onClose = { [weak self, weak alert] in
            self?.openDialogs.removeAll { $0.controller === alert || $0.controller == nil }
        }
        openDialogs.append(GtkOpenDialog(controller: alert, close: dialog.close, alertWindow: dialog))
        dialog.present()
    }

    /// Shows `picker` as GTK's file chooser over `window`.
    package func presentDocumentPicker(_ picker: UIDocumentPickerViewController, in window: UIWindow) {
        guard let host = host(for: window) else {
            picker.finish(with: [])
            return
        }
        let chooser = GtkDocumentChooser(picker: picker, over: host.gtkWindow)
        chooser.onClose = { [weak self, weak picker] in
            self?.openDialogs.removeAll { $0.controller === picker || $0.controller == nil }
        }
        openDialogs.append(GtkOpenDialog(controller: picker, close: chooser.close, documentChooser: chooser))
        chooser.present()
    }

    /// Closes the alert, file chooser or sheet showing `controller`.
    package func dismissDialog(_ controller: UIViewController) {
        openDialogs.first { $0.controller === controller }?.close()
    }

    /// Shows GTK's print dialog for the controller's text over `window`.
    package func presentPrint(_ controller: UIPrintInteractionController, in window: UIWindow) {
        guard let host = host(for: window), let printer = textPrinter(for: controller) else {
            controller.finish(completed: false, error: UIPrintInteractionController.PrintError.unavailable)
            return
        }
        activePrinter = printer
        printer.runDialog(over: host.gtkWindow) { [weak self] completed, error in
            self?.activePrinter = nil
            controller.finish(completed: completed, error: error)
        }
    }

    /// Prints the controller's text to a PDF file at `url` without a dialog.
    package func writePDF(of controller: UIPrintInteractionController, to url: URL) throws {
        guard let printer = textPrinter(for: controller) else { throw UIPrintInteractionController.PrintError.unavailable }
        try printer.exportPDF(to: url)
    }

    private func textPrinter(for controller: UIPrintInteractionController) -> GtkTextPrinter? {
        guard let formatter = controller.printFormatter as? UISimpleTextPrintFormatter else { return nil }
        return GtkTextPrinter(text: formatter.text, fontSize: Double(formatter.font?.pointSize ?? 11),
                              insets: formatter.perPageContentInsets, jobName: controller.printInfo?.jobName ?? "")
    }

    /// The alert showing over a window, if any (tests read and answer it).
    package var alertWindow: GtkAlertWindow? { openDialogs.last { $0.alertWindow != nil }?.alertWindow }
    /// The file chooser showing, if any.
    package var documentChooser: GtkDocumentChooser? { openDialogs.last { $0.documentChooser != nil }?.documentChooser }
}

/// A dialog or sheet GTK shows for a core controller, held until it closes.
@MainActor
struct GtkOpenDialog {
    weak var controller: UIViewController?
    let close: @MainActor () -> Void
    var alertWindow: GtkAlertWindow?
    var documentChooser: GtkDocumentChooser?
    var sheetHost: GtkWindowHost?
}
