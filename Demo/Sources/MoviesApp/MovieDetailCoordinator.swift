public import Coordination

/// The tutorial's MovieDetailCoordinator: pushes the detail of one movie.
public final class MovieDetailCoordinator: Coordinator<MovieDetailRoute> {
  /// The movie shown.
  public let movie: Movie

  /// Creates the coordinator for a movie.
  public init(movie: Movie) {
    self.movie = movie
  }

  /// Pushes the detail.
  public override func start() { show(.detail(movieID: movie.id)) }

  /// Creates the detail screen.
  public override func destination(for route: MovieDetailRoute) -> Destination {
    .screen(MovieDetailViewModel(movie: movie))
  }
}
