import Foundation
import Testing
@testable import DeskKit

/// What apps' views rely on: image content modes, template images, and labels following the
/// text size.
@MainActor
struct ContentModeAndTextSizeTests {
    @Test func contentModesPlaceContentAsUIKitDoes() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        let square = CGSize(width: 20, height: 20)
        #expect(UIView().contentMode == .scaleToFill)
        #expect(UIView.ContentMode.scaleToFill.rect(forContentOf: square, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentOf: square, in: bounds) == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.rect(forContentOf: square, in: bounds) == CGRect(x: 10, y: -5, width: 100, height: 100))
        #expect(UIView.ContentMode.center.rect(forContentOf: square, in: bounds) == CGRect(x: 50, y: 35, width: 20, height: 20))
        #expect(UIView.ContentMode.topLeft.rect(forContentOf: square, in: bounds) == CGRect(x: 10, y: 20, width: 20, height: 20))
        #expect(UIView.ContentMode.bottomRight.rect(forContentOf: square, in: bounds) == CGRect(x: 90, y: 50, width: 20, height: 20))
        #expect(UIView.ContentMode.right.rect(forContentOf: .zero, in: bounds) == bounds, "content without a size fills")
    }

    @Test func renderingModeDecidesWhetherAnImageIsATemplate() throws {
        let symbol = try #require(UIImage(systemName: "pencil"))
        let original = symbol.withRenderingMode(.alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(original.name == "pencil")
        #expect(!original.isDrawnAsTemplate)
        #expect(symbol.withRenderingMode(.alwaysTemplate).isDrawnAsTemplate)
        let themed = UIImage(iconName: "folder")
        #expect(!themed.isDrawnAsTemplate, "a full-colour icon is drawn as it is by default")
        #expect(themed.withRenderingMode(.alwaysTemplate).isDrawnAsTemplate)
        #expect(symbol.isDrawnAsTemplate == symbol.iconName.hasSuffix("-symbolic"))
    }

    @Test func aLabelAdjustingToTheContentSizeCategoryFollowsTheWindowsTextSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let adjusting = UILabel(), fixed = UILabel(), plain = UILabel()
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.font = .preferredFont(forTextStyle: .body)
        fixed.font = .preferredFont(forTextStyle: .body)
        plain.adjustsFontForContentSizeCategory = true
        plain.font = .systemFont(ofSize: 17)
        for label in [adjusting, fixed, plain] { window.addSubview(label) }
        window.windowTraitCollection.preferredContentSizeCategory = .extraExtraLarge
        #expect(adjusting.font == .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection))
        #expect(adjusting.font.pointSize > 17)
        #expect(fixed.font.pointSize == 17, "without adjustsFontForContentSizeCategory the font stays")
        #expect(plain.font.pointSize == 17, "a font not made for a text style keeps its size")
    }
}
