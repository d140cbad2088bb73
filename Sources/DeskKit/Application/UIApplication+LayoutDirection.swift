import Foundation

extension UIApplication {
    /// Which way the app's interface runs: right to left when the language chosen at launch is
    /// written that way (Arabic, Hebrew…), as on an iPad set to that language.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        LocalizationLanguage.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
