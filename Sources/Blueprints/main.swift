import BlueprintsApp
import DeskKitGTK
import Foundation

// `Blueprints FILE...` opens each file in a tab (they reach the scene as URL contexts); a second
// launch hands its files to the running app.
exit(UIApplicationMain(delegate: BlueprintsAppDelegate(), applicationName: "Blueprints"))
