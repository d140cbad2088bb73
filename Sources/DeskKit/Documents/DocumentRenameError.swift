import Foundation

/// Why a document could not be renamed; the document keeps its old name in every case.
public enum DocumentRenameError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The new name is empty or only spaces.
    case emptyName
    /// The new name contains a character file names cannot hold (`/` or NUL).
    case invalidCharacter(name: String, character: Character)
    /// The new name is `.` or `..`.
    case reservedName(String)
    /// A file with the new name is already in the folder.
    case alreadyExists(name: String, folder: String)
    /// The document is no longer where it was.
    case missingDocument(path: String)
    /// The system refused the rename.
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyName:
            "The name cannot be empty. Enter a name for the document."
        case let .invalidCharacter(name, character):
            "The name '\(name)' contains '\(Self.shown(character))', which file names cannot hold. Choose a name without it."
        case let .reservedName(name):
            "'\(name)' is reserved for folders. Choose another name."
        case let .alreadyExists(name, folder):
            "A file named '\(name)' already exists in '\(folder)'. Choose another name."
        case let .missingDocument(path):
            "The document '\(path)' is no longer there, so it cannot be renamed. Open it again from its folder."
        case let .failed(path, reason):
            "The document '\(path)' cannot be renamed (\(reason))."
        }
    }

    public var errorDescription: String? { description }

    private static func shown(_ character: Character) -> String {
        character == "\0" ? "NUL" : String(character)
    }
}
