import BlueprintsApp
import DeskKitGTK
import Foundation

exit(UIApplicationMain(delegate: BlueprintsAppDelegate(), applicationName: "Blueprints"))
