import Foundation

/// The movies the app shows, loaded and checked once at start and injected downward.
public struct MovieCatalogue: Sendable {
  /// The movies, in catalogue order.
  public let movies: [Movie]
  private let indices: [Int: Int]

  /// Checks movies and builds a catalogue.
  ///
  /// - Throws: ``MovieCatalogueError`` for an empty list, a duplicate id, or a movie with an
  ///   empty title or overview, no genre, a year outside 1870...2100 or a running time outside
  ///   1...1000 minutes.
  public init(validating movies: [Movie]) throws(MovieCatalogueError) {
    guard !movies.isEmpty else { throw .empty }
    var indices: [Int: Int] = [:]
    for (index, movie) in movies.enumerated() {
      guard indices[movie.id] == nil else { throw .duplicateID(movie.id) }
      indices[movie.id] = index
      if let reason = Self.problem(with: movie) {
        throw .invalidMovie(id: movie.id, reason: reason)
      }
    }
    self.movies = movies
    self.indices = indices
  }

  /// Decodes and checks a catalogue from JSON data.
  public init(json data: Data) throws(MovieCatalogueError) {
    let movies: [Movie]
    do {
      movies = try JSONDecoder().decode([Movie].self, from: data)
    } catch {
      throw .unreadable(String(describing: error))
    }
    try self.init(validating: movies)
  }

  /// The catalogue shipped with the app (`movies.json`).
  public static func bundled() throws(MovieCatalogueError) -> MovieCatalogue {
    guard let url = Bundle.module.url(forResource: "movies", withExtension: "json") else {
      throw .missingResource("movies.json")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(String(describing: error))
    }
    return try MovieCatalogue(json: data)
  }

  /// The movie with this identity.
  ///
  /// - Complexity: O(1).
  public func movie(id: Int) -> Movie? {
    indices[id].map { movies[$0] }
  }

  private static func problem(with movie: Movie) -> String? {
    if movie.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return "its title is empty"
    }
    if movie.overview.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return "its overview is empty"
    }
    if movie.genres.isEmpty { return "it has no genre" }
    if !(1870...2100).contains(movie.year) { return "its year \(movie.year) is out of range" }
    if !(1...1000).contains(movie.runtimeMinutes) {
      return "its running time \(movie.runtimeMinutes) is out of range"
    }
    return nil
  }
}
