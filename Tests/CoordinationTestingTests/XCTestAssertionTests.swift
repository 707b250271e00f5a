import Coordination
import CoordinationTesting
import XCTest

/// The XCTest flavour of the expectation helpers, for projects that have not moved to Swift
/// Testing.
final class XCTestAssertionTests: XCTestCase {
  func testAssertionsPassForAMatchingState() throws {
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
