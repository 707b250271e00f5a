import Coordination
import CoordinationTesting

// A small app that exercises every feature of the core: screens, children sharing the stack,
// modal flows with results, tabs and guards. Tests drive it through its coordinators (as view
// models would) and through the headless platform (as the user would).

enum LabRoute: NavigationRoute {
  case home
  case detail(Int)
  case child(String)
  case login
  case settings
  case tabs
  case guarded
  case reused
  case missing(Int)
  case confirm
}

enum ChildRoute: NavigationRoute {
  case page(Int)
}

enum LoginRoute: NavigationRoute {
  case form
  case twoFactor
}

enum LabTab: NavigationRoute {
  case first
  case second
  case plain
}

/// A screen model that can refuse to be left.
final class GuardedModel: LeaveGuard {
  var allowsLeaving = false
  func canLeave(cause: NavigationCause) -> Bool { allowsLeaving }
}

/// A screen model with nothing in it.
final class PlainModel {
  let name: String
  init(_ name: String) { self.name = name }
}

final class LabRootCoordinator: Coordinator<LabRoute> {
  var finishedChildren: [String] = []
  var vetoedRoutes: Set<LabRoute> = []
  var removedIDs: Set<Int> = []
  var flowOutcomes: [String] = []
  /// Whether links that arrive wait (a sign-in gate, closed).
  var linksWait = false
  let sharedChild = ChildCoordinator(name: "shared")

  override func start() { show(.home) }

  override func destination(for route: LabRoute) -> Destination {
    switch route {
    case .home: .screen(PlainModel("home"))
    case .detail(let id): .screen(PlainModel("detail \(id)"))
    case .child(let name): .flow(ChildCoordinator(name: name))
    case .login: .flow(LoginFlow())
    case .settings: .screen(PlainModel("settings"))
    case .tabs: .flow(LabTabs())
    case .guarded: .screen(GuardedModel())
    case .reused: .flow(sharedChild)
    case .missing(let id):
      removedIDs.contains(id) ? .unavailable("item \(id) was removed") : .screen(PlainModel("item"))
    case .confirm:
      .alert(
        Alert(
          "Sure?",
          buttons: [
            AlertButton("Yes", role: .destructive, value: true),
            AlertButton("No", role: .cancel, value: false),
          ]))
    }
  }

  override func canLeave(_ route: LabRoute, cause: NavigationCause) -> Bool {
    !vetoedRoutes.contains(route)
  }

  override func admission(of path: [PathStep]) -> PathAdmission {
    linksWait ? .wait(reason: "the gate is closed") : .follow
  }

  override func flowDidEnd(_ route: LabRoute, with outcome: FlowOutcome) {
    switch outcome {
    case .completed:
      flowOutcomes.append("\(route): \(outcome.value(as: String.self) ?? "()")")
    case .cancelled(let cause): flowOutcomes.append("\(route): cancelled (\(cause))")
    }
  }

  override func didFinish(child: AnyCoordinator) {
    finishedChildren.append(child.name)
  }
}

final class ChildCoordinator: Coordinator<ChildRoute> {
  let label: String
  var startCount = 0
  /// Whether its screens above the first refuse to leave.
  var guardsItsPages = false

  init(name: String) {
    self.label = name
  }

  override var name: String { "Child(\(label))" }

  override func start() {
    startCount += 1
    show(.page(0))
  }

  override func destination(for route: ChildRoute) -> Destination {
    .screen(PlainModel("\(label) page"))
  }

  override func canLeave(_ route: ChildRoute, cause: NavigationCause) -> Bool {
    !guardsItsPages || route == .page(0)
  }
}

final class LoginFlow: FlowCoordinator<LoginRoute, String> {
  override func start() { show(.form) }

  override func destination(for route: LoginRoute) -> Destination {
    .screen(PlainModel("login \(route)"))
  }

  func submit(user: String) { finish(with: user) }
}

final class LabTabs: TabCoordinator<LabTab> {
  init() { super.init(tabs: [.first, .second, .plain], selected: 1) }

  override func destination(for route: LabTab) -> Destination {
    switch route {
    case .first: .flow(ChildCoordinator(name: "tab1"))
    case .second: .flow(ChildCoordinator(name: "tab2"))
    case .plain: .screen(PlainModel("plain tab"))
    }
  }
}

/// A coordinator that shows nothing when started.
final class EmptyCoordinator: Coordinator<ChildRoute> {}

/// Makes a started lab app on the headless platform.
func makeLab() -> (LabRootCoordinator, HeadlessPlatform) {
  let root = LabRootCoordinator()
  let store = NavigationStore(root: root, leakTracking: true)
  return (root, HeadlessPlatform(store: store))
}
