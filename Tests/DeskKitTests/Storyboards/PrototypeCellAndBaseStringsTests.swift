import DeskKit
import DeskKitTestSupport
import DeskKitTesting
import Testing

/// What the context menus sample needs of its resources: strings kept in Base.lproj, and
/// collection view prototype cells made with the views of their content.
@MainActor
@Suite struct PrototypeCellAndBaseStringsTests {
    @Test func stringsKeptOnlyInBaseLprojAreFound() throws {
        try #require(PortingCorpus.isPresent)
        let strings = PortingCorpus.folder.appendingPathComponent("uikit-adding-context-menus-in-your-app/ContextMenus/Base.lproj/Localizable.strings")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-base-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: strings, to: root.appendingPathComponent("Base.lproj/Localizable.strings"))
        let bundle = try #require(Bundle(url: root))
        #expect(NSLocalizedString("InspectTitle", bundle: bundle, comment: "") == "Inspect")
        #expect(NSLocalizedString("DeleteTitle", bundle: bundle, comment: "") == "Delete")
        #expect(NSLocalizedString("NoSuchKey", bundle: bundle, comment: "") == "NoSuchKey")
    }

    final class ImageCell: UICollectionViewCell {
        weak var imageView: UIImageView!
        var awokeWithImageView = false

        override func awakeFromNib() {
            super.awakeFromNib()
            awokeWithImageView = imageView != nil
        }
    }

    @Test func aPrototypeCellIsMadeWithItsContentAndAClassRegistrationReplacesIt() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "image")
        var made = 0
        // What the port writes for a storyboard prototype: the cell, its content views, outlets, awakeFromNib.
        collectionView._registerPrototype(forCellWithReuseIdentifier: "image") {
            made += 1
            let cell = ImageCell(coder: NSCoder())!
            let imageView = UIImageView(coder: NSCoder())!
            cell.contentView.addSubview(imageView)
            cell.imageView = imageView
            cell.awakeFromNib()
            return cell
        }
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "image", for: IndexPath(item: 0, section: 0)) as? ImageCell)
        #expect(made == 1 && cell.awokeWithImageView && cell.imageView?.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "image")

        // The app registering a class itself, as UIKit lets it, takes over from the prototype.
        collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "image")
        let plain = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "image", for: IndexPath(item: 1, section: 0)) as? ImageCell)
        #expect(made == 1 && plain.imageView == nil)
    }

    @Test func aTablePrototypeCellKeepsItsStyleOrItsContent() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        // A Subtitle prototype, as the port writes it: a cell of that style.
        table._registerPrototype(forCellReuseIdentifier: "subtitle") { UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle") }
        let subtitle = table.dequeueReusableCell(withIdentifier: "subtitle", for: IndexPath(row: 0, section: 0))
        subtitle.detailTextLabel?.text = "Detail"
        #expect(subtitle.detailTextLabel?.text == "Detail", "a subtitle cell has its detail label")
        // A custom prototype: the cell and the views of its content.
        table._registerPrototype(forCellReuseIdentifier: "custom") {
            let cell = UITableViewCell(coder: NSCoder())!
            let badge = UILabel(coder: NSCoder())!
            badge.text = "3"
            cell.contentView.addSubview(badge)
            return cell
        }
        let custom = table.dequeueReusableCell(withIdentifier: "custom", for: IndexPath(row: 1, section: 0))
        #expect((custom.contentView.subviews.first as? UILabel)?.text == "3")
        #expect(custom.reuseIdentifier == "custom")
    }
}
