import BlueprintsApp
import DeskKitGTK
import Foundation

// `Blueprints FILE...` opens each file in a tab of the first window.
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
BlueprintsAppDelegate.filesToOpen = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }.map {
    URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL
}
// Reading them starts now, while GTK starts up.
BlueprintsAppDelegate.filesToOpen.forEach(DocumentFile.preload)
exit(UIApplicationMain(delegate: BlueprintsAppDelegate(), applicationName: "Blueprints"))
