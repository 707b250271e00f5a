/// Why the movie catalogue could not be loaded.
public enum MovieCatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bundled data file is missing.
  case missingResource(String)
  /// The data is not a list of movies.
  case unreadable(String)
  /// The catalogue is empty.
  case empty
  /// Two movies share an identity.
  case duplicateID(Int)
  /// A movie's fields are out of range or empty.
  case invalidMovie(id: Int, reason: String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .missingResource(let name): return "The movie catalogue \(name) is missing."
    case .unreadable(let reason): return "The movie catalogue cannot be read: \(reason)"
    case .empty: return "The movie catalogue has no movie."
    case .duplicateID(let id): return "Two movies have the id \(id)."
    case .invalidMovie(let id, let reason): return "Movie \(id) is invalid: \(reason)."
    }
  }
}
