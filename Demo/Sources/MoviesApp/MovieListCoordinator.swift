public import Coordination

/// The tutorial's MovieListCoordinator: shows the list and, on selection, starts a
/// ``MovieDetailCoordinator`` that pushes the detail onto the same stack.
///
/// The catalogue is injected; nothing is a singleton. The detail coordinator is dropped by
/// itself when the user goes back, with no custom back button.
public final class MovieListCoordinator: Coordinator<MovieListRoute>, MovieListViewModelDelegate {
  let catalogue: MovieCatalogue

  /// Creates the coordinator with the catalogue to show.
  public init(catalogue: MovieCatalogue) {
    self.catalogue = catalogue
  }

  /// Pushes the list.
  public override func start() { show(.list) }

  /// Creates the list screen, or the detail flow of a movie.
  public override func destination(for route: MovieListRoute) -> Destination {
    switch route {
    case .list:
      return .screen(MovieListViewModel(movies: catalogue.movies, delegate: self))
    case .detail(let id):
      guard let movie = catalogue.movie(id: id) else {
        return .unavailable("the catalogue has no movie \(id)")
      }
      return .flow(MovieDetailCoordinator(movie: movie))
    }
  }

  /// Starts the detail of the selected movie.
  public func movieList(_ list: MovieListViewModel, didSelect movie: Movie) {
    show(.detail(movieID: movie.id))
  }
}
