public import DemoAccounts
public import KanjiApp
public import MoviesApp

/// What the apps need, made once per demo session and injected downward.
///
/// The catalogue and the dictionary are immutable values and can be shared by every session;
/// the auth client keeps the accounts that session signed up.
public struct DemoServices {
  /// The movies of app A.
  public let movies: MovieCatalogue
  /// The dictionary of app E.
  public let kanji: KanjiStorage
  /// The accounts of apps B and C.
  public let authClient: any AuthClient

  /// Creates the services from their parts.
  public init(movies: MovieCatalogue, kanji: KanjiStorage, authClient: any AuthClient) {
    self.movies = movies
    self.kanji = kanji
    self.authClient = authClient
  }
}
