import Coordination
import CoordinationTesting
import Testing

/// Each Swift Testing expectation helper records an issue, at the caller's line and saying what
/// was expected and what was found, when its expectation is wrong. Each issue is expected
/// with `withKnownIssue`, which fails the test when none is recorded or another one is.
@Suite struct FailingExpectationTests {
  /// The error a flow throws that is not a cancellation.
  struct Refused: Error {}

  /// Whether an issue was recorded in this file and its comments say `expected`.
  private nonisolated static func says(_ expected: String, _ issue: Issue) -> Bool {
    let comments = issue.comments.map(\.rawValue).joined(separator: "\n")
    let file = issue.sourceLocation?.fileName
    return comments.hasPrefix(expected) && file == "FailingExpectationTests.swift"
  }

  private static func pushedNext() -> HeadlessPlatform {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.next)
    return platform
  }

  @Test func aWrongStackFails() {
    let platform = Self.pushedNext()
    withKnownIssue {
      platform.expectStack([SheetRoute.base])
    } matching: {
      Self.says("Expected the stack [base], but it is [base, next].", $0)
    }
  }

  @Test func aWrongTreeFails() {
    let platform = Self.pushedNext()
    withKnownIssue {
      platform.expectTree("SheetCoordinator [base]")
    } matching: {
      Self.says(
        "Expected the coordinator tree\nSheetCoordinator [base]\nbut it is\n"
          + "SheetCoordinator [base, next]", $0)
    }
  }

  @Test func aLeakFails() {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.finish()  // `root` is still held here: the finished coordinator leaks.
    withKnownIssue {
      platform.expectNoLeaks()
    } matching: {
      Self.says("Leaked:\ncoordinator SheetCoordinator", $0)
    }
  }

  @Test func untrackedLeaksFail() {
    let platform = HeadlessPlatform(store: NavigationStore(root: SheetCoordinator()))
    let untracked = HeadlessPlatform(
      store: NavigationStore(root: SheetCoordinator(), leakTracking: false))
    platform.expectNoLeaks()
    withKnownIssue {
      untracked.expectNoLeaks()
    } matching: {
      Self.says("Leak tracking is off for this store", $0)
    }
  }

  @Test func aPlatformThatShowsOtherThanTheStateFails() {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    platform.expectConsistent()
    // A screen the platform is never told of (through the core's test hook), then an update.
    platform.store.pushUnownedScreenForTesting(SheetRoute.cover)
    root.show(.next)
    withKnownIssue {
      platform.expectConsistent()
    } matching: {
      Self.says("after update", $0)
    }
  }

  @Test func aFlowThatReturnsAnotherValueOrThrowsFails() async {
    await withKnownIssue {
      await expectFlow(Task<Int, any Error> { 2 }, returns: 1)
    } matching: {
      Self.says("Expected the flow to return 1, but it returned 2.", $0)
    }
    await withKnownIssue {
      await expectFlow(Task<Int, any Error> { throw Refused() }, returns: 1)
    } matching: {
      Self.says("Expected the flow to return 1, but it threw Refused()", $0)
    }
  }

  @Test func aFlowThatIsNotCancelledFails() async {
    await withKnownIssue {
      await expectFlowCancelled(Task<Int, any Error> { 2 })
    } matching: {
      Self.says("Expected the flow to be cancelled, but it returned 2.", $0)
    }
    await withKnownIssue {
      await expectFlowCancelled(Task<Int, any Error> { throw Refused() })
    } matching: {
      Self.says("Expected FlowCancelled, but the flow threw Refused()", $0)
    }
  }
}
