import Foundation

/// An object that can give an item provider its data, one representation per type identifier.
///
/// Foundation on Linux has no such protocol; DeskKit's has UIKit's shape, and strings conform.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands the object's bytes as `typeIdentifier` to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSString: NSItemProviderWriting {
    /// A string is plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }

    /// The string's UTF-8 bytes, for either text type.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSItemProvider {
    /// A provider offering `object` as each type it can be written as; the data is taken now.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            let loaded = LoadedData()
            _ = object.loadData(withTypeIdentifier: typeIdentifier) { data, _ in loaded.store(data) }
            if let data = loaded.data {
                registerDataRepresentation(forTypeIdentifier: typeIdentifier, data: data)
            }
        }
    }
}

/// Catches the data a writer hands back, which may come from any thread.
private final class LoadedData: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    var data: Data? { lock.withLock { stored } }
    func store(_ data: Data?) { lock.withLock { stored = data } }
}
