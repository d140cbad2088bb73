// MARK: - Image literals

extension UIImage: _ExpressibleByImageLiteral {
    /// The app's image named `path`, as `#imageLiteral(resourceName:)` writes it; DeskKit looks
    /// it up by that name in the icon theme, where an app installs its own images.
    public init(imageLiteralResourceName path: String) {
        self.init(iconName: path)
    }
}
