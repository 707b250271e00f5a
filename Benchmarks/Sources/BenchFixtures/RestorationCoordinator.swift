import Coordination

/// The routes of the restoration figures.
public enum RestoreRoute: NavigationRoute {
  /// A coordinator's first screen.
  case list
  /// A detail screen with a few values, as real routes carry.
  case detail(id: Int, title: String)
  /// A child flow one level deeper.
  case flow(level: Int)
}

/// A coordinator of the restoration figures: `.flow` starts the next level as a child on the
/// same stack; every screen gets a ``ScreenModel``.
public final class RestoreCoordinator: Coordinator<RestoreRoute> {
  /// Its depth in the chain, 0 for the root.
  public let level: Int

  /// Creates a coordinator at `level`.
  public init(level: Int) {
    self.level = level
    super.init()
  }

  /// Shows the list.
  public override func start() { show(.list) }

  /// A screen with its model, or the next level's coordinator.
  public override func destination(for route: RestoreRoute) -> Destination {
    switch route {
    case .list: .screen(ScreenModel(index: 0))
    case .detail(let id, _): .screen(ScreenModel(index: id))
    case .flow(let level): .flow(RestoreCoordinator(level: level))
    }
  }
}
