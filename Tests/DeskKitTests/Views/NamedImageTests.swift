import DeskKit
import DeskKitTestSupport
import Foundation
import Testing

/// UIImage(named:) reads image sets of Xcode asset catalogues and takes its size from the file.
@MainActor
@Suite struct NamedImageTests {
    /// An icon of this machine's Adwaita theme at `pixels` (its folder names the size).
    private func adwaitaIcon(_ pixels: Int) -> URL? {
        let folder = URL(fileURLWithPath: "/usr/share/icons/Adwaita/\(pixels)x\(pixels)/places")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.hasSuffix(".png") && !$0.contains("symbolic") }.map { folder.appendingPathComponent($0) }
    }

    @Test func anImageSetGivesItsTwiceScaleFileWithItsSizeInPoints() throws {
        let small = try #require(adwaitaIcon(16)), large = try #require(adwaitaIcon(32)), larger = try #require(adwaitaIcon(48))
        let root = try temporaryFolder("named-images")
        let set = root.appendingPathComponent("Images.xcassets/Toolbar/Folder.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (file, name) in [(small, "folder.png"), (large, "folder@2x.png"), (larger, "folder@3x.png")] {
            try FileManager.default.copyItem(at: file, to: set.appendingPathComponent(name))
        }
        let json = """
        {"images": [{"filename": "folder.png", "idiom": "universal", "scale": "1x"},
                    {"filename": "folder@2x.png", "idiom": "universal", "scale": "2x"},
                    {"filename": "folder@3x.png", "idiom": "universal", "scale": "3x"}],
         "info": {"author": "xcode", "version": 1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(url: root))
        let image = try #require(UIImage(named: "Folder", in: bundle, compatibleWith: nil))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 16, height: 16), "32 pixels at 2x are 16 points")
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aPlainFileBesideTheResourcesIsFoundToo() throws {
        let icon = try #require(adwaitaIcon(48))
        let root = try temporaryFolder("named-images")
        try FileManager.default.copyItem(at: icon, to: root.appendingPathComponent("Badge.png"))
        let image = try #require(UIImage(named: "Badge", in: Bundle(url: root), compatibleWith: nil))
        #expect(image.size == CGSize(width: 48, height: 48) && image.scale == 1)
    }

    @Test func jpegSizesComeFromTheirFrameHeader() throws {
        // A JPEG on this machine; its size is read here from its start-of-frame segment.
        let jpeg = URL(fileURLWithPath: "/usr/share/doc/nodejs/thin-white-stripe.jpg")
        try #require(FileManager.default.fileExists(atPath: jpeg.path), "needs nodejs's documentation image")
        let root = try temporaryFolder("named-images")
        try FileManager.default.copyItem(at: jpeg, to: root.appendingPathComponent("Stripe.jpg"))
        let image = try #require(UIImage(named: "Stripe", in: Bundle(url: root), compatibleWith: nil))
        let bytes = [UInt8](try Data(contentsOf: jpeg))
        // Find the baseline frame marker independently: FF C0 or FF C2, then length, precision, height, width.
        let frame = try #require((0..<bytes.count - 9).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        let height = Int(bytes[frame + 5]) << 8 | Int(bytes[frame + 6]), width = Int(bytes[frame + 7]) << 8 | Int(bytes[frame + 8])
        #expect(image.size == CGSize(width: width, height: height))
        #expect(width > 0 && height > 0)
    }

    @Test func imageSetsWhoseFilesAreGitLFSPointersAreMissingImages() throws {
        try #require(PortingCorpus.isPresent)
        // The navigation bar sample's images are stored as Git LFS pointers in the corpus.
        let catalogue = PortingCorpus.folder.appendingPathComponent("uikit-customizing-your-app-s-navigation-bar/NavBar")
        let bundle = try #require(Bundle(url: catalogue))
        #expect(FileManager.default.fileExists(atPath: catalogue.appendingPathComponent("Images.xcassets/CustomTitleView.imageset").path))
        #expect(UIImage(named: "CustomTitleView", in: bundle, compatibleWith: nil) == nil)
    }
}
