import Coordination

/// The routes of the navigation figures' root coordinator.
public enum BenchRoute: NavigationRoute {
  /// A screen with a small model.
  case screen(Int)
  /// A child coordinator's flow that shows one screen on the root's stack.
  case child(Int)
}

/// The one route of a child coordinator.
public enum LeafRoute: NavigationRoute {
  /// The child's only screen.
  case page
}
