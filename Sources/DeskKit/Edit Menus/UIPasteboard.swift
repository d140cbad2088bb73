/// Holds copied text for cut, copy and paste.
///
/// The general pasteboard lives in the app's memory; a presenter that bridges the desktop
/// clipboard reads and writes it through ``string``.
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()

    /// Increases whenever the contents change.
    public private(set) var changeCount = 0
    private var items: [String] = []

    public init() {}

    /// The first string on the pasteboard; setting it replaces the contents.
    public var string: String? {
        get { items.first }
        set {
            items = newValue.map { [$0] } ?? []
            changeCount += 1
        }
    }

    public var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set {
            items = newValue ?? []
            changeCount += 1
        }
    }

    public var hasStrings: Bool { !items.isEmpty }
}
