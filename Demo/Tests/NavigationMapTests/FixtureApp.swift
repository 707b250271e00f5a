import Coordination
import CoordinationWeb

/// The routes of a small app with one good and two bad moves.
enum FixtureRoute: NavigationRoute {
  case start
  case fine
  case leaky
}

/// The start screen: "Fine" pushes a screen, "Broken" throws, "Leaky" starts a flow whose
/// screen keeps it alive.
final class FixtureStartModel {
  weak var coordinator: FixtureCoordinator?
  init(coordinator: FixtureCoordinator) { self.coordinator = coordinator }
}

/// A screen with nothing to do.
final class FixtureFineModel {}

/// A screen that holds its flow strongly while the flow holds it: once the user goes back,
/// the finished flow is still alive.
final class FixtureLeakyModel {
  let flow: FixtureLeakyFlow
  init(flow: FixtureLeakyFlow) { self.flow = flow }
}

/// The error the "Broken" action throws.
struct FixtureBrokenError: Error, CustomStringConvertible {
  var description: String { "the broken action failed" }
}

/// The fixture's root.
final class FixtureCoordinator: Coordinator<FixtureRoute> {
  override func start() { show(.start) }

  override func destination(for route: FixtureRoute) -> Destination {
    switch route {
    case .start: .screen(FixtureStartModel(coordinator: self))
    case .fine: .screen(FixtureFineModel())
    case .leaky: .flow(FixtureLeakyFlow())
    }
  }
}

/// A flow with one screen that keeps it alive (a retain cycle).
final class FixtureLeakyFlow: Coordinator<FixtureRoute> {
  var model: FixtureLeakyModel?

  override func start() { show(.leaky) }

  override func destination(for route: FixtureRoute) -> Destination {
    let model = FixtureLeakyModel(flow: self)
    self.model = model
    return .screen(model)
  }
}
