import Foundation

/// Prints content with the platform's print dialog (GTK's on Linux), and exports it as PDF.
@preconcurrency @MainActor
open class UIPrintInteractionController {
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void

    public static let shared = UIPrintInteractionController()

    /// What is printed: text laid out in pages by the platform.
    open var printFormatter: UIPrintFormatter?
    open var printInfo: UIPrintInfo?
    private var completion: CompletionHandler?

    public static var isPrintingAvailable: Bool { true }

    /// Shows the print dialog; `completion` says whether a job was printed (or saved to a file).
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        guard printFormatter != nil, let presenter = UIApplication.shared.dialogPresenter as? PrintPresenter,
              let window = UIApplication.shared.keyWindow else {
            completion?(self, false, nil)
            return false
        }
        self.completion = completion
        presenter.presentPrint(self, in: window)
        return true
    }

    /// Writes the content as a PDF file without a dialog (DeskKit's addition, for Export).
    open func exportPDF(to url: URL) throws {
        guard let presenter = UIApplication.shared.dialogPresenter as? PrintPresenter else {
            throw PrintError.unavailable
        }
        try presenter.writePDF(of: self, to: url)
    }

    /// The platform's print dialog closed.
    package func finish(completed: Bool, error: Error?) {
        let completion = self.completion
        self.completion = nil
        completion?(self, completed, error)
    }

    public enum PrintError: Error, CustomStringConvertible {
        case unavailable
        case failed(String)

        public var description: String {
            switch self {
            case .unavailable: "Printing is not available here."
            case let .failed(reason): "Printing failed: \(reason)."
            }
        }
    }
}

/// Names a print job.
@preconcurrency @MainActor
open class UIPrintInfo {
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    open var jobName = ""
    open var outputType = OutputType.general

    public init() {}

    public static func printInfo() -> UIPrintInfo { UIPrintInfo() }
}

/// Content laid out in pages when printed.
@preconcurrency @MainActor
open class UIPrintFormatter {
    /// Margins around the content on each page, in points.
    open var perPageContentInsets = UIEdgeInsets(top: 72, left: 72, bottom: 72, right: 72)

    public init() {}
}

/// Plain text, printed in pages.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    open var text: String
    open var font: UIFont?

    public init(text: String) {
        self.text = text
        super.init()
    }
}

/// The platform side of printing.
@preconcurrency @MainActor
public protocol PrintPresenter: AnyObject {
    func presentPrint(_ controller: UIPrintInteractionController, in window: UIWindow)
    func writePDF(of controller: UIPrintInteractionController, to url: URL) throws
}
