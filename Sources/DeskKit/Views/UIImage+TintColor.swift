import Foundation

extension UIImage {
    /// The same image drawn in `color`, with the automatic rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .automatic)
    }

    /// The same image drawn in `color` and with `renderingMode`; `.alwaysOriginal` keeps the
    /// colour wherever the image shows, where a template would take the tint of its view.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var image = self
        image.tintColor = color
        image.renderingMode = renderingMode
        return image
    }
}
