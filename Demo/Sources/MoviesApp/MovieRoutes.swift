public import Coordination

/// What ``MovieListCoordinator`` shows.
public enum MovieListRoute: NavigationRoute {
  /// The list of movies.
  case list
  /// One movie, shown by a ``MovieDetailCoordinator`` child.
  case detail(movieID: Int)
}

/// What ``MovieDetailCoordinator`` shows.
public enum MovieDetailRoute: NavigationRoute {
  /// The detail of a movie.
  case detail(movieID: Int)
}
