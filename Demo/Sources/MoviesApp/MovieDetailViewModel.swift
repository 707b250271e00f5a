/// The detail of one movie.
public final class MovieDetailViewModel {
  /// The movie shown.
  public let movie: Movie

  init(movie: Movie) {
    self.movie = movie
  }

  /// The screen's title: the movie's title.
  public var title: String { movie.title }

  /// A line such as "1954 · 3 h 27 min · Action, Drama · Akira Kurosawa".
  public var facts: String {
    [
      String(movie.year), movie.formattedRuntime, movie.genres.joined(separator: ", "),
      movie.director,
    ].joined(separator: " · ")
  }
}
