/// The list of movies.
public final class MovieListViewModel {
  /// The screen's title.
  public let title = "Movies"
  /// The movies, in catalogue order.
  public let movies: [Movie]
  weak var delegate: (any MovieListViewModelDelegate)?

  init(movies: [Movie], delegate: any MovieListViewModelDelegate) {
    self.movies = movies
    self.delegate = delegate
  }

  /// The user selected a movie.
  ///
  /// - Returns: `false` when no movie of the list has this id; nothing happens then.
  @discardableResult
  public func select(movieID: Int) -> Bool {
    guard let movie = movies.first(where: { $0.id == movieID }) else { return false }
    delegate?.movieList(self, didSelect: movie)
    return true
  }
}
