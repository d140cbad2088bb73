import Foundation

// MARK: - The app's own images

extension UIImage {
    /// The image named `name` among the app's resources, or nil when it has none of that name.
    ///
    /// An image set (`name.imageset` in an `.xcassets` asset catalogue) gives its file for the
    /// scale closest to 2x; a plain `name.png` or `name.jpg` beside the resources is also found.
    /// ``size`` comes from the file's own header, in points at its scale.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`'s resources (the main bundle's by default) or the
    /// app's; the traits choose nothing yet, as image sets here have one appearance.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let roots = [bundle.resourceURL, bundle.bundleURL, _UIApplicationResources.folderOfRunningApp].compactMap { $0 }
        guard let (file, scale) = Self.imageFile(named: name, under: roots),
              let pixels = ImageFileHeader.pixelSize(of: file) else {
            return nil
        }
        self.init(iconName: name)
        self.file = file
        self.scale = scale
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// The file and scale of the image `name`: from the first image set of that name in an asset
    /// catalogue under `roots`, else a PNG or JPEG file of that name at a root.
    static func imageFile(named name: String, under roots: [URL]) -> (URL, CGFloat)? {
        let manager = FileManager.default
        for root in roots {
            guard let entries = try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { continue }
            for catalogue in entries where catalogue.pathExtension == "xcassets" {
                guard let walker = manager.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { continue }
                for case let set as URL in walker where set.lastPathComponent == name + ".imageset" {
                    if let found = bestFile(inImageSet: set) { return found }
                }
            }
            for suffix in ["@2x.png", ".png", "@3x.png", ".jpg", ".jpeg"] {
                let url = root.appendingPathComponent(name + suffix)
                if manager.fileExists(atPath: url.path) { return (url, suffix.hasPrefix("@") ? CGFloat(Int(String(suffix.dropFirst().prefix(1)))!) : 1) }
            }
        }
        return nil
    }

    /// The image set's file whose scale is nearest 2x (a desktop's usual density), among the
    /// files present and readable as PNG or JPEG.
    private static func bestFile(inImageSet set: URL) -> (URL, CGFloat)? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else { return nil }
        let candidates: [(URL, CGFloat)] = images.compactMap { entry in
            guard let filename = entry["filename"] as? String else { return nil }
            let url = set.appendingPathComponent(filename)
            guard ImageFileHeader.pixelSize(of: url) != nil else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
            return (url, CGFloat(scale))
        }
        return candidates.min { abs($0.1 - 2) < abs($1.1 - 2) }
    }
}

/// Reads an image file's pixel size from its header, without decoding it.
enum ImageFileHeader {
    /// The width and height in pixels of a PNG or JPEG file; nil for anything else (a Git LFS
    /// pointer left in place of an image, for one).
    static func pixelSize(of url: URL) -> CGSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 65_536) else { return nil }
        return pixelSize(ofFileStartingWith: [UInt8](head))
    }

    /// The pixel size given by a file's first bytes.
    static func pixelSize(ofFileStartingWith bytes: [UInt8]) -> CGSize? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int {
            (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= 24, Array(bytes[0..<8]) == png, bytes[12...15].elementsEqual("IHDR".utf8) {
            return CGSize(width: bigEndian(16, 4), height: bigEndian(20, 4))
        }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        // JPEG: walk the segments to the first start-of-frame, which holds the size.
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = bigEndian(offset + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame { return CGSize(width: bigEndian(offset + 7, 2), height: bigEndian(offset + 5, 2)) }
            offset += 2 + length
        }
        return nil
    }
}
