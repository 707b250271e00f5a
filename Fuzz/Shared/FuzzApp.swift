import Coordination
import Foundation

/// The routes of the app the fuzz targets navigate: payloads of several kinds, so that decoded
/// routes exercise the codec's and the snapshot's value forms.
enum FuzzRoute: NavigationRoute {
  case home
  case movie(id: Int)
  case kanji(String)
  case search(query: String, page: Int)
  case flow
  case tabs
  case settings(FuzzOptions)
}

/// A nested payload: an object inside a route.
struct FuzzOptions: RouteValue, Codable, Hashable, Sendable {
  var name: String
  var flags: [Bool]
}

/// The routes of the child flow.
enum FuzzChildRoute: NavigationRoute {
  case first
  case page(Int)
}

/// The tabs of the tab container.
enum FuzzTab: NavigationRoute {
  case one
  case two
}

/// A root that pushes screens, starts a child flow and shows tabs, as the demo's apps do.
final class FuzzRoot: Coordinator<FuzzRoute> {
  override func start() { show(.home) }

  override func destination(for route: FuzzRoute) -> Destination {
    switch route {
    case .flow: .flow(FuzzChild())
    case .tabs: .flow(FuzzTabs())
    case .movie(let id) where id < 0: .unavailable("no such movie")
    default: .screen(nil)
    }
  }
}

/// A child flow with a first screen and numbered pages.
final class FuzzChild: Coordinator<FuzzChildRoute> {
  override func start() { show(.first) }

  override func destination(for route: FuzzChildRoute) -> Destination { .screen(nil) }
}

/// Two tabs, each a child flow.
final class FuzzTabs: TabCoordinator<FuzzTab> {
  init() { super.init(tabs: [.one, .two]) }

  override func destination(for route: FuzzTab) -> Destination { .flow(FuzzChild()) }
}

/// A started store of the fuzz app.
@MainActor func makeFuzzStore() -> NavigationStore {
  let store = NavigationStore(root: FuzzRoot(), leakTracking: false)
  store.start()
  return store
}

/// Whether this run is the fuzz check's canary (`scripts/fuzz.sh --canary`, which sets
/// `FUZZ_CANARY`): a fault planted in the check, which the run must report as a crash.
let plantedFault = ProcessInfo.processInfo.environment["FUZZ_CANARY"] != nil

/// Stops the fuzzer with a message when the store's state, indexes and tree disagree (or, in
/// the canary run, when a movie screen shows: the planted fault).
@MainActor func requireInvariants(_ store: NavigationStore, after what: String) {
  var problems = store.invariantViolations()
  if plantedFault, String(describing: store.state).contains("movie") {
    problems.append("the planted fault of the canary run: a movie screen shows")
  }
  if !problems.isEmpty {
    fatalError("invariants broken after \(what): \(problems.joined(separator: "; "))")
  }
}
