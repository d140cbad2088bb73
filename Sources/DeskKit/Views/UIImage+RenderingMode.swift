import Foundation

extension UIImage {
    /// Whether an image is drawn in its own colours or as a template filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: templates for symbols and bar items, original otherwise.
        case automatic
        /// Always in the image's own colours.
        case alwaysOriginal
        /// Always as a template: its shape filled with the tint colour.
        case alwaysTemplate
    }

    /// The same image drawn with `renderingMode`: `.alwaysTemplate` makes any image (an app's
    /// own picture too) a shape filled with its view's tint colour.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Whether a view draws the image as a template in its tint colour: always, never, or (in
    /// the automatic mode) when it is a symbolic icon, as UIKit draws symbol images.
    package var isDrawnAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: iconName.hasSuffix("-symbolic")
        }
    }
}
