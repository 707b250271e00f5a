import Coordination

/// The root of the navigation figures: `.screen` shows a screen with a ``ScreenModel``,
/// `.child` starts a ``LeafCoordinator`` on the same stack.
public final class BenchRootCoordinator: Coordinator<BenchRoute> {
  /// Shows the first screen.
  public override func start() { show(.screen(0)) }

  /// A screen with its model, or a child flow.
  public override func destination(for route: BenchRoute) -> Destination {
    switch route {
    case .screen(let index): .screen(ScreenModel(index: index))
    case .child: .flow(LeafCoordinator())
    }
  }
}

/// A child coordinator with one screen; it finishes when that screen is popped.
public final class LeafCoordinator: Coordinator<LeafRoute> {
  /// Shows the child's only screen.
  public override func start() { show(.page) }

  /// The page, with a ``ScreenModel``.
  public override func destination(for route: LeafRoute) -> Destination {
    .screen(ScreenModel(index: -1))
  }
}
