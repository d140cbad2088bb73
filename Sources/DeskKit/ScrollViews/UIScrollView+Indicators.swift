import Foundation

extension UIScrollView {
    /// How the scroll indicators are coloured, for content on light or dark backgrounds.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators on a light background, light ones on a dark background.
        case `default`
        /// Dark indicators, for light content.
        case black
        /// Light indicators, for dark content.
        case white
    }
}
