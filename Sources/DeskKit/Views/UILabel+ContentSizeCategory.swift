import Foundation

extension UILabel {
    /// Asks for the label's text style again at the new text size when
    /// ``adjustsFontForContentSizeCategory`` is on and its font came from
    /// `UIFont.preferredFont(forTextStyle:)`, as UIKit's labels do; other fonts keep their size.
    func adjustFontForContentSizeCategory(from previous: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        let traits = traitCollection
        guard traits.preferredContentSizeCategory != previous.preferredContentSizeCategory else { return }
        font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        invalidateIntrinsicContentSize()
    }
}
