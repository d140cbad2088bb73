// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeskKit",
    defaultLocalization: "en",
    products: [
        .library(name: "DeskKit", targets: ["DeskKit"]),
        .library(name: "DeskKitTesting", targets: ["DeskKitTesting"]),
        .library(name: "DeskKitGTK", targets: ["DeskKitGTK"]),
        .library(name: "DeskKitWebKit", targets: ["DeskKitWebKit"]),
        .executable(name: "Blueprints", targets: ["Blueprints"]),
        .executable(name: "deskkit-bench", targets: ["deskkit-bench"]),
    ],
    targets: [
        // Platform-free core: UIKit-named API and the engines behind it. Besides Foundation it uses
        // PCRE2 (portable C, no UI) for the find engine's regular expressions.
        .target(name: "DeskKit", dependencies: ["CPCRE2", "CDeskKitScan"], resources: [.process("Resources")]),
        // The find engine's byte scans that want AVX2, chosen when the processor has it.
        .target(name: "CDeskKitScan"),
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        // Headless host: simulated input, presented UI as inspectable data.
        .target(name: "DeskKitTesting", dependencies: ["DeskKit"]),
        // GTK4 through Debian's libgtk-4-dev, by the .pc file beside the module map: gtk4.pc's flags
        // without those SwiftPM prohibits, so apps depending on DeskKit build without warnings.
        .systemLibrary(name: "CGtk", pkgConfig: packagePkgConfig("Sources/CGtk/deskkit-gtk4"), providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "DeskKitGTK", dependencies: ["DeskKit", "CGtk", "CDeskKitGTKLaunch"]),
        // WKWebView on WebKitGTK 6.0 (Debian's libwebkitgtk-6.0-dev), in a product of its own so
        // only apps with a web view link WebKit; its .pc file drops flags as CGtk's does.
        .systemLibrary(name: "CWebKitGTK", pkgConfig: packagePkgConfig("Sources/CWebKitGTK/deskkit-webkitgtk6"), providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .target(name: "DeskKitWebKit", dependencies: ["DeskKit", "DeskKitGTK", "CGtk", "CWebKitGTK"]),
        // Registers DeskKitGTK as DeskKit's window system when the executable loads.
        .target(name: "CDeskKitGTKLaunch"),
        // The example app as a library, so its behaviour is testable without a display.
        .target(name: "BlueprintsApp", dependencies: ["DeskKit"], resources: [.process("Resources")]),
        // Its Info.plist and asset catalog name, identify and draw it on the desktop (scripts/package).
        .executableTarget(name: "Blueprints", dependencies: ["BlueprintsApp", "DeskKitGTK"], resources: [.copy("Resources")]),
        .executableTarget(name: "deskkit-bench", dependencies: ["DeskKit", "DeskKitTesting", "CPCRE2", "CDeskKitScan"]),
        // Saves window state in a loop for the kill -9 fault tests.
        .executableTarget(name: "deskkit-fault-probe", dependencies: ["DeskKit", "DeskKitTesting", "BlueprintsApp"]),

        // What the test targets share: temporary files and folders, the fault probe's kill loop.
        .target(name: "DeskKitTestSupport", path: "Tests/DeskKitTestSupport"),
        .testTarget(name: "DeskKitTests", dependencies: ["DeskKit", "DeskKitTesting", "DeskKitTestSupport"]),
        .testTarget(name: "BlueprintsTests", dependencies: ["BlueprintsApp", "DeskKitTesting", "DeskKitTestSupport"]),
        .testTarget(name: "DeskKitGTKTests", dependencies: ["DeskKitGTK", "DeskKitWebKit", "BlueprintsApp", "DeskKitTesting", "DeskKitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

/// A .pc file of this package by a name SwiftPM finds: it looks a name up only in pkg-config's own
/// folders, so the name climbs from any of them to the root and down to this package's folder.
func packagePkgConfig(_ pathInPackage: String) -> String {
    let packageFolder = String(#filePath.dropLast("Package.swift".count))
    return String(repeating: "../", count: 16) + packageFolder.drop { $0 == "/" } + pathInPackage
}
