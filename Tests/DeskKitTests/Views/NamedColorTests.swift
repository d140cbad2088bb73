import DeskKit
import Foundation
import Testing

/// UIColor(named:) reads Xcode asset catalogues shipped beside the app.
@MainActor
@Suite struct NamedColorTests {
    @Test func colorSetsAreReadInEveryComponentFormat() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("deskkit-assets-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Editor/EditorBackgroundColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "70", "green": "0x32", "red": "0.5"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"alpha": "0.5", "blue": "0", "green": "0", "red": "255"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(url: root))
        let light = try #require(UIColor(named: "EditorBackgroundColor", in: bundle, compatibleWith: nil))
        #expect(light == UIColor(red: 0.5, green: 50 / 255, blue: 70 / 255, alpha: 1))
        let dark = try #require(UIColor(named: "EditorBackgroundColor", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }
}

/// HSB colours and reading components back through pointers, as UIKit code does.
@MainActor
@Suite struct ColorComponentTests {
    @Test func hueSaturationBrightnessRoundTrips() {
        for (hue, saturation, brightness) in [(0.0, 1.0, 1.0), (0.33, 0.5, 0.8), (0.75, 0.25, 0.4), (0.95, 0.9, 0.6)] as [(CGFloat, CGFloat, CGFloat)] {
            let color = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.7)
            var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
            #expect(abs(h - hue) < 1e-9 && abs(s - saturation) < 1e-9 && abs(b - brightness) < 1e-9 && a == 0.7)
        }
        var red: CGFloat = 0
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1)
    }
}
