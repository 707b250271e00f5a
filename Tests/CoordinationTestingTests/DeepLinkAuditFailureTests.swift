import Coordination
import CoordinationLinks
import CoordinationTesting
import Testing

/// `DeepLinkAudit` reports every way a declared link can be broken, each under its pattern and
/// link, and nothing for the links that work.
@Suite struct DeepLinkAuditFailureTests {
  enum AuditRoute: NavigationRoute {
    case home, page, ghost, reserved, noisy, quitting, missing
  }

  /// The app: a home screen, pages, and flows that go wrong when a link starts them.
  final class AuditApp: Coordinator<AuditRoute> {
    override func start() { show(.home) }
    override func destination(for route: AuditRoute) -> Destination {
      switch route {
      case .home, .page, .ghost, .reserved: .screen(nil)
      case .noisy: .flow(Noisy())
      case .quitting: .flow(Quitting())
      case .missing: .unavailable("not in this build")
      }
    }
  }

  /// A flow that shows a page, then a route this build cannot show: the store ignores it.
  final class Noisy: Coordinator<AuditRoute> {
    override func start() {
      show(.page)
      show(.missing)
    }
    override func destination(for route: AuditRoute) -> Destination {
      route == .missing ? .unavailable("not in this build") : .screen(nil)
    }
  }

  /// A flow that finishes as soon as it starts.
  final class Quitting: Coordinator<AuditRoute> {
    override func start() { finish() }
  }

  private static func links() throws -> DeepLinkMap {
    var links = DeepLinkMap(schemes: ["audit"])
    try links.register("home") { _ in [AuditRoute.home] }
    try links.register("page/:n", examples: ["page/1"]) { _ in [AuditRoute.home, AuditRoute.page] }
    try links.register("item/:id") { _ in [AuditRoute.page] }
    try links.register("nowhere", examples: ["elsewhere"]) { _ in [AuditRoute.page] }
    try links.register("page/:m", examples: ["page/2"]) { _ in [AuditRoute.page] }
    try links.register("missing") { _ in [AuditRoute.missing] }
    try links.register("ghost") { _ in [AuditRoute.ghost] }
    try links.register("reserved") { _ in [AuditRoute.reserved] }
    try links.register("noisy") { _ in [AuditRoute.noisy] }
    try links.register("empty") { _ in [] }
    try links.register("quitting") { _ in [AuditRoute.quitting] }
    return links
  }

  /// A store of the app that breaks itself (through the core's test hooks) when the ghost or
  /// the reserved screen is pushed, as a defective engine would while opening a link.
  private static func storeBrokenByLinks() -> NavigationStore {
    let store = NavigationStore(root: AuditApp())
    breakingObservations.append(
      store.observe { [weak store] update in
        for case .pushed(let screen, _, _) in update.events {
          if screen.route == AnyRoute(AuditRoute.ghost) {
            store?.pushUnownedScreenForTesting(AuditRoute.page)
          } else if screen.route == AnyRoute(AuditRoute.reserved) {
            store?.reserveShownStackForTesting()
          }
        }
      })
    return store
  }

  /// The observations that break the audit's stores, kept for the test run (a released token
  /// ends its observation).
  private static var breakingObservations: [ObserverToken] = []

  @Test func everyBrokenLinkIsReportedAndNoWorkingOne() throws {
    let failures = DeepLinkAudit.failures(of: try Self.links(), makeStore: Self.storeBrokenByLinks)
    let expected: [(pattern: String, link: String?, reason: String)] = [
      ("item/:id", nil, "it has parameters but no example"),
      (
        "nowhere", "audit://elsewhere",
        "it does not resolve: No deep-link pattern matches the path \"/elsewhere\""
      ),
      ("page/:m", "audit://page/2", "it is matched by the earlier pattern page/:n"),
      (
        "missing", "audit://missing",
        "it does not open: The deep link's screens cannot be shown: Route missing"
      ),
      ("ghost", "audit://ghost", "the platform and the state disagree: after update"),
      ("reserved", "audit://reserved", "it leaves a broken state: stack"),
      ("noisy", "audit://noisy", "a call was ignored while opening it: Route missing cannot"),
      ("empty", "audit://empty", "it does not resolve: The deep link could not be resolved"),
      ("quitting", "audit://quitting", "its last route quitting is not shown after opening it"),
    ]
    #expect(failures.map(\.pattern) == expected.map(\.pattern))
    for (failure, want) in zip(failures, expected) {
      #expect(failure.link == want.link)
      #expect(failure.reason.hasPrefix(want.reason), "\(failure)")
    }
    let reserved = failures.first { $0.pattern == "reserved" }
    #expect(reserved?.reason.hasSuffix("is shown and still reserved") == true)
  }

  @Test func theSameMapOnAHealthyStoreReportsOnlyItsOwnDefects() throws {
    let failures = DeepLinkAudit.failures(of: try Self.links()) {
      NavigationStore(root: AuditApp())
    }
    // The ghost and reserved links work when nothing breaks the store while they open.
    #expect(!failures.contains { $0.pattern == "ghost" || $0.pattern == "reserved" })
    #expect(failures.count == 7)
  }
}
