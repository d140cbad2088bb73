import Foundation

/// Lets the user choose a picture. Linux has no photo library or camera API, so the picker is
/// the platform's file chooser showing image files, and the chosen file comes back as
/// ``InfoKey/imageURL``.
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController, PlatformDialogController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        /// The photo library, a camera, or the saved-photos album; on Linux a file chooser stands in.
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// What the delegate is told about a chosen picture.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The chosen file's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The chosen file's type identifier (`public.image`, `public.png`…).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The chosen file's URL for movies; DeskKit's picker shows images only, so it is never set.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The picture itself; never set, as DeskKit's ``UIImage`` holds icons, not pixels.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The cropped picture; never set, as the chooser has no editor.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }

    /// Told what was chosen, or that the user cancelled.
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where pictures come from; every source is the file chooser here.
    open var sourceType: SourceType = .photoLibrary
    /// The type identifiers offered; images only.
    open var mediaTypes: [String] = [UTType.image.identifier]
    /// Whether the user may crop the picture after choosing; DeskKit's chooser has no editor.
    open var allowsEditing = false

    /// The file chooser showing for this picker, and the object that hears its answer (which
    /// keeps the picker alive until the chooser answers).
    private var chooser: UIDocumentPickerViewController?
    private var forwarder: _ImagePickerForwarder?

    /// Whether the source can be used: the photo library and saved photos (files), not a camera.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The type identifiers a source offers.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier] : nil
    }

    func showAsPlatformDialog(in window: UIWindow) {
        let chooser = UIDocumentPickerViewController(forOpeningContentTypes: [.image], asCopy: true)
        let forwarder = _ImagePickerForwarder(picker: self)
        chooser.delegate = forwarder
        self.chooser = chooser
        self.forwarder = forwarder
        UIApplication.shared.dialogPresenter?.presentDocumentPicker(chooser, in: window)
    }

    func closePlatformDialog() {
        if let chooser { UIApplication.shared.dialogPresenter?.dismissDialog(chooser) }
        chooser = nil
        forwarder = nil
    }

    /// The chooser answered: a file tells the delegate it was picked, none that the user cancelled.
    fileprivate func chooserFinished(with url: URL?) {
        let keptAlive = forwarder
        defer { withExtendedLifetime(keptAlive) {} }
        closePlatformDialog()
        guard let url else {
            if let delegate { delegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
            return
        }
        let type = UTType(filenameExtension: url.pathExtension) ?? .image
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: [.imageURL: url, .mediaType: type.identifier])
    }
}

/// Hears what the user chose in a ``UIImagePickerController``.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// A picture was chosen; the picker stays shown until the delegate dismisses it.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled; by default the picker is dismissed.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing unless implemented.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker unless implemented.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// Passes the file chooser's answer on to its image picker, which it keeps alive meanwhile.
@MainActor
private final class _ImagePickerForwarder: UIDocumentPickerDelegate {
    var picker: UIImagePickerController?
    init(picker: UIImagePickerController) { self.picker = picker }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picker?.chooserFinished(with: urls.first)
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        picker?.chooserFinished(with: nil)
    }
}
