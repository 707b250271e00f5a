import Coordination
import CoordinationTesting
import Testing

/// A parent awaits a child flow's typed result; the await resumes exactly once, with the value
/// or with FlowCancelled when the user leaves the flow without finishing it.
@MainActor
@Suite struct FlowResultTests {
  /// Lets the task started by the test run until it waits for the flow.
  private func waitForChild(of root: AnyCoordinator) async throws {
    let store = try #require(root.store)
    try await store.waitUntil("a child flow") { _ in root.childCount > 0 }
  }

  @Test func runningAChildThatIsAlreadyRunningLeavesTheFirstCallerWaiting() throws {
    let (root, platform) = makeLab()
    var first: [String] = []
    var second: [String] = []
    func describe(_ result: Result<Void, any Error>) -> String {
      switch result {
      case .success: "finished"
      case .failure(let error): "\(error)"
      }
    }
    root.run(.reused, as: Void.self) { first.append(describe($0)) }
    root.run(.reused, as: Void.self) { second.append(describe($0)) }
    #expect(second == ["\(NavigationError.coordinatorAlreadyAttached("Child(shared)"))"])
    #expect(first.isEmpty)
    // The first caller still hears how its flow ends.
    try platform.tapBack()
    #expect(first == ["\(FlowCancelled(cause: .user, route: AnyRoute(LabRoute.reused)))"])
  }

  @Test func runReturnsTheValueTheFlowFinishesWith() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, as: String.self) }
    try await waitForChild(of: root)
    platform.expectStack([LabRoute.home, LoginRoute.form])
    let login = try #require(root.children.first as? LoginFlow)
    login.show(.twoFactor)
    login.submit(user: "ann")
    await expectFlow(task, returns: "ann")
    platform.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
    platform.expectConsistent()
  }

  @Test func backingOutOfThePushedFlowCancelsTheAwait() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, as: String.self) }
    try await waitForChild(of: root)
    try platform.tapBack()
    do {
      _ = try await task.value
      Issue.record("The flow should have been cancelled.")
    } catch let cancelled as FlowCancelled {
      #expect(cancelled.cause == .user)
      #expect(cancelled.route == AnyRoute(LabRoute.login))
    }
    #expect(root.childCount == 0)
    platform.expectNoLeaks()
  }

  @Test func swipingTheSheetAwayCancelsTheAwait() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, presentation: .sheet, as: String.self) }
    try await waitForChild(of: root)
    #expect(platform.store.state.layers.count == 2)
    try platform.swipeDownSheet()
    await expectFlowCancelled(task)
    #expect(platform.store.state.layers.count == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aFullScreenFlowCannotBeSwipedButCanBeClosed() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, presentation: .fullScreen, as: String.self) }
    try await waitForChild(of: root)
    #expect(throws: HeadlessPlatform.ActionError.self) { try platform.swipeDownSheet() }
    try platform.closeModal()
    await expectFlowCancelled(task)
  }

  @Test func aDeepLinkThatReplacesTheStackCancelsTheAwait() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, as: String.self) }
    try await waitForChild(of: root)
    try platform.store.apply(path: [LabRoute.detail(4)])
    do {
      _ = try await task.value
      Issue.record("The flow should have been cancelled.")
    } catch let cancelled as FlowCancelled {
      #expect(cancelled.cause == .deepLink)
    }
    platform.expectStack([LabRoute.home, LabRoute.detail(4)])
  }

  @Test func aRouteThatShowsAScreenIsNotAFlow() async {
    let (root, platform) = makeLab()
    await #expect(throws: NavigationError.notAFlow(route: "settings")) {
      try await root.run(.settings, as: String.self)
    }
    platform.expectStack([LabRoute.home])
  }

  @Test func awaitingTheWrongResultTypeFailsBeforeAnythingIsShown() async {
    let (root, platform) = makeLab()
    await #expect(throws: NavigationError.resultTypeMismatch(route: "login", expected: "Int")) {
      try await root.run(.login, as: Int.self)
    }
    platform.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
  }

  @Test func aPlainCoordinatorsFlowReturnsVoidWhenItFinishesItself() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.child("plain"), as: Void.self) }
    try await waitForChild(of: root)
    let child = try #require(root.children.first as? ChildCoordinator)
    child.finish()
    try await task.value
    platform.expectStack([LabRoute.home])
  }

  @Test func aFlowFinishedWithoutAValueIsCancelled() async throws {
    let (root, platform) = makeLab()
    let task = Task { try await root.run(.login, as: String.self) }
    try await waitForChild(of: root)
    let login = try #require(root.children.first as? LoginFlow)
    login.finish()
    await expectFlowCancelled(task)
    platform.expectStack([LabRoute.home])
  }

  @Test func releasingTheStoreCancelsPendingFlows() async throws {
    var store: NavigationStore? = NavigationStore(root: LabRootCoordinator())
    store?.start()
    let root = try #require(store?.root as? LabRootCoordinator)
    let task = Task { try await root.run(.login, as: String.self) }
    try await waitForChild(of: root)
    store = nil
    do {
      _ = try await task.value
      Issue.record("The flow should have been cancelled.")
    } catch let cancelled as FlowCancelled {
      #expect(cancelled.cause == .teardown)
    }
  }

  @Test func theCallbackFormDeliversTheResultOnceWithoutATask() throws {
    let (root, platform) = makeLab()
    var results: [Result<String, any Error>] = []
    root.run(.login, presentation: .sheet, as: String.self) { results.append($0) }
    let login = try #require(root.children.first as? LoginFlow)
    #expect(results.isEmpty)
    login.submit(user: "bo")
    #expect(results.count == 1)
    #expect(try results.first?.get() == "bo")
    root.run(.login, as: String.self) { results.append($0) }
    try platform.tapBack()
    #expect(results.count == 2)
    #expect(throws: FlowCancelled.self) { try results.last?.get() }
    root.run(.settings, as: String.self) { results.append($0) }
    #expect(throws: NavigationError.notAFlow(route: "settings")) { try results.last?.get() }
    #expect(results.count == 3)
  }

  @Test func theParentHearsHowEveryFlowEndedWithItsRoute() throws {
    let (root, platform) = makeLab()
    root.show(.login)
    try #require(root.children.first as? LoginFlow).submit(user: "cy")
    root.show(.child("c"))
    try platform.tapBack()
    root.show(.child("d"))
    try #require(root.children.first as? ChildCoordinator).finish()
    #expect(
      root.flowOutcomes == [#"login: cy"#, #"child("c"): cancelled (user)"#, #"child("d"): ()"#])
  }

  @Test func aFlowRestoredAfterARelaunchStillDeliversItsResult() throws {
    let (root, platform) = makeLab()
    root.show(.login)
    let relaunchedRoot = LabRootCoordinator()
    let relaunched = try platform.relaunch(with: relaunchedRoot)
    #expect(root.flowOutcomes.isEmpty)
    try #require(relaunchedRoot.children.first as? LoginFlow).submit(user: "dee")
    #expect(relaunchedRoot.flowOutcomes == ["login: dee"])
    relaunched.expectStack([LabRoute.home])
  }

  @Test func runOnACoordinatorThatIsNotRunningFails() async {
    let idle = LabRootCoordinator()
    await #expect(throws: NavigationError.coordinatorNotActive("LabRootCoordinator")) {
      try await idle.run(.login, as: String.self)
    }
  }
}
