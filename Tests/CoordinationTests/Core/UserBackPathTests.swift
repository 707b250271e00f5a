import Coordination
import CoordinationTesting
import Testing

/// Every user back reaches the store through `handle(_:)`, whether the platform names the
/// screen to return to (the back button) or the path to it (the browser's Back, a back link):
/// the same guards, the same events, the same finishing.
@Suite struct UserBackPathTests {
  /// A lab showing home, detail(1), a child with two pages, and a sheet over it.
  func makeDeepLab() -> (LabRootCoordinator, HeadlessPlatform) {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.child("c"))
    (root.children.last as? ChildCoordinator)?.show(.page(1))
    root.present(.settings)
    return (root, platform)
  }

  /// The events of the updates published while `body` runs, without identities.
  func events(of store: NavigationStore, _ body: () throws -> Void) rethrows -> [String] {
    var updates: [NavigationUpdate] = []
    let token = store.observe { updates.append($0) }
    defer { token.cancel() }
    try body()
    return updates.flatMap(\.events).map { event in
      switch event {
      case .pushed(let screen, _, let cause): "pushed \(screen.route) \(cause)"
      case .popped(let screens, _, let cause): "popped \(screens.map(\.route)) \(cause)"
      case .dismissed(_, let screens, let cause): "dismissed \(screens.map(\.route)) \(cause)"
      case .finished(_, let name, let cause, let completed):
        "finished \(name) \(cause) \(completed)"
      case .refused(let action, _): "refused \(action)"
      default: "\(event)"
      }
    }
  }

  @Test func aPathAndAScreenReachTheSameBackWithTheSameEvents() throws {
    let (_, byScreen) = makeDeepLab()
    let target = try #require(byScreen.store.state.layers[0].visibleStack?.screens[1])
    var outcomes: [UserActionOutcome] = []
    let screenEvents = try events(of: byScreen.store) {
      outcomes.append(try byScreen.store.handle(.popped(to: target.id)))
    }

    let (_, byPath) = makeDeepLab()
    let path = try #require(
      byPath.store.path(to: byPath.store.state.layers[0].stacks[0].screens[1].id))
    let pathEvents = try events(of: byPath.store) {
      outcomes.append(try byPath.store.handle(.followed(path: path)))
    }
    #expect(outcomes == [.applied, .applied])

    #expect(screenEvents == pathEvents)
    #expect(screenEvents.contains("finished Child(c) user false"))
    #expect(byPath.store.state.description == byScreen.store.state.description)
    #expect(byPath.store.state.description == "root: [home, detail(1)]")
    byScreen.expectConsistent()
    byPath.expectConsistent()
    #expect(NavigationCheck.invariants(byPath.store) == [])
  }

  @Test func aGuardRefusesAPathBackAsItRefusesTheBackButton() throws {
    let (root, platform) = makeLab()
    root.show(.guarded)
    root.show(.detail(2))
    let store = platform.store
    let home = try #require(store.state.topLayer?.visibleStack?.screens.first)
    let path = try #require(store.path(to: home.id))
    let before = store.state
    var outcome: UserActionOutcome?
    let pathEvents = try events(of: store) {
      outcome = try store.handle(.followed(path: path))
    }
    let guarded = try #require(
      store.state.allScreens.first { $0.route == AnyRoute(LabRoute.guarded) })
    #expect(outcome == .refused(by: guarded.id))
    #expect(pathEvents == ["refused \(UserAction.followed(path: path))"])
    #expect(store.state == before)
    #expect(try store.handle(.popped(to: home.id)) == .refused(by: guarded.id))
    platform.expectConsistent()
  }

  @Test func aPathForwardIsTheUsersToo() throws {
    let (_, platform) = makeLab()
    let store = platform.store
    let forward = [
      PathStep(LabRoute.home), PathStep(LabRoute.child("x")), PathStep(ChildRoute.page(3)),
    ]
    var outcome: UserActionOutcome?
    let changes = try events(of: store) {
      outcome = try store.handle(.followed(path: forward))
    }
    #expect(outcome == .applied)
    #expect(store.state.description == "root: [home, page(0), page(3)]")
    let pushes = changes.filter { $0.hasPrefix("pushed") }
    #expect(pushes == ["pushed page(0) user", "pushed page(3) user"])
    platform.expectConsistent()
  }

  @Test func aPathThatDoesNotFitThrowsAndChangesNothing() throws {
    let (_, platform) = makeDeepLab()
    let store = platform.store
    let before = store.state
    #expect(throws: NavigationError.emptyPath) { try store.handle(.followed(path: [])) }
    #expect(throws: NavigationError.self) {
      try store.handle(.followed(path: [PathStep(LabRoute.home), PathStep(LoginRoute.form)]))
    }
    #expect(store.state == before)
  }
}
