import DeskKit
import XCTest
@testable import DeskKitGTK

/// Linking DeskKitGTK is enough for `@main` app delegates and UIApplicationMain to find GTK.
final class ApplicationRunnerTests: XCTestCase {
    func testLoadingDeskKitGTKRegistersItsRunner() {
        XCTAssertNotNil(ApplicationLauncher.runner, "the C constructor did not register DeskKitGTK's runner")
    }
}
