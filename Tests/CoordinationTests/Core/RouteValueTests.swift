import Coordination
import CoordinationTesting
import Testing

// This target is compiled with `.defaultIsolation(MainActor.self)`, as an app target is: a
// payload type listing `Hashable, Codable, Sendable` itself would not compile here (its
// `Hashable` conformance would be main-actor isolated, and the route's `==` could not use it).

struct Member: RouteValue {
  let name: String
  let level: Int
}

enum MemberRoute: NavigationRoute {
  case list
  case profile(Member)
}

final class MemberCoordinator: Coordinator<MemberRoute> {
  override func start() { show(.list) }
}

/// Routes that carry app values, in a main-actor module.
@Suite struct RouteValueTests {
  @Test func aRouteCarriesAnAppValueThroughNavigationAndRestoration() throws {
    let root = MemberCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    let ann = Member(name: "Ann", level: 3)
    root.show(.profile(ann))
    #expect(root.routes == [.list, .profile(ann)])
    #expect(root.routes != [.list, .profile(Member(name: "Ann", level: 4))])

    let restored = MemberCoordinator()
    let store = NavigationStore(root: restored, leakTracking: true)
    try store.restore(from: try platform.store.snapshotData())
    #expect(restored.routes == [.list, .profile(ann)])
  }
}
