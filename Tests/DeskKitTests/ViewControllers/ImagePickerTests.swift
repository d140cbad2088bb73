import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// An editor that inserts pictures the way the Markdown sample does.
@MainActor
private final class PictureInserter: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var inserted: [URL] = []
    var mediaTypes: [String] = []

    func choosePicture() {
        let picker = UIImagePickerController()
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let url = info[.imageURL] as? URL { inserted.append(url) }
        if let type = info[.mediaType] as? String { mediaTypes.append(type) }
        dismiss(animated: true)
    }
}

@MainActor
@Suite struct ImagePickerTests {
    @Test func aPictureChosenInTheFileChooserReachesTheDelegate() throws {
        let controller = PictureInserter()
        let host = makeHost(showing: controller)
        controller.choosePicture()
        let chooser = try #require(host.documentPicker, "the file chooser shows")
        #expect(chooser.contentTypes == [.image], "offering images")
        #expect(controller.presentedViewController is UIImagePickerController)

        let picture = URL(fileURLWithPath: "/tmp/diagram.png")
        host.pickDocuments([picture])
        #expect(controller.inserted == [picture])
        #expect(controller.mediaTypes == ["public.png"])
        #expect(controller.presentedViewController == nil, "the delegate dismissed the picker")
        #expect(host.documentPicker == nil)
    }

    @Test func cancellingDismissesThePickerByDefault() throws {
        let controller = PictureInserter()
        let host = makeHost(showing: controller)
        controller.choosePicture()
        host.pickDocuments([])
        #expect(controller.inserted.isEmpty)
        #expect(controller.presentedViewController == nil)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera), "Linux offers no camera source")
    }
}
