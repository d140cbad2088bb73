import Foundation

/// Why an item provider could not load.
public enum ItemProviderError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// No representation of the requested type identifier; `available` lists those there are.
    case unavailableType(String, available: [String])
    /// The provider's file could not be read, e.g. because it was moved or deleted since.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unavailableType(type, available):
            "The item has no '\(type)' representation. Ask for one of: \(available.map { "'\($0)'" }.joined(separator: ", "))."
        case let .unreadable(path, reason):
            "The item at '\(path)' cannot be read (\(reason)). Check that the file still exists."
        }
    }

    public var errorDescription: String? { description }
}
