/// A movie of the catalogue.
public struct Movie: Hashable, Codable, Sendable, Identifiable {
  /// The movie's identity in the catalogue.
  public let id: Int
  /// The common English title.
  public let title: String
  /// The title in the original language, when it differs.
  public let originalTitle: String?
  /// The year of release.
  public let year: Int
  /// A short summary.
  public let overview: String
  /// Genres, such as "Drama".
  public let genres: [String]
  /// The running time in minutes.
  public let runtimeMinutes: Int
  /// The director or directors.
  public let director: String

  /// Creates a movie value.
  public init(
    id: Int, title: String, originalTitle: String? = nil, year: Int, overview: String,
    genres: [String], runtimeMinutes: Int, director: String
  ) {
    self.id = id
    self.title = title
    self.originalTitle = originalTitle
    self.year = year
    self.overview = overview
    self.genres = genres
    self.runtimeMinutes = runtimeMinutes
    self.director = director
  }

  /// The running time as hours and minutes, such as "3 h 27 min".
  public var formattedRuntime: String {
    let hours = runtimeMinutes / 60
    let minutes = runtimeMinutes % 60
    switch (hours, minutes) {
    case (0, _): return "\(minutes) min"
    case (_, 0): return "\(hours) h"
    default: return "\(hours) h \(minutes) min"
    }
  }
}
