import Coordination
import CoordinationTesting
import Testing

enum RelayRoute: NavigationRoute {
  case home
  case extra
  case flow
}

/// A parent that navigates when its child's flow ends: its own navigation is code, whatever
/// ended the child.
final class RelayCoordinator: Coordinator<RelayRoute> {
  override func start() { show(.home) }

  override func destination(for route: RelayRoute) -> Destination {
    route == .flow ? .flow(ChildCoordinator(name: "relayed")) : .screen(nil)
  }

  override func flowDidEnd(_ route: RelayRoute, with outcome: FlowOutcome) {
    pop()
  }
}

/// Every event carries the cause of the change that made it.
@Suite struct EventCauseTests {
  /// The causes of the pops of one update, in order, with the routes that left.
  func pops(in update: NavigationUpdate) -> [String] {
    update.events.compactMap { event in
      guard case .popped(let screens, _, let cause) = event else { return nil }
      return "\(screens.map(\.description)) \(cause)"
    }
  }

  @Test func aParentsPopInFlowDidEndDuringAUserBackIsCode() throws {
    let root = RelayCoordinator()
    let store = NavigationStore(root: root, leakTracking: true)
    let platform = HeadlessPlatform(store: store)
    root.show(.extra)
    root.show(.flow)
    var updates: [NavigationUpdate] = []
    let token = store.observe { updates.append($0) }
    defer { token.cancel() }
    try platform.tapBack()
    #expect(store.state.description == "root: [home]")
    #expect(updates.flatMap(pops) == ["[\"page(0)\"] user", "[\"extra\"] code"])
    platform.expectConsistent()
  }
}
