import Coordination
import CoordinationTesting
import XCTest

/// Each XCTest assertion helper fails, at the caller's line and saying what was expected and
/// what was found, when its assertion is wrong. The test case takes the failures the helpers
/// record instead of failing (XCTest's `recordFailure`, which swift-corelibs-xctest calls for
/// every failed assertion; `record(_:)` where Apple's XCTest has it), and then checks them.
nonisolated final class XCTestFailingAssertionTests: XCTestCase {
  /// The failures recorded while `failures(of:)` runs its body; `nil` otherwise, when a
  /// failure fails the test as usual.
  private var caught: [(description: String, file: String, line: Int)]?

  /// Runs `body` and returns what it recorded as failures, without failing the test.
  private func failures(of body: () -> Void) -> [(description: String, file: String, line: Int)] {
    caught = []
    body()
    defer { caught = nil }
    return caught ?? []
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard caught != nil else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      caught?.append(
        (issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard caught != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      caught?.append((description, filePath, lineNumber))
    }
  #endif

  /// Checks that `found` is one failure at `line` of this file whose description ends with
  /// `message` (XCTest puts "failed - " or the like in front).
  private func check(
    _ found: [(description: String, file: String, line: Int)], is message: String, at line: Int,
    file: StaticString = #filePath, callerLine: UInt = #line
  ) {
    XCTAssertEqual(found.count, 1, "\(found)", file: file, line: callerLine)
    guard let failure = found.first else { return }
    XCTAssertTrue(
      failure.description.hasSuffix(message), failure.description, file: file, line: callerLine)
    XCTAssertEqual(failure.file, "\(file)", file: file, line: callerLine)
    XCTAssertEqual(failure.line, line, file: file, line: callerLine)
  }

  @MainActor func testAWrongStackOrTreeFails() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    var line = #line + 1
    var found = failures { platform.assertStack([SheetRoute.base]) }
    check(found, is: "Expected the stack [base], but it is [base, next].", at: line)
    line = #line + 1
    found = failures { platform.assertTree("SheetCoordinator [base]") }
    check(
      found,
      is: "Expected the coordinator tree\nSheetCoordinator [base]\nbut it is\n"
        + "SheetCoordinator [base, next]", at: line)
  }

  @MainActor func testALeakFails() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.finish()  // `root` is still held here: the finished coordinator leaks.
    let line = #line + 1
    let found = failures { platform.assertNoLeaks() }
    XCTAssertTrue(
      found.first?.description.contains("Leaked:\ncoordinator SheetCoordinator") == true)
    XCTAssertEqual(found.map(\.line), [line])
  }

  @MainActor func testAPlatformThatShowsOtherThanTheStateFails() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    XCTAssertTrue(failures { platform.assertConsistent() }.isEmpty)
    // A screen the platform is never told of (through the core's test hook), then an update.
    platform.store.pushUnownedScreenForTesting(SheetRoute.cover)
    root.show(.next)
    let line = #line + 1
    let found = failures { platform.assertConsistent() }
    XCTAssertTrue(found.first?.description.contains("after update") == true, "\(found)")
    XCTAssertEqual(found.map(\.line), [line])
  }
}
