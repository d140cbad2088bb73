import Foundation

/// The XDG base directories a Linux desktop app keeps its files under, read from the environment
/// as the XDG Base Directory specification says: an absolute `$XDG_*_HOME`, else its default
/// under the home folder.
package enum XDGBaseDirectory: Sendable {
    /// Window state and other data that should outlive a restart but is not worth backing up.
    case state
    /// Settings the user chose.
    case config
    /// Documents and other data files.
    case data

    /// The base directory itself.
    package var url: URL {
        let (variable, fallback) = switch self {
        case .state: ("XDG_STATE_HOME", ".local/state")
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .data: ("XDG_DATA_HOME", ".local/share")
        }
        // The specification ignores relative paths: they would depend on the working directory.
        if let value = ProcessInfo.processInfo.environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(fallback, isDirectory: true)
    }

    /// The app's own folder in this base directory: its name lowercased, with anything but
    /// letters and digits made a hyphen, so any name is one safe path component.
    package func folder(forApplicationNamed applicationName: String) -> URL {
        url.appendingPathComponent(Self.folderName(applicationName), isDirectory: true)
    }

    /// `name` as one safe path component: letters and digits kept, anything else a hyphen.
    package static func folderName(_ name: String) -> String {
        String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" }).lowercased()
    }
}
