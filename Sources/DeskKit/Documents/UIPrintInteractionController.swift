import Foundation

/// Prints content with the platform's print dialog (GTK's on Linux), and exports it as PDF.
@preconcurrency @MainActor
open class UIPrintInteractionController {
    /// Receives the controller, whether a job was printed or saved to a file, and an error if any.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, Error?) -> Void

    /// The one controller apps print with; set its formatter and info before presenting.
    public static let shared = UIPrintInteractionController()

    /// What is printed: text laid out in pages by the platform.
    open var printFormatter: UIPrintFormatter?
    /// The job's name shown in the print queue; nil prints an unnamed job.
    open var printInfo: UIPrintInfo?
    private var completion: CompletionHandler?

    /// A controller of its own; most apps use ``shared``.
    public init() {}

    /// Always true: GTK's print dialog can print to a printer or to a file.
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

    /// Why printing or PDF export could not be done.
    public enum PrintError: Error, CustomStringConvertible {
        /// No presenter that prints is attached, as in a headless host.
        case unavailable
        /// The platform reported a failure; the reason is its words.
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
    /// The kind of content a job holds, kept for source compatibility.
    public enum OutputType: Int, Sendable { /** A kind of content; GTK's print operation treats them all alike. */ case general, photo, grayscale, photoGrayscale }
    /// The name GTK gives the print job, shown in the print queue.
    open var jobName = ""
    /// `.general` by default; GTK's print operation does not read it.
    open var outputType = OutputType.general

    /// Info with an empty job name and the general output type.
    public init() {}

    /// Info read from a dictionary UIKit saved; DeskKit saves none, so this is ``init()``'s info
    /// with the job name and output type the dictionary gives, if any.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        if let name = dictionary?["jobName"] as? String { jobName = name }
        if let raw = dictionary?["outputType"] as? Int, let type = OutputType(rawValue: raw) { outputType = type }
    }

    /// The same as ``init()``, under UIKit's factory name.
    public static func printInfo() -> UIPrintInfo { UIPrintInfo() }
}

/// Content laid out in pages when printed.
@preconcurrency @MainActor
open class UIPrintFormatter {
    /// Margins around the content on each page, in points.
    open var perPageContentInsets = UIEdgeInsets(top: 72, left: 72, bottom: 72, right: 72)
    /// The page the content starts on, counting from 0; a lone formatter starts on the first.
    open var startPage = 0

    /// A formatter with one-inch (72-point) margins.
    public init() {}
}

/// Plain text, printed in pages.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text to print, laid out by GTK in pages.
    open var text: String
    /// Only the point size is used; nil prints at 11 points.
    open var font: UIFont?

    /// A formatter printing `text` with the default font and margins.
    public init(text: String) {
        self.text = text
        super.init()
    }

    /// A formatter printing the characters of `attributedText`, in the point size of its first
    /// character's font when it has one.
    public convenience init(attributedText: NSAttributedString) {
        self.init(text: attributedText.string)
        if attributedText.length > 0 {
            font = attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        }
    }
}

/// The platform side of printing.
@preconcurrency @MainActor
package protocol PrintPresenter: AnyObject {
    /// Shows the platform's print dialog over `window`; calls the controller's `finish` when it
    /// closes.
    func presentPrint(_ controller: UIPrintInteractionController, in window: UIWindow)
    /// Lays the content out in pages and writes them as PDF to `url`, with no dialog.
    func writePDF(of controller: UIPrintInteractionController, to url: URL) throws
}
