import Coordination
import CoordinationTesting
import Testing

enum NestRoute: NavigationRoute {
  case page
  case inner
}

/// What the nested coordinators heard, in order.
final class NestLog {
  var lines: [String] = []
}

/// A coordinator that can start another of its kind, and logs what it hears of it.
final class NestCoordinator: Coordinator<NestRoute> {
  let depth: Int
  let log: NestLog

  init(depth: Int, log: NestLog) {
    self.depth = depth
    self.log = log
  }

  override var name: String { "Nest\(depth)" }
  override func start() { show(.page) }

  override func destination(for route: NestRoute) -> Destination {
    route == .inner ? .flow(NestCoordinator(depth: depth + 1, log: log)) : .screen(nil)
  }

  override func flowDidEnd(_ route: NestRoute, with outcome: FlowOutcome) {
    let invariants = store.map { NavigationCheck.invariants($0) } ?? ["no store"]
    log.lines.append("Nest\(depth) heard Nest\(depth + 1) end; invariants \(invariants)")
  }

  override func didFinish(child: AnyCoordinator) {
    log.lines.append("Nest\(depth) dropped \(child.name)")
  }
}

/// Callbacks run once a change is complete, and reach parents that ended in the same change.
@Suite struct CallbackOrderTests {
  @Test func parentsThatEndInTheSameChangeStillHearOfTheirChildren() throws {
    let log = NestLog()
    let root = NestCoordinator(depth: 0, log: log)
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.inner)
    do {
      let first = try #require(root.children(ofType: NestCoordinator.self).first)
      first.show(.inner)
      try #require(first.children(ofType: NestCoordinator.self).first).show(.inner)
    }
    // Only the tree holds Nest1, Nest2 and Nest3 now. Nest1 ends them with itself in one change;
    // each callback runs once that change is complete (the invariants hold in it).
    root.children(ofType: NestCoordinator.self).first?.finish()
    #expect(
      log.lines == [
        "Nest2 heard Nest3 end; invariants []", "Nest2 dropped Nest3",
        "Nest1 heard Nest2 end; invariants []", "Nest1 dropped Nest2",
        "Nest0 heard Nest1 end; invariants []", "Nest0 dropped Nest1",
      ])
    #expect(platform.store.state.description == "root: [page]")
    #expect(platform.store.leakTracker?.leaks() == [])
    platform.expectConsistent()
  }
}
