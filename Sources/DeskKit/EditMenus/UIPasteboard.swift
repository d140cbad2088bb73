/// Holds copied text for cut, copy and paste.
///
/// The general pasteboard lives in the app's memory. A presenter that bridges the desktop
/// clipboard sets `desktopClipboard`: the app's copies then go to the desktop, and the
/// desktop's changes (another app copied) come in through ``clipboardDidChange(strings:)``.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The app's pasteboard; under GTK, mirrored to and from the desktop clipboard.
    public static let general = UIPasteboard()

    /// Increases whenever the contents change.
    public private(set) var changeCount = 0
    private var items: [String] = []
    /// The desktop clipboard the contents are mirrored to, if a presenter bridges one.
    package weak var desktopClipboard: (any DesktopClipboard)?

    /// A pasteboard of the app's own, not tied to the desktop clipboard.
    public init() {}

    /// The first string on the pasteboard; setting it replaces the contents.
    public var string: String? {
        get { items.first }
        set { replace(with: newValue.map { [$0] } ?? [], publishing: true) }
    }

    /// Every string on the pasteboard; nil when empty. Setting it also updates the desktop
    /// clipboard.
    public var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set { replace(with: newValue ?? [], publishing: true) }
    }

    /// Whether Paste has anything to insert; menus revalidate when it changes.
    public var hasStrings: Bool { !items.isEmpty }

    /// Takes contents the desktop clipboard got from elsewhere, without writing them back.
    public func clipboardDidChange(strings: [String]) {
        guard strings != items else { return }
        replace(with: strings, publishing: false)
    }

    private func replace(with strings: [String], publishing: Bool) {
        items = strings
        changeCount += 1
        if publishing { desktopClipboard?.pasteboardDidChange(strings: strings) }
        // Paste becomes available or not.
        UIMenuSystem.main.setNeedsRevalidate()
    }
}

/// A desktop clipboard the general pasteboard mirrors its contents to.
@preconcurrency @MainActor
package protocol DesktopClipboard: AnyObject {
    /// The app copied or cut: put `strings` (the first, for a text-only clipboard) on the desktop.
    func pasteboardDidChange(strings: [String])
}
