import Coordination
import CoordinationLinks

/// A movie of the walkthrough's small catalogue.
struct Movie: Hashable, Sendable {
  let id: Int
  let title: String
  let year: Int
}

/// The walkthrough's catalogue.
enum MovieCatalogue {
  static let sample = [
    Movie(id: 0, title: "Spirited Away", year: 2001),
    Movie(id: 1, title: "Seven Samurai", year: 1954),
    Movie(id: 2, title: "Tokyo Story", year: 1953),
  ]
}

/// What the movie list coordinator shows.
enum MovieListRoute: NavigationRoute {
  case list
  case detail(movieID: Int)
  case about
}

/// What the movie detail coordinator shows.
enum MovieDetailRoute: NavigationRoute {
  case detail(movieID: Int)
}

/// The list screen reports selection through a delegate, as in the sources.
protocol MovieListViewModelDelegate: AnyObject {
  func movieList(didSelect movie: Movie)
  func movieListDidTapAbout()
}

/// The list screen's model.
final class MovieListViewModel {
  let movies: [Movie]
  weak var delegate: (any MovieListViewModelDelegate)?

  init(movies: [Movie], delegate: any MovieListViewModelDelegate) {
    self.movies = movies
    self.delegate = delegate
  }

  func select(index: Int) { delegate?.movieList(didSelect: movies[index]) }
  func showAbout() { delegate?.movieListDidTapAbout() }
}

/// The detail screen's model.
final class MovieDetailViewModel {
  let movie: Movie
  let openSimilarAction: () -> Void

  init(movie: Movie, openSimilar: @escaping () -> Void) {
    self.movie = movie
    self.openSimilarAction = openSimilar
  }

  func openSimilar() { openSimilarAction() }
}

/// Shows the list and starts a detail coordinator per selected movie.
final class MovieListCoordinator: Coordinator<MovieListRoute>, MovieListViewModelDelegate {
  let movies: [Movie]

  init(movies: [Movie]) {
    self.movies = movies
  }

  override func start() { show(.list) }

  override func destination(for route: MovieListRoute) -> Destination {
    switch route {
    case .list: .screen(MovieListViewModel(movies: movies, delegate: self))
    case .detail(let id): .flow(MovieDetailCoordinator(movie: movies[id], movies: movies))
    case .about: .screen(nil)
    }
  }

  func movieList(didSelect movie: Movie) { show(.detail(movieID: movie.id)) }
  func movieListDidTapAbout() { present(.about) }
}

/// Shows one movie; its "similar" link pushes another detail onto the same stack.
final class MovieDetailCoordinator: Coordinator<MovieDetailRoute> {
  let movie: Movie
  let movies: [Movie]

  init(movie: Movie, movies: [Movie]) {
    self.movie = movie
    self.movies = movies
  }

  override func start() { show(.detail(movieID: movie.id)) }

  override func destination(for route: MovieDetailRoute) -> Destination {
    switch route {
    case .detail(let id):
      let shown = movies[id]
      let similar = movies[(id + 1) % movies.count]
      return .screen(
        MovieDetailViewModel(movie: shown) { [weak self] in
          self?.show(.detail(movieID: similar.id))
        })
    }
  }
}

/// The walkthrough's deep links.
enum MovieLinks {
  static func map(movies: [Movie]) throws -> DeepLinkMap {
    var links = DeepLinkMap(schemes: ["movies"])
    try links.register("movie/:id", examples: ["movie/1"]) { parameters in
      let id = try parameters.int("id")
      guard movies.indices.contains(id) else {
        throw DeepLinkError.unresolved(reason: "there is no movie \(id)")
      }
      return [MovieListRoute.detail(movieID: id)]
    }
    try links.register("movie/:id/similar", examples: ["movie/1/similar"]) { parameters in
      let id = try parameters.int("id")
      guard movies.indices.contains(id) else {
        throw DeepLinkError.unresolved(reason: "there is no movie \(id)")
      }
      let similar = (id + 1) % movies.count
      return [
        MovieListRoute.detail(movieID: id), MovieDetailRoute.detail(movieID: similar),
      ]
    }
    return links
  }
}
