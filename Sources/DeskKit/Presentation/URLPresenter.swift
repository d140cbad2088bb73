import Foundation

/// Opens links, mail addresses, phone numbers, map searches and files with the desktop's
/// handler for them (on Linux, whatever the freedesktop URL handler picks).
@preconcurrency @MainActor
package protocol URLPresenter: AnyObject {
    /// Opens `url`; false when nothing could.
    func openURL(_ url: URL) -> Bool
}
