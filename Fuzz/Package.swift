// swift-tools-version: 6.0
import PackageDescription

// The fuzz targets, kept out of the main package because they are built with libFuzzer
// (`-sanitize=fuzzer,address`, see scripts/fuzz); `main` hands control to libFuzzer's driver.
let package = Package(
    name: "DeskKitFuzz",
    dependencies: [.package(name: "DeskKit", path: "..")],
    targets: [
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "deskkit-fuzz", dependencies: ["CLibFuzzer", .product(name: "DeskKit", package: "DeskKit")]),
    ],
    swiftLanguageModes: [.v6]
)
