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
}
