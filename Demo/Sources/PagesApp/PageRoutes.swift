public import Coordination

/// What ``FirstCoordinator`` shows: the First page, and the flow of Second and Third.
public enum FirstRoute: NavigationRoute {
  /// The First page.
  case first
  /// The flow of Second and Third, run by a ``SecondCoordinator``.
  case second
}

/// What ``SecondCoordinator`` shows.
public enum SecondRoute: NavigationRoute {
  /// The Second page.
  case second
  /// The Third page.
  case third
}
