import Coordination
import CoordinationTesting
import Testing

/// `NavigationStore.waitUntil` returns as soon as the state gets where the test waits, throws a
/// timeout that says what it saw when it does not, and stops waiting when its task is cancelled.
/// The time limits make a wait that runs to its one-hour timeout fail instead of hang.
@Suite(.timeLimit(.minutes(1))) struct WaitUntilTests {
  @Test func aConditionAlreadyMetReturnsAtOnce() async throws {
    let platform = HeadlessPlatform(store: NavigationStore(root: SheetCoordinator()))
    try await platform.store.waitUntil("the base screen", timeout: .seconds(3600)) {
      $0.topScreen?.route == AnyRoute(SheetRoute.base)
    }
    #expect(platform.renderCount == 1)
  }

  @Test func aSheetShownByATaskEndsTheWait() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    let presenting = Task { root.present(.sheet) }
    #expect(platform.store.state.layers.count == 1)
    try await platform.store.waitUntil("the sheet", timeout: .seconds(3600)) {
      $0.layers.count == 2
    }
    #expect(platform.display.layers.map(\.style) == [.root, .sheet])
    await presenting.value
  }

  @Test func aStateThatNeverComesThrowsATimeoutThatSaysWhatItSaw() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    let error = await #expect(throws: NavigationWaitTimeout.self) {
      try await platform.store.waitUntil("the cover", timeout: .milliseconds(50)) {
        $0.layers.last?.style == .fullScreen
      }
    }
    #expect(error?.state == platform.store.state)
    #expect(
      error?.description
        == "Waited 0.05 seconds for \"the cover\", but the state did not get there. It is:\n"
        + "\(platform.store.state)")
  }

  @Test func cancellingTheWaitingTaskEndsTheWait() async throws {
    let platform = HeadlessPlatform(store: NavigationStore(root: SheetCoordinator()))
    let waiting = Task {
      try await platform.store.waitUntil("a sheet that nobody shows", timeout: .seconds(3600)) {
        $0.layers.count == 2
      }
    }
    waiting.cancel()
    await #expect(throws: NavigationWaitTimeout.self) { try await waiting.value }
  }

  @Test func updatesAfterTheWaitEndedReachItNoMore() async throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    var checks = 0
    let presenting = Task { root.present(.sheet) }
    try await platform.store.waitUntil("the sheet") {
      checks += 1
      return $0.layers.count == 2
    }
    await presenting.value
    let checksWhenMet = checks
    root.dismiss()
    root.present(.sheet)
    #expect(checks == checksWhenMet)
  }
}
