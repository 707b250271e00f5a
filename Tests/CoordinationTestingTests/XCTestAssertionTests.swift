import Coordination
import CoordinationTesting
import XCTest

/// The XCTest flavour of the expectation helpers, for projects that have not moved to Swift
/// Testing. The test case class stays nonisolated (XCTest creates it); the test itself runs on
/// the main actor, as an app's tests do.
nonisolated final class XCTestAssertionTests: XCTestCase {
  @MainActor func testAssertionsPassForAMatchingState() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.next)
    try platform.tapBack()
    platform.assertStack([SheetRoute.base])
    platform.assertTree("SheetCoordinator [base]")
    platform.assertNoLeaks()
    platform.assertConsistent()
  }
}
